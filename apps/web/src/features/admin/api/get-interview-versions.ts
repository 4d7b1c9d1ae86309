import type { InterviewVersionsAnswer } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** Every saved interview version, newest first (`GET /api/admin/interview/versions`). */
export function getInterviewVersions(): Promise<InterviewVersionsAnswer> {
  return apiJson<InterviewVersionsAnswer>('/api/admin/interview/versions');
}

export function getInterviewVersionsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.interviewVersions, queryFn: getInterviewVersions });
}

export function useInterviewVersions() {
  return useQuery(getInterviewVersionsQueryOptions());
}
