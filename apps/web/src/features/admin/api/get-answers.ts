import type { AnswersPage } from '@vibe/contracts/interview';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** One question's answers, from every version that asked it, matching `q` (empty: all). */
export interface AnswersQuery {
  /** The question's identity (`AnswersQuestion.id`). */
  question: string;
  q: string;
  /** Only the answers mentioning this theme (docs/product.md#themes-per-question); none: all. */
  theme?: string;
}

/** One page of answers (`GET /api/admin/answers`), newest first: the page after `cursor`. */
export function getAnswers(query: AnswersQuery, cursor: string | null): Promise<AnswersPage> {
  const params = new URLSearchParams({ question: query.question });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.theme) params.set('theme', query.theme);
  if (cursor) params.set('cursor', cursor);
  return apiJson<AnswersPage>(`/api/admin/answers?${params.toString()}`);
}

export function getAnswersQueryOptions(query: AnswersQuery, cursor: string | null) {
  return queryOptions({
    queryKey: adminKeys.answersPage(query, cursor),
    queryFn: () => getAnswers(query, cursor),
    placeholderData: keepPreviousData,
  });
}

export function useAnswers(query: AnswersQuery, cursor: string | null) {
  return useQuery(getAnswersQueryOptions(query, cursor));
}
