import type { MeAnswer } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client.ts';
import { takeSignedOutHint } from './boot.ts';
import { adminKeys } from './query-keys.ts';

/**
 * The signed-in organiser (`GET /api/admin/me`); 401 when nobody is signed in. The first check
 * of a page whose shell says nobody is ({@link takeSignedOutHint}) answers that at once.
 */
export function getMe(): Promise<MeAnswer> {
  if (takeSignedOutHint()) return Promise.reject(new ApiError(401, 'unauthorized'));
  return apiJson<MeAnswer>('/api/admin/me');
}

/** True for the error of a call made without a session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The session check: a 401 is an answer ("signed out"), not something to retry. */
export function getMeQueryOptions() {
  return queryOptions({ queryKey: adminKeys.me, queryFn: getMe, retry: false });
}

/** The signed-in organiser, or an error that {@link isSignedOut} tells apart. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
