import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { Hono, type Context } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest, errorBody } from '../http/errors.ts';
import { SynthesisBusyError, type VoiceSelection } from '../voice/speech-synthesizer.ts';
import { SAMPLE_RETRY_AFTER_SECONDS } from '../voice/synthesis-queue.ts';
import { encodeWav } from '../voice/wav.ts';

/** The longest text a sample speaks (a first message fits). */
export const VOICE_SAMPLE_MAX_CHARS = 1000;

/**
 * The longest a sample waits for the synthesizer, in milliseconds: live calls' speech comes
 * first, so under load a sample may not get its turn; it is then refused as busy.
 */
export const VOICE_SAMPLE_WAIT_MS = 10_000;

/**
 * Speaks text in a voice, as a call's synthesizer would (16 kHz mono PCM), after every call's
 * speech; withdrawn when `signal` aborts.
 */
export type VoiceSpeaker = (
  text: string,
  voice: VoiceSelection,
  signal: AbortSignal,
) => Promise<Int16Array>;

const isShortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The body's problems, one message each (the platform's error shape). */
function problemsOf(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!isShortString(body.text, VOICE_SAMPLE_MAX_CHARS)) {
    problems.push(
      `text must be a non-empty string of at most ${VOICE_SAMPLE_MAX_CHARS} characters`,
    );
  }
  const voice = body.voice as Record<string, unknown> | undefined;
  if (typeof voice !== 'object' || voice === null || Array.isArray(voice)) {
    problems.push('voice must be an object');
  } else {
    if (!isShortString(voice.provider, 100)) problems.push('voice.provider must be a string');
    if (!isShortString(voice.voiceId, 200)) problems.push('voice.voiceId must be a string');
  }
  return problems;
}

/** 503 with `Retry-After`, in the platform's error shape: the voice is busy, try again soon. */
const busy = (c: Context<PlatformEnv>, message: string, retryAfterSeconds: number) =>
  c.json(errorBody(503, message), 503, { 'Retry-After': String(retryAfterSeconds) });

/**
 * `POST /voice/sample` `{ text, voice: { provider, voiceId } }` → `audio/wav`: an extension of
 * the provider's API (which has no speech synthesis route) so a dashboard can play a voice
 * before choosing it. Spoken by the same synthesizer and voice mapping as a call, at a lower
 * priority than any call's speech; `503` with `Retry-After` when too many samples wait or this
 * one waited too long. Private key only (a public key may call the web-call routes alone).
 */
export function voiceSampleRoutes(
  deps: Pick<PlatformDeps, 'validator'>,
  speak: VoiceSpeaker,
  options: { waitMs?: number } = {},
): Hono<PlatformEnv> {
  const waitMs = options.waitMs ?? VOICE_SAMPLE_WAIT_MS;
  const app = new Hono<PlatformEnv>();
  app.post('/sample', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /voice/sample');
    const problems = problemsOf(body);
    if (problems.length) throw badRequest(problems);
    const voice = body.voice as { provider: string; voiceId: string };
    // Withdrawn when the client goes away or the wait runs out, so no one's job lingers. The
    // deadline is read again below: on Node 20, AbortSignal.any holds its sources weakly, and a
    // timeout signal nothing else holds is collected with its timer, so the wait never ran out.
    const deadline = AbortSignal.timeout(waitMs);
    const signal = AbortSignal.any([c.req.raw.signal, deadline]);
    let samples: Int16Array;
    try {
      samples = await speak(
        String(body.text),
        { provider: voice.provider, voiceId: voice.voiceId },
        signal,
      );
    } catch (error) {
      if (error instanceof SynthesisBusyError) {
        return busy(c, error.message, error.retryAfterSeconds);
      }
      if (signal.aborted || deadline.aborted) {
        return busy(
          c,
          `The voice did not get to this sample within ${waitMs / 1000} s: live calls' speech comes first.`,
          SAMPLE_RETRY_AFTER_SECONDS,
        );
      }
      throw error;
    }
    return c.body(new Uint8Array(encodeWav(samples, PCM_SAMPLE_RATE)), 200, {
      'content-type': 'audio/wav',
      'cache-control': 'no-store',
    });
  });
  return app;
}
