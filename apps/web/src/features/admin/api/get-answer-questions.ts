import type { AnswersQuestions } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { throwWhenUnreachable } from './unreachable.ts';

/**
 * The questions of the Answers screen (`GET /api/admin/answers/questions`): the live version's in
 * order, then the earlier ones no longer asked, each with its answer count from every version.
 */
export function getAnswerQuestions(): Promise<AnswersQuestions> {
  return apiJson<AnswersQuestions>('/api/admin/answers/questions');
}

export function getAnswerQuestionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.answersQuestions,
    queryFn: getAnswerQuestions,
    throwOnError: throwWhenUnreachable,
  });
}

/** `enabled: false` waits (a screen's own data first, so that it is not slowed by this). */
export function useAnswerQuestions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAnswerQuestionsQueryOptions(), enabled });
}
