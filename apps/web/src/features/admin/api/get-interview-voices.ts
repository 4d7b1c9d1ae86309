import type { InterviewVoicesAnswer } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** The voices the platform offers (`GET /api/admin/interview/voices`; none while read-only). */
export function getInterviewVoices(): Promise<InterviewVoicesAnswer> {
  return apiJson<InterviewVoicesAnswer>('/api/admin/interview/voices');
}

/** The voice library changes rarely: fetched once per visit of the screen. */
export function getInterviewVoicesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.interviewVoices,
    queryFn: getInterviewVoices,
    staleTime: Infinity,
  });
}

export function useInterviewVoices(enabled: boolean) {
  return useQuery({ ...getInterviewVoicesQueryOptions(), enabled });
}
