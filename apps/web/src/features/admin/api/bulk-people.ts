import type { BulkAnswer, BulkBody } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys, invalidateKeys } from './query-keys.ts';
import { tagChangeKeys } from './work-keys.ts';

/**
 * One action on a selection of people (`POST /api/admin/people/bulk`): tag, untag, star,
 * mark reviewed, or erase (owners only). No time limit: an erasure deletes each person's calls
 * on the voice platform first, one by one.
 */
export function bulkPeople(body: BulkBody): Promise<BulkAnswer> {
  return apiJson<BulkAnswer>('/api/admin/people/bulk', { json: body, timeoutMs: null });
}

/**
 * The people list's bulk action. Afterwards what it touched is asked again: the list, the tag
 * counts, the people's pages and the audit log (a tag's change touches the same); an erasure
 * also changes every count, so it asks the whole dashboard again.
 */
export function useBulkPeople(options: { onSuccess?: (answer: BulkAnswer) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPeople,
    onSuccess: options.onSuccess,
    onSettled: (_answer, _error, body) =>
      invalidateKeys(queryClient, body.action === 'erase' ? [adminKeys.all] : tagChangeKeys),
  });
}
