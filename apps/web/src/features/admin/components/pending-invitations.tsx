import { formatDateTime } from '../format/dates.ts';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/lib/notify.ts';
import { useDeleteInvitation } from '../api/delete-invitation.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.account;

/** The invitations whose link still opens, each with "Withdraw" (owners only). */
export function PendingInvitations() {
  const invitations = useInvitations();
  const withdraw = useDeleteInvitation({
    onError: (error) =>
      void notify.error({ title: copy.toasts.withdrawFailed, description: errorMessageOf(error) }),
  });
  const items = invitations.data?.items ?? [];
  return (
    <div className="mt-6 grid gap-2">
      <h3 className="text-sm font-medium">{copy.pending}</h3>
      {invitations.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noPending}</p>
      ) : null}
      <ul className="grid gap-2">
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span>
              {invitation.email} ({copy.roles[invitation.role]})
              <span className="block text-xs text-muted-foreground">
                {copy.invitedBy} {invitation.invitedBy} · {copy.inviteExpires}{' '}
                {formatDateTime(invitation.expiresAt)}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${copy.withdraw} ${invitation.email}`}
              disabled={withdraw.isPending && withdraw.variables === invitation.id}
              onClick={() => withdraw.mutate(invitation.id)}
            >
              {copy.withdraw}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
