import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { tagChangeKeys } from './work-keys.ts';

/** Deletes a tag, and so takes it off everyone (`DELETE /api/admin/tags/:id`, owners only). */
export function deleteTag(id: string): Promise<null> {
  return apiJson<null>(`/api/admin/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTag(options: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateKeys(queryClient, tagChangeKeys),
  });
}
