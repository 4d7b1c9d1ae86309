import type { ErasureAnswer } from '@vibe/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * Erases a person everywhere (`DELETE /api/admin/people/:email`, owners only): null (204) when
 * everything went, else which of their calls the voice platform kept and why. No time limit:
 * the server deletes the calls on the voice platform first, one by one.
 */
export function deletePerson(email: string): Promise<ErasureAnswer | null> {
  return apiJson<ErasureAnswer | null>(`/api/admin/people/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    timeoutMs: null,
  });
}

/** True for the refusal of an organiser who may not erase (viewers). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The person page's erasure; `onSuccess` gets the answer (what the platform kept, if any). */
export function useDeletePerson(
  email: string,
  options: { onSuccess?: (answer: ErasureAnswer | null) => unknown } = {},
) {
  return useMutation({ mutationFn: () => deletePerson(email), onSuccess: options.onSuccess });
}

/**
 * Forgets an erased person: drops their page's answer (so it is never shown again) and reloads
 * every other dashboard query (counts, lists, audit log).
 */
export function useForgetPerson(email: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: adminKeys.person(email) });
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
}
