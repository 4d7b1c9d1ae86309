import type { PersonAnswer } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/** One person's record and every interview (`GET /api/admin/people/:email`). */
export function getPerson(email: string): Promise<PersonAnswer> {
  return apiJson<PersonAnswer>(`/api/admin/people/${encodeURIComponent(email)}`);
}

/** True for the error of a person who does not exist (or was erased). */
export function isUnknownPerson(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** No retry: an unknown person is an answer, shown at once. */
export function getPersonQueryOptions(email: string) {
  return queryOptions({
    queryKey: adminKeys.person(email),
    queryFn: () => getPerson(email),
    retry: false,
    throwOnError: throwWhenUnreachable,
  });
}

export function usePerson(email: string) {
  return useQuery(getPersonQueryOptions(email));
}
