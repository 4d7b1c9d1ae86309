import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceConfig } from '@vibe/contracts/api';
import { ApiError, apiRequest, errorCodeOf } from '@/lib/api-client.ts';
import { useReadyQueryClient } from '@/lib/deferred-query-client.ts';

function isVoiceConfig(body: unknown): body is VoiceConfig {
  if (typeof body !== 'object' || body === null) return false;
  const { publicKey, assistantId, apiBaseUrl } = body as Partial<VoiceConfig>;
  return [publicKey, assistantId, apiBaseUrl].every(
    (value) => typeof value === 'string' && value.length > 0,
  );
}

/**
 * Loads the voice assistant's public settings (`GET /api/voice-config`). Throws
 * {@link ApiError} when the server has none (`503 voice_not_configured`), fails, or answers
 * something that is not a configuration.
 */
export async function getVoiceConfig(): Promise<VoiceConfig> {
  const response = await apiRequest('/api/voice-config');
  if (response.ok && isVoiceConfig(response.body)) return response.body;
  throw new ApiError(response.status, errorCodeOf(response.body) ?? 'unexpected_response');
}

/** Query options of the voice configuration: no silent retries, the dialog offers "Try again". */
export function voiceConfigQueryOptions() {
  return queryOptions({
    queryKey: ['voice-config'],
    queryFn: getVoiceConfig,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The voice configuration as a TanStack query (suspends until the query client is loaded). */
export function useVoiceConfig() {
  return useQuery(voiceConfigQueryOptions(), useReadyQueryClient());
}
