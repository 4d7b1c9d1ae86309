import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthScreen, Field, FormError } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { preloadAfterSignIn } from '../signed-in-preload.ts';

const copy = adminCopy.signIn;

/** What the form says for a failed step: `wrong` for a refused password or code. */
export function signInErrorMessage(error: unknown, wrong: string): string {
  if (!(error instanceof ApiError)) return adminCopy.errors.generic;
  // The lock's own message says for how long.
  if (error.code === ADMIN_ERROR_CODES.accountLocked)
    return error.serverMessage ?? adminCopy.errors.generic;
  if (error.code === ADMIN_ERROR_CODES.codeUsed) return copy.codeUsed;
  if (error.status === 429) return copy.rateLimited;
  if (error.status === 401 || error.status === 400) return wrong;
  return adminCopy.errors.generic;
}

/**
 * E-mail + password, then the TOTP code when the organiser turned two-factor on; and "Forgot
 * password?", a plain link (it works before the prerendered form's code has run).
 */
export function SignInScreen() {
  const [needsCode, setNeedsCode] = useState(false);
  const signIn = useSignIn();
  // Prerendered (the server's sign-in page): sent only once the page's code can send it.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The overview is next: its code loads while the server checks the form.
    preloadAfterSignIn();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    signIn.mutate(
      needsCode ? { code: field('code') } : { email: field('email'), password: field('password') },
      {
        onSuccess: (result) => {
          if (result === 'two-factor') setNeedsCode(true);
        },
      },
    );
  }

  return (
    <AuthScreen title={copy.title} description={needsCode ? copy.totpHint : copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        {needsCode ? (
          <Field
            key="code"
            label={copy.totp}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            required
            autoFocus
          />
        ) : (
          <>
            <Field
              label={copy.email}
              name="email"
              type="email"
              autoComplete="username"
              required
              autoFocus
            />
            <Field
              label={copy.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </>
        )}
        <FormError>
          {signIn.isError
            ? signInErrorMessage(signIn.error, needsCode ? copy.wrongCode : copy.failed)
            : ''}
        </FormError>
        <Button type="submit" disabled={!hydrated || signIn.isPending}>
          {needsCode ? copy.verify : copy.submit}
        </Button>
        {needsCode ? null : (
          <Button asChild variant="link" className="justify-self-start px-0">
            <Link to="/admin/forgot-password">{passwordResetCopy.forgotLink}</Link>
          </Button>
        )}
      </form>
    </AuthScreen>
  );
}
