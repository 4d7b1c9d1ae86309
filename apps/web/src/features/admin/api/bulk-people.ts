import type { BulkAnswer, BulkBody } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * One action on a selection of people (`POST /api/admin/people/bulk`): tag, untag, star,
 * mark reviewed, or erase (owners only). No time limit: an erasure deletes each person's calls
 * on the voice platform first, one by one.
 */
export function bulkPeople(body: BulkBody): Promise<BulkAnswer> {
  return apiJson<BulkAnswer>('/api/admin/people/bulk', { json: body, timeoutMs: null });
}

/**
 * The people list's bulk action. Afterwards every dashboard query is asked again: the list and
 * its counts, the tag counts, the people's pages (an erased one is gone) and the audit log.
 */
export function useBulkPeople(options: { onSuccess?: (answer: BulkAnswer) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPeople,
    onSuccess: options.onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
