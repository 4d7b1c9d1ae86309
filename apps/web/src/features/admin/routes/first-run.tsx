import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { useCreateSetup } from '../api/create-setup.ts';
import { AuthScreen, Field, FormError } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { preloadAfterSignIn } from '../signed-in-preload.ts';
import { errorMessageOf } from '../error-message.ts';
import { NewPasswordField } from '../password/new-password-field.tsx';

const copy = adminCopy.firstRun;

/** The first owner, created with the one-time setup code the server printed; then signed in. */
export function FirstRunScreen() {
  const setUp = useCreateSetup();
  // Prerendered (the server's first-run page): sent only once the page's code can send it.
  const hydrated = useHydrated();
  // The password's hint counts a password made of this address as guessable, as the server does.
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The overview is next: its code loads while the server checks the form.
    preloadAfterSignIn();
    const form = new FormData(event.currentTarget);
    setUp.mutate({
      code: String(form.get('code') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  }

  const error = setUp.isError
    ? errorMessageOf(setUp.error, (error) =>
        error.code === 'invalid_setup_code' ? copy.wrongCode : undefined,
      )
    : '';
  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <Field label={copy.code} name="code" autoComplete="off" required autoFocus />
        <Field
          label={copy.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <NewPasswordField label={copy.password} email={email} />
        <FormError>{error}</FormError>
        <Button type="submit" disabled={!hydrated || setUp.isPending}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
