import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { adminApi, adminKeys, errorMessageOf } from '../api/admin-api.ts';
import { AuthScreen, Field, FormError } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.invite;

/** `/admin/invite#<token>`: the invited organiser picks a password and is signed in. */
export function AcceptInviteScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      const { email } = await adminApi.acceptInvitation(token, password);
      await adminApi.signIn({ email, password });
      await queryClient.invalidateQueries({ queryKey: adminKeys.me });
      await navigate('/admin', { replace: true });
    } catch (caught) {
      setError(
        errorMessageOf(caught, (error) => (error.status === 404 ? copy.invalid : undefined)),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <Field
          label={copy.password}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          autoFocus
        />
        <FormError>{token ? error : copy.invalid}</FormError>
        <Button type="submit" disabled={busy || !token}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
