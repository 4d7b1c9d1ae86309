import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys, invalidateKeys } from './query-keys.ts';

/** Withdraws an invitation: its link stops working (`DELETE /api/admin/invitations/:id`). */
export function deleteInvitation(id: string): Promise<null> {
  return apiJson<null>(`/api/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** "Withdraw"; reloads the pending invitations and the audit log whether it worked or not. */
export function useDeleteInvitation(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onError: options.onError,
    onSettled: () => invalidateKeys(queryClient, [adminKeys.invitations, adminKeys.audit]),
  });
}
