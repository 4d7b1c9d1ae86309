import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { personPath, personWorkChangeKeys } from './work-keys.ts';

/** Takes a tag off a person (`DELETE /api/admin/people/:email/tags/:tagId`, any organiser). */
export function removePersonTag(email: string, tagId: string): Promise<null> {
  return apiJson<null>(`${personPath(email)}/tags/${encodeURIComponent(tagId)}`, {
    method: 'DELETE',
  });
}

export function useRemovePersonTag(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => removePersonTag(email, tagId),
    onSettled: () => invalidateKeys(queryClient, personWorkChangeKeys(email)),
  });
}
