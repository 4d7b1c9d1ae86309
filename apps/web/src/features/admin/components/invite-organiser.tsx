import { formatDateTime } from '../format/dates.ts';
import type { InvitationAnswer, OrganiserRole } from '@vibe/contracts/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { adminCopy } from '../copy.ts';
import { passwordResetCopy } from '../copy-password-reset.ts';
import { errorMessageOf } from '../error-message.ts';
import { Field, FormError, SelectField } from './admin-ui.tsx';
import { RoleOptions } from './role-options.tsx';

const copy = adminCopy.account;
const mailCopy = passwordResetCopy.invitationMail;

/**
 * An owner's form for a new invitation, then where its one-time link went: e-mailed to the
 * invitee (with SMTP_URL), and shown to copy either way.
 */
export function InviteOrganiser() {
  const [invitation, setInvitation] = useState<InvitationAnswer | null>(null);
  const [copied, setCopied] = useState(false);
  const invite = useCreateInvitation({
    onSuccess: (answer) => {
      setInvitation(answer);
      setCopied(false);
    },
  });
  return (
    <>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          invite.mutate({
            email: String(form.get('email') ?? ''),
            role: String(form.get('role') ?? '') as OrganiserRole,
          });
        }}
      >
        <Field label={copy.inviteEmail} name="email" type="email" required />
        <SelectField label={copy.inviteRole} name="role" defaultValue="viewer">
          <RoleOptions />
        </SelectField>
        <Button type="submit" disabled={invite.isPending}>
          {copy.inviteSubmit}
        </Button>
      </form>
      <FormError>{invite.isError ? errorMessageOf(invite.error) : ''}</FormError>
      {invitation ? (
        <div className="mt-4 grid gap-2">
          <p className="text-sm" role="status" data-testid="invitation-sent">
            {invitation.emailed ? mailCopy.emailed(invitation.email) : copy.inviteLink} (
            {copy.inviteExpires} {formatDateTime(invitation.expiresAt)})
          </p>
          {invitation.emailed ? null : (
            <p className="text-sm text-muted-foreground">{mailCopy.notEmailed}</p>
          )}
          <div className="flex gap-2">
            <Input
              readOnly
              value={invitation.url}
              aria-label={copy.inviteLink}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(invitation.url).then(() => setCopied(true))
              }
            >
              {copied ? copy.copied : copy.copy}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
