import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import type { ApiError } from '@/lib/api-client.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthScreen, FormError } from '../components/admin-ui.tsx';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { errorMessageOf } from '../error-message.ts';
import { NewPasswordField } from '../password/new-password-field.tsx';

const copy = passwordResetCopy.reset;

/** What the form says for a refused reset: a weak password's reason, or a dead link. */
export function resetErrorMessage(error: unknown): string {
  return errorMessageOf(error, (e: ApiError) => {
    if (e.code === ADMIN_ERROR_CODES.weakPassword) return undefined;
    if (e.code === 'INVALID_TOKEN' || e.code === ADMIN_ERROR_CODES.mailOff) return copy.invalid;
    return e.status === 400 ? copy.invalid : undefined;
  });
}

/** The token of the link's fragment (`#<token>`), '' when there is none that reads. */
function linkToken(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * `/admin/reset-password#<token>`, the e-mailed link: a new password (held to the strength
 * rule as it is typed), then sign in again, since the reset ended every session.
 */
export function ResetPasswordScreen() {
  const token = linkToken(typeof window === 'undefined' ? '' : window.location.hash);
  const reset = useResetPassword(token);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  if (reset.isSuccess) {
    return (
      <AuthScreen title={copy.doneTitle} description={copy.done}>
        <Button asChild>
          <Link to="/admin/sign-in" replace>
            {copy.signIn}
          </Link>
        </Button>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <NewPasswordField label={copy.password} autoFocus />
        <FormError>
          {token ? (reset.isError ? resetErrorMessage(reset.error) : '') : copy.invalid}
        </FormError>
        <Button type="submit" disabled={reset.isPending || !token}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
