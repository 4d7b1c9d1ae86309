import type { TagsAnswer } from '@vibe/contracts/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { tagsKey } from './work-keys.ts';

/** Every tag of the owners' list, by name, with how many people carry it (`GET /api/admin/tags`). */
export function getTags(): Promise<TagsAnswer> {
  return apiJson<TagsAnswer>('/api/admin/tags');
}

export function getTagsQueryOptions() {
  return queryOptions({ queryKey: tagsKey, queryFn: getTags });
}

/** `enabled: false` waits (a screen's own data first, so that it is not slowed by this). */
export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTagsQueryOptions(), enabled });
}
