import type { InterviewSaveAnswer } from '@vibe/contracts/interview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { interviewChangeKeys, invalidateKeys } from './query-keys.ts';

/**
 * Saves a copy of an earlier version as the new one and sends it to the platform
 * (`POST /api/admin/interview/versions/:id/restore`, owners only).
 */
export function restoreInterviewVersion(id: string): Promise<InterviewSaveAnswer> {
  return apiJson<InterviewSaveAnswer>(
    `/api/admin/interview/versions/${encodeURIComponent(id)}/restore`,
    { method: 'POST' },
  );
}

/**
 * `onSuccess` is the hook's, not `mutate`'s: the reload that follows replaces the form that
 * asked, and `mutate`'s own callbacks are dropped once their component is gone.
 */
export function useRestoreInterviewVersion(
  options: { onSuccess?: (version: InterviewSaveAnswer) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreInterviewVersion,
    onSuccess: options.onSuccess,
    onSettled: () => invalidateKeys(queryClient, interviewChangeKeys),
  });
}
