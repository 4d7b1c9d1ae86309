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

/** An erased person's traces on the voice platform: their interviews' calls and ids. */
export interface PersonCalls {
  /** The calls the person's interviews name. */
  callIds: string[];
  /** The interviews themselves: a call's metadata names its interview. */
  interviewIds: string[];
}

/** Deletes an erased person's calls on the voice platform. */
export interface PlatformCallEraser {
  /** Deletes each of the person's calls; answers what is left (null: nothing). Never throws. */
  eraseCalls(person: PersonCalls): Promise<PlatformCallsLeft | null>;
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

/**
 * The local platform erases its calls itself (record, recordings, logs): those the interviews
 * name, and any other call whose metadata names one of the interviews (a second call of one
 * interview, or one whose id the page never reported).
 */
export function localCallEraser(platform: {
  eraseCall(callId: string): Promise<boolean>;
  callIdsByMetadata(key: string, values: string[]): Promise<string[]>;
}): PlatformCallEraser {
  return {
    eraseCalls: async ({ callIds, interviewIds }) => {
      let named: string[];
      try {
        named = await platform.callIdsByMetadata('interviewId', interviewIds);
      } catch (error) {
        return {
          platformCalls: callIds,
          reason: `The local voice platform could not be searched for this person's calls (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
      return eraseEach(
        [...new Set([...callIds, ...named])],
        async (callId) => void (await platform.eraseCall(callId)),
        (error) =>
          `The local voice platform could not delete these calls (${error instanceof Error ? error.message : String(error)}).`,
      );
    },
  };
}

/**
 * The hosted platform: `DELETE /call/{id}` with `VOICE_PRIVATE_KEY` for each call the interviews
 * name (a call the platform no longer knows counts as deleted; its API cannot search calls by
 * metadata); without the key nothing can be deleted, and it says so.
 */
export function hostedCallEraser(
  voice: ServerConfig['voice'],
  options: { fetch?: typeof fetch } = {},
): PlatformCallEraser {
  const { privateKey } = voice;
  if (!privateKey) {
    return {
      eraseCalls: async ({ callIds }) =>
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
    eraseCalls: ({ callIds }) =>
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
