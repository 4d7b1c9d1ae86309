import type { InterviewAnswer } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** The live interview and whether this organiser may change it (`GET /api/admin/interview`). */
export function getInterview(): Promise<InterviewAnswer> {
  return apiJson<InterviewAnswer>('/api/admin/interview');
}

export function getInterviewQueryOptions() {
  return queryOptions({ queryKey: adminKeys.interview, queryFn: getInterview });
}

export function useInterview() {
  return useQuery(getInterviewQueryOptions());
}
