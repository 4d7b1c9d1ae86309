import type { Tag } from '@vibe/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';
import { tagChangeKeys } from './work-keys.ts';

/**
 * Adds a tag to the owners' list (`POST /api/admin/tags`, owners only). Refused with 409
 * `tag_exists` for a name already there and `tags_full` past the cap, 400 for a bad name.
 */
export function createTag(name: string): Promise<Tag> {
  return apiJson<Tag>('/api/admin/tags', { method: 'POST', json: { name } });
}

/** The tag manager's form; `onSuccess` runs once the tag is made (e.g. to clear the field). */
export function useCreateTag(options: { onSuccess?: (tag: Tag) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateKeys(queryClient, tagChangeKeys),
  });
}
