import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { adminApi, adminKeys, errorMessageOf } from '../api/admin-api.ts';
import { AuthScreen, Field, FormError } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.firstRun;

/** The first owner, created with the one-time setup code the server printed; then signed in. */
export function FirstRunScreen() {
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      await adminApi.setup({ code: String(form.get('code') ?? ''), email, password });
      await adminApi.signIn({ email, password });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (caught) {
      setError(
        errorMessageOf(caught, (error) =>
          error.code === 'invalid_setup_code' ? copy.wrongCode : undefined,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <Field label={copy.code} name="code" autoComplete="off" required autoFocus />
        <Field label={copy.email} name="email" type="email" autoComplete="username" required />
        <Field
          label={copy.password}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
        />
        <FormError>{error}</FormError>
        <Button type="submit" disabled={busy}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
