import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { useSetup } from '../api/get-setup.ts';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { errorMessageOf } from '../error-message.ts';
import { AuthScreen, Field, FormError } from '../components/admin-ui.tsx';

const copy = passwordResetCopy.forgot;

/** What the form says for a refused request. */
function requestErrorMessage(error: unknown): string {
  return errorMessageOf(error, (e: ApiError) =>
    e.code === ADMIN_ERROR_CODES.mailOff
      ? copy.mailOff
      : e.status === 429
        ? copy.rateLimited
        : undefined,
  );
}

/**
 * `/admin/forgot-password`, linked from the sign-in screen (a plain link, so it works before
 * the prerendered form's code has run): the e-mail, then the same answer whether or not an
 * organiser has it. On a server without e-mail it says what the operator sets instead.
 */
export function ForgotPasswordScreen() {
  const setup = useSetup();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailOff =
    setup.data?.mailEnabled === false ||
    (request.error instanceof ApiError && request.error.code === ADMIN_ERROR_CODES.mailOff);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    request.mutate(email, { onSuccess: () => setSentTo(email) });
  }

  const back = (
    <Button asChild variant="link" className="justify-self-start px-0">
      <Link to="/admin/sign-in">{copy.back}</Link>
    </Button>
  );

  if (sentTo !== null) {
    return (
      <AuthScreen title={copy.sentTitle} description={copy.sent(sentTo)}>
        <div className="grid" role="status">
          {back}
        </div>
      </AuthScreen>
    );
  }
  if (mailOff) {
    return (
      <AuthScreen title={copy.title} description="">
        <p className="mb-4 text-sm" data-testid="mail-off">
          {copy.mailOff}
        </p>
        <div className="grid">{back}</div>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={copy.title} description={copy.description}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <Field
          label={copy.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <FormError>{request.isError ? requestErrorMessage(request.error) : ''}</FormError>
        <Button type="submit" disabled={request.isPending || setup.isPending}>
          {copy.submit}
        </Button>
        {back}
      </form>
    </AuthScreen>
  );
}
