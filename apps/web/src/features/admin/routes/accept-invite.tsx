import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { adminApi, adminKeys, errorMessageOf } from '../api/admin-api.ts';
import { AuthScreen, FormError, NewPasswordField } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.invite;

/** `/admin/invite#<token>`: the invited organiser picks a password and is signed in. */
export function AcceptInviteScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const accept = useMutation({
    mutationFn: async (password: string) => {
      const { email } = await adminApi.acceptInvitation(token, password);
      await adminApi.signIn({ email, password });
      await queryClient.invalidateQueries({ queryKey: adminKeys.me });
      await navigate('/admin', { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accept.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  const error = accept.isError
    ? errorMessageOf(accept.error, (error) => (error.status === 404 ? copy.invalid : undefined))
    : '';
  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <NewPasswordField label={copy.password} autoFocus />
        <FormError>{token ? error : copy.invalid}</FormError>
        <Button type="submit" disabled={accept.isPending || !token}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
