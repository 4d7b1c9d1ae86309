import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { AuthScreen, FormError } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { NewPasswordField } from '../password/new-password-field.tsx';

const copy = adminCopy.invite;

/**
 * `/admin/invite#<token>`: says who invited whom and as what, then the invited organiser picks
 * a password and is signed in.
 */
export function AcceptInviteScreen() {
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token, {
    onSuccess: () => navigate('/admin', { replace: true }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accept.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  const invalid = (error: { status: number }) => (error.status === 404 ? copy.invalid : undefined);
  const error = accept.isError
    ? errorMessageOf(accept.error, invalid)
    : invitation.isError
      ? errorMessageOf(invitation.error, invalid)
      : '';
  const details = invitation.data;
  return (
    <AuthScreen title={copy.title} description={copy.description}>
      {details ? (
        <p className="mb-4 text-sm" data-testid="invitation-details">
          {copy.invitedAs(details.invitedBy, adminCopy.account.roles[details.role], details.email)}
        </p>
      ) : invitation.isPending && token ? (
        <p className="mb-4 text-sm text-muted-foreground">{copy.loading}</p>
      ) : null}
      <form className="grid gap-4" onSubmit={onSubmit}>
        <NewPasswordField label={copy.password} autoFocus email={details?.email} />
        <FormError>{token ? error : copy.invalid}</FormError>
        <Button type="submit" disabled={accept.isPending || !token}>
          {copy.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
