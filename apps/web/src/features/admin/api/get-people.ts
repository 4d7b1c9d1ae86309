import type { PeopleAnswer, PeopleSort, PersonStatus } from '@vibe/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { ADMIN_REFRESH_MS, adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/** The people table's filters (also the exports'). */
export interface PeopleQuery {
  q: string;
  status: PersonStatus | '';
  /** By sign-up time; `newest` first is the server's default. */
  sort: PeopleSort;
}

/** The filters the people list opens with: everyone, newest first. */
export const FIRST_PEOPLE_QUERY: PeopleQuery = { q: '', status: '', sort: 'newest' };

/** The query string of a filter (empty values left out). */
export function peopleSearch(query: PeopleQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.sort === 'oldest') params.set('sort', 'oldest');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

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

export function usePeople(query: PeopleQuery, cursor: string | null) {
  return useQuery(getPeopleQueryOptions(query, cursor));
}
