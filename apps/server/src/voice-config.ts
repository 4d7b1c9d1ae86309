import type { VoiceConfig } from '@vibe/contracts/api';
import type { ServerConfig } from './config.ts';

/**
 * Supplies what the landing page needs to start a web call, or null while no voice platform is
 * configured. The hosted platform's comes from `VOICE_*`; a local platform plugs in its own
 * (which may answer with the asking page's own origin, hence the request).
 */
export type VoiceConfigProvider = (request: Request) => Promise<VoiceConfig | null>;

/** The hosted platform's configuration from `VOICE_PUBLIC_KEY` and `VOICE_ASSISTANT_ID`. */
export function hostedVoiceConfig(config: ServerConfig): VoiceConfigProvider {
  const { publicKey, assistantId, apiUrl } = config.voice;
  const value = publicKey && assistantId ? { publicKey, assistantId, apiBaseUrl: apiUrl } : null;
  return async () => value;
}
