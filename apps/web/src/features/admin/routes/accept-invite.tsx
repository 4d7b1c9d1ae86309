import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { AuthScreen, FormError, NewPasswordField } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.invite;

/** `/admin/invite#<token>`: the invited organiser picks a password and is signed in. */
export function AcceptInviteScreen() {
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const accept = useAcceptInvitation(token, {
    onSuccess: () => navigate('/admin', { replace: true }),
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
