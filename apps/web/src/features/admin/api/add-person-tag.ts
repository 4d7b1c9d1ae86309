import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/** Puts a tag on a person (`PUT /api/admin/people/:email/tags/:tagId`, any organiser). */
export function addPersonTag(email: string, tagId: string): Promise<null> {
  return apiJson<null>(`${personPath(email)}/tags/${encodeURIComponent(tagId)}`, {
    method: 'PUT',
  });
}

export function useAddPersonTag(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => addPersonTag(email, tagId),
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
