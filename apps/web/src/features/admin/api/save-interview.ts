import type { InterviewDefinition, InterviewSaveAnswer } from '@vibe/contracts/interview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { interviewChangeKeys, invalidateKeys } from './query-keys.ts';

/**
 * Saves a new interview version and sends it to the platform (`PUT /api/admin/interview`,
 * owners only). A platform refusal answers `502 platform_refused`: the version is kept, not live.
 */
export function saveInterview(definition: InterviewDefinition): Promise<InterviewSaveAnswer> {
  return apiJson<InterviewSaveAnswer>('/api/admin/interview', { method: 'PUT', json: definition });
}

/**
 * Reloads the interview, its versions and the audit log whether it worked or not.
 * `onSuccess` is the hook's, not `mutate`'s: the reload that follows replaces the form that
 * asked, and `mutate`'s own callbacks are dropped once their component is gone.
 */
export function useSaveInterview(
  options: { onSuccess?: (version: InterviewSaveAnswer) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterview,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateKeys(queryClient, interviewChangeKeys),
  });
}
