import type { OverviewAnswer, OverviewPeriod } from '@vibe/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { ADMIN_REFRESH_MS, adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/** The period the overview opens with. */
export const FIRST_OVERVIEW_PERIOD: OverviewPeriod = '30';

/** The funnel, sign-ups per day and median duration of the last `period` days. */
export function getOverview(period: OverviewPeriod): Promise<OverviewAnswer> {
  return apiJson<OverviewAnswer>(`/api/admin/overview?days=${period}`);
}

/** Refreshes itself; a new period keeps the old figures on screen until its own arrive. */
export function getOverviewQueryOptions(period: OverviewPeriod) {
  return queryOptions({
    queryKey: adminKeys.overview(period),
    queryFn: () => getOverview(period),
    refetchInterval: ADMIN_REFRESH_MS,
    // As fresh as its next refresh: figures fetched as the page started are not asked again.
    staleTime: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
    throwOnError: throwWhenUnreachable,
  });
}

export function useOverview(period: OverviewPeriod) {
  return useQuery(getOverviewQueryOptions(period));
}
