import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys, organiserChangeKeys } from './query-keys.ts';

/**
 * Removes an organiser (`DELETE /api/admin/organisers/:id`, owners only): their sessions end at
 * once and the invitations they sent are withdrawn.
 */
export function deleteOrganiser(id: string): Promise<null> {
  return apiJson<null>(`/api/admin/organisers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The remove dialog's mutation; reloads the organisers whether it worked or not. */
export function useDeleteOrganiser(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganiser,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => invalidateKeys(queryClient, organiserChangeKeys),
  });
}
