import type { InterviewSampleBody } from '@vibe/contracts/interview';
import { useMutation } from '@tanstack/react-query';
import { API_TIMEOUT_MS, ApiError, apiErrorOf } from '@/lib/api-client.ts';

/**
 * The first message spoken in a voice (`POST /api/admin/interview/sample`), as audio. Not JSON,
 * so not through `apiJson`; a refusal (e.g. `501 sample_unavailable`) throws the server's error.
 */
export async function fetchInterviewSample(body: InterviewSampleBody): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/admin/interview/sample', {
      method: 'POST',
      headers: { accept: 'audio/*, application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return response.blob();
  let errorBody: unknown = null;
  try {
    errorBody = await response.json();
  } catch {
    // Not JSON: the status alone decides.
  }
  throw apiErrorOf({ status: response.status, ok: false, body: errorBody });
}

export function usePlayInterviewSample() {
  return useMutation({ mutationFn: fetchInterviewSample });
}
