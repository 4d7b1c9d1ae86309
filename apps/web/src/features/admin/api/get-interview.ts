import type { InterviewAnswer } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * The live interview, the newest version (drafts included) and whether this organiser may change
 * it (`GET /api/admin/interview`).
 */
export function getInterview(): Promise<InterviewAnswer> {
  return apiJson<InterviewAnswer>('/api/admin/interview');
}

/** How often the screen asks again while the server does not answer (it then recovers alone). */
export const INTERVIEW_RETRY_MS = 10_000;

/**
 * While the last fetch failed, asked again every {@link INTERVIEW_RETRY_MS} (besides the
 * client's own refetch on focus and reconnect): the owner's form stays on screen meanwhile,
 * and the screen catches up without a reload once the server answers.
 */
export function getInterviewQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.interview,
    queryFn: getInterview,
    refetchInterval: (query) => (query.state.status === 'error' ? INTERVIEW_RETRY_MS : false),
  });
}

export function useInterview() {
  return useQuery(getInterviewQueryOptions());
}
