import type { SetupAnswer } from '@vibe/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { SESSION_CHECK_FRESH_MS } from './get-me.ts';
import { adminKeys } from './query-keys.ts';

/**
 * Whether the dashboard still needs its first owner, and whether the server sends e-mail
 * (`GET /api/admin/setup`).
 */
export function getSetup(): Promise<SetupAnswer> {
  return apiJson<SetupAnswer>('/api/admin/setup');
}

export function getSetupQueryOptions() {
  // Like the session check, the shell's answer stands while the page starts.
  return queryOptions({
    queryKey: adminKeys.setup,
    queryFn: getSetup,
    staleTime: SESSION_CHECK_FRESH_MS,
  });
}

/** Whether the signed-out screen is the first-run form (true) or sign-in. */
export function useSetup() {
  return useQuery(getSetupQueryOptions());
}
