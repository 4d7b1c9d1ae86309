import type { AnswersThemes } from '@vibe/contracts/interview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * A question's most mentioned themes with quotes (`GET /api/admin/answers/themes`,
 * docs/product.md#themes-per-question): kept by the server as answers arrive, so asking is cheap.
 */
export function getAnswerThemes(question: string): Promise<AnswersThemes> {
  const params = new URLSearchParams({ question });
  return apiJson<AnswersThemes>(`/api/admin/answers/themes?${params.toString()}`);
}

export function getAnswerThemesQueryOptions(question: string) {
  return queryOptions({
    // Under `answers`, so whatever refreshes the answers (an interview saved) refreshes these.
    queryKey: [...adminKeys.answers, 'themes', question] as const,
    queryFn: () => getAnswerThemes(question),
  });
}

export function useAnswerThemes(question: string, enabled: boolean) {
  return useQuery({ ...getAnswerThemesQueryOptions(question), enabled });
}
