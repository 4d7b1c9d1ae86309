import type { PeopleAnswer } from '@vibe/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { peopleSearch, type PeopleQuery } from './people-query.ts';
import { ADMIN_REFRESH_MS, adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/** One page of people (`GET /api/admin/people`): the page after `cursor`, or the first. */
export function getPeople(query: PeopleQuery, cursor: string | null): Promise<PeopleAnswer> {
  return apiJson<PeopleAnswer>(`/api/admin/people${peopleSearch(query, cursor ? { cursor } : {})}`);
}

/** Refreshes itself; new filters or pages keep the old rows on screen until theirs arrive. */
export function getPeopleQueryOptions(query: PeopleQuery, cursor: string | null) {
  return queryOptions({
    queryKey: adminKeys.peoplePage(query, cursor),
    queryFn: () => getPeople(query, cursor),
    refetchInterval: ADMIN_REFRESH_MS,
    // As fresh as its next refresh: a page fetched as the page started is not asked again.
    staleTime: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
    throwOnError: throwWhenUnreachable,
  });
}

/** `enabled` false: not asked for yet (the people screen waits for its first paint). */
export function usePeople(query: PeopleQuery, cursor: string | null, enabled = true) {
  return useQuery({ ...getPeopleQueryOptions(query, cursor), enabled });
}
