import type { MeAnswer, OrganiserRole } from '@vibe/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify.ts';
import { adminApi, adminKeys, errorMessageOf } from '../api/admin-api.ts';
import { adminCopy } from '../copy.ts';
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
  const queryClient = useQueryClient();
  const organisers = useQuery({ queryKey: adminKeys.organisers, queryFn: adminApi.organisers });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: OrganiserRole }) =>
      adminApi.changeRole(id, role),
    onError: (error) =>
      void notify.error({ title: copy.toasts.roleFailed, description: errorMessageOf(error) }),
    // A demoted owner's invitations are withdrawn with the change.
    onSettled: () =>
      Promise.all(
        [adminKeys.organisers, adminKeys.invitations, adminKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
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
