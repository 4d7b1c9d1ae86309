import type { InvitationAnswer, OrganiserRole } from '@vibe/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** What an owner fills in to invite an organiser. */
export interface InvitationBody {
  email: string;
  role: OrganiserRole;
}

/** Creates an invitation (`POST /api/admin/invitations`); answers its one-time link. */
export function createInvitation(body: InvitationBody): Promise<InvitationAnswer> {
  return apiJson<InvitationAnswer>('/api/admin/invitations', { json: body });
}

/** The invitation form: hands the new link to `onSuccess`, then reloads the pending list. */
export function useCreateInvitation(
  options: { onSuccess?: (answer: InvitationAnswer) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: adminKeys.invitations });
    },
  });
}
