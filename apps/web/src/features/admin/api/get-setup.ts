import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Whether the dashboard still needs its first owner (`GET /api/admin/setup`). */
export function getSetup(): Promise<{ needed: boolean }> {
  return apiJson<{ needed: boolean }>('/api/admin/setup');
}

export function getSetupQueryOptions() {
  return queryOptions({ queryKey: adminKeys.setup, queryFn: getSetup });
}

/** Whether the signed-out screen is the first-run form (true) or sign-in. */
export function useSetup() {
  return useQuery(getSetupQueryOptions());
}
