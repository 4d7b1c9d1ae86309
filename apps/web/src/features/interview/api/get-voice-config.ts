import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceConfig } from '@vibe/contracts/api';
import { apiErrorOf, apiRequest } from '@/lib/api-client.ts';
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
  throw apiErrorOf(response);
}

/** How long a prefetched configuration may wait for the dialog before it is fetched afresh. */
const PREFETCH_FRESH_MS = 60_000;
let prefetched: { at: number; config: Promise<VoiceConfig> } | null = null;

/**
 * Starts loading the configuration before the dialog opens (the sign-up widget expanded); the
 * dialog's query then takes this answer instead of asking again. A failure stays quiet here:
 * the dialog's query reports it.
 */
export function prefetchVoiceConfig(): void {
  if (prefetched && Date.now() - prefetched.at < PREFETCH_FRESH_MS) return;
  const config = getVoiceConfig();
  config.catch(() => {});
  prefetched = { at: Date.now(), config };
}

/** The prefetched answer if it is fresh (used once), else a new request. */
function takeVoiceConfig(): Promise<VoiceConfig> {
  const taken = prefetched;
  prefetched = null;
  return taken && Date.now() - taken.at < PREFETCH_FRESH_MS ? taken.config : getVoiceConfig();
}

/** Query options of the voice configuration: no silent retries, the dialog offers "Try again". */
export function voiceConfigQueryOptions() {
  return queryOptions({
    queryKey: ['voice-config'],
    queryFn: takeVoiceConfig,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The voice configuration as a TanStack query (suspends until the query client is loaded). */
export function useVoiceConfig() {
  return useQuery(voiceConfigQueryOptions(), useReadyQueryClient());
}
