import type { InterviewGoLiveBody, InterviewSaveAnswer } from '@vibe/contracts/interview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { interviewChangeKeys, invalidateKeys } from './query-keys.ts';

export interface GoLiveRequest extends InterviewGoLiveBody {
  /** The version to make live: a draft goes live itself, an older version as a new copy. */
  id: string;
}

/**
 * Makes a draft or an earlier version live (`POST /api/admin/interview/versions/:id/live`,
 * owners only); the same `409 version_conflict` and `502 platform_refused` as a save.
 */
export function goLiveInterviewVersion({
  id,
  baseVersionId,
}: GoLiveRequest): Promise<InterviewSaveAnswer> {
  return apiJson<InterviewSaveAnswer>(
    `/api/admin/interview/versions/${encodeURIComponent(id)}/live`,
    { method: 'POST', json: { baseVersionId } satisfies InterviewGoLiveBody },
  );
}

/**
 * `onSuccess` is the hook's, not `mutate`'s: the reload that follows may replace the list
 * item that asked, and `mutate`'s own callbacks are dropped once their component is gone.
 */
export function useGoLiveInterviewVersion(
  options: { onSuccess?: (version: InterviewSaveAnswer, request: GoLiveRequest) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: goLiveInterviewVersion,
    onSuccess: options.onSuccess,
    // Not awaited: the owner hears how the save went at once, not after the reloads (which
    // retry for a while when the server is down).
    onSettled: () => {
      void invalidateKeys(queryClient, interviewChangeKeys);
    },
  });
}
