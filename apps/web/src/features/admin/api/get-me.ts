import type { MeAnswer } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** The signed-in organiser (`GET /api/admin/me`); 401 when nobody is signed in. */
export function getMe(): Promise<MeAnswer> {
  return apiJson<MeAnswer>('/api/admin/me');
}

/** True for the error of a call made without a session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * How long a session check's answer stands without asking again: the shell's own answer
 * (api/boot.ts) needs no second ask while the page starts. Signing in or out, and changes to
 * the account, ask again at once (they invalidate it).
 */
export const SESSION_CHECK_FRESH_MS = 10_000;

/**
 * The session check: a 401 is an answer ("signed out"), not something to retry, nor to ask
 * again because another screen mounts (a sign-in asks again: it invalidates the answer).
 */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me,
    queryFn: getMe,
    retry: false,
    retryOnMount: false,
    staleTime: SESSION_CHECK_FRESH_MS,
  });
}

/** The signed-in organiser, or an error that {@link isSignedOut} tells apart. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
