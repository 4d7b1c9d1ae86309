import type { MeAnswer, OrganiserRole } from '@vibe/contracts/admin';
import { notify } from '@/lib/notify.ts';
import { useOrganisers } from '../api/get-organisers.ts';
import { useUpdateOrganiserRole } from '../api/update-organiser-role.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { Card, SelectField } from './admin-ui.tsx';
import { InviteOrganiser } from './invite-organiser.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { RemoveOrganiserDialog } from './remove-organiser-dialog.tsx';
import { RoleOptions } from './role-options.tsx';

const copy = adminCopy.account;

/**
 * Every organiser; for an owner, each other organiser's role and "Remove", the invitation form
 * and the pending invitations.
 */
export function OrganisersCard({ me }: { me: MeAnswer }) {
  const organisers = useOrganisers();
  const changeRole = useUpdateOrganiserRole({
    onError: (error) =>
      void notify.error({ title: copy.toasts.roleFailed, description: errorMessageOf(error) }),
  });
  const owner = me.role === 'owner';
  return (
    <Card className="lg:col-span-2">
      <h2 className="mb-3 font-medium">{copy.organisers}</h2>
      <ul className="mb-4 grid gap-2">
        {organisers.data?.items.map((organiser) => (
          <li
            key={organiser.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span>
              {organiser.email}
              {organiser.id === me.id ? ` ${copy.you}` : ''}
            </span>
            {owner && organiser.id !== me.id ? (
              <span className="flex items-center gap-2">
                <SelectField
                  label={`${copy.role}: ${organiser.email}`}
                  className="[&>label]:sr-only"
                  value={organiser.role}
                  onChange={(event) =>
                    changeRole.mutate({
                      id: organiser.id,
                      role: event.target.value as OrganiserRole,
                    })
                  }
                >
                  <RoleOptions />
                </SelectField>
                <RemoveOrganiserDialog organiser={organiser} />
              </span>
            ) : (
              <span className="text-muted-foreground">{copy.roles[organiser.role]}</span>
            )}
          </li>
        ))}
      </ul>
      {owner ? (
        <>
          <InviteOrganiser />
          <PendingInvitations />
        </>
      ) : null}
    </Card>
  );
}
