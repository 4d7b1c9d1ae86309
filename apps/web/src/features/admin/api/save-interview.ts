import type { InterviewSaveAnswer, InterviewSaveBody } from '@vibe/contracts/interview';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { interviewChangeKeys, invalidateKeys } from './query-keys.ts';

/**
 * Saves a new interview version (`PUT /api/admin/interview`, owners only): live unless
 * `draft`. A version newer than `baseVersionId` answers `409 version_conflict`; a platform
 * refusal `502 platform_refused` (the version is kept, not live). See interview-errors.ts.
 */
export function saveInterview(body: InterviewSaveBody): Promise<InterviewSaveAnswer> {
  return apiJson<InterviewSaveAnswer>('/api/admin/interview', { method: 'PUT', json: body });
}

/**
 * Reloads the interview, its versions and the audit log whether it worked or not: a refused or
 * conflicting save tells of versions the screen has not seen yet.
 */
export function useSaveInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterview,
    // Not awaited: the owner hears how the save went at once, not after the reloads (which
    // retry for a while when the server is down).
    onSettled: () => {
      void invalidateKeys(queryClient, interviewChangeKeys);
    },
  });
}
