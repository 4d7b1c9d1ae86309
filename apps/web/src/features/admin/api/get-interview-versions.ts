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

/** `enabled: false` waits (a screen's own data first, so that it is not slowed by this). */
export function useInterviewVersions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInterviewVersionsQueryOptions(), enabled });
}
