// An erased person's calls on the voice platform: the platform keeps their transcript, messages
// and the interview id in its own call records, so erasing the person deletes those too. In
// local mode the local platform erases them itself; in hosted mode the provider's
// `DELETE /call/{id}` does, through our SDK, when `VOICE_PRIVATE_KEY` lets the server call it.
import { NotFoundError, VoiceClient } from '@vibe/voice-sdk';
import type { ServerConfig } from '../config.ts';

/** What could not be deleted on the platform, and why (null when everything was). */
export interface PlatformCallsLeft {
  platformCalls: string[];
  reason: string;
}

/** Deletes an erased person's calls on the voice platform. */
export interface PlatformCallEraser {
  /** Deletes each call; answers what is left (null: nothing). Never throws. */
  eraseCalls(callIds: string[]): Promise<PlatformCallsLeft | null>;
}

/** Why calls stay on the hosted platform when the server has no key to delete them. */
export const NO_PRIVATE_KEY_REASON =
  'VOICE_PRIVATE_KEY is not set, so the server cannot delete calls on the hosted voice platform: delete these calls in the platform’s dashboard or API.';

/** Runs `erase` on each call; the ones that fail are left, with the first failure as reason. */
async function eraseEach(
  callIds: string[],
  erase: (callId: string) => Promise<void>,
  describe: (error: unknown) => string,
): Promise<PlatformCallsLeft | null> {
  const left: string[] = [];
  let reason = '';
  for (const callId of callIds) {
    try {
      await erase(callId);
    } catch (error) {
      left.push(callId);
      reason ||= describe(error);
    }
  }
  return left.length ? { platformCalls: left, reason } : null;
}

/** The local platform erases its calls itself (record, recordings, logs). */
export function localCallEraser(platform: {
  eraseCall(callId: string): Promise<boolean>;
}): PlatformCallEraser {
  return {
    eraseCalls: (callIds) =>
      eraseEach(
        callIds,
        async (callId) => void (await platform.eraseCall(callId)),
        (error) =>
          `The local voice platform could not delete these calls (${error instanceof Error ? error.message : String(error)}).`,
      ),
  };
}

/**
 * The hosted platform: `DELETE /call/{id}` with `VOICE_PRIVATE_KEY` (a call the platform no
 * longer knows counts as deleted); without the key nothing can be deleted, and it says so.
 */
export function hostedCallEraser(
  voice: ServerConfig['voice'],
  options: { fetch?: typeof fetch } = {},
): PlatformCallEraser {
  const { privateKey } = voice;
  if (!privateKey) {
    return {
      eraseCalls: async (callIds) =>
        callIds.length ? { platformCalls: callIds, reason: NO_PRIVATE_KEY_REASON } : null,
    };
  }
  const client = new VoiceClient({
    apiKey: privateKey,
    baseURL: voice.apiUrl,
    timeout: 20_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    eraseCalls: (callIds) =>
      eraseEach(
        callIds,
        async (callId) => {
          try {
            await client.calls.delete(callId);
          } catch (error) {
            if (error instanceof NotFoundError) return; // already gone
            throw error;
          }
        },
        (error) =>
          // The SDK's message names the status and the platform's own words; never the key.
          `The voice platform did not delete these calls (${error instanceof Error ? error.message : String(error)}): delete them in its dashboard or API.`,
      ),
  };
}
