import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import type { VoiceSelection } from '../voice/speech-synthesizer.ts';
import { encodeWav } from '../voice/wav.ts';

/** The longest text a sample speaks (a first message fits). */
export const VOICE_SAMPLE_MAX_CHARS = 1000;

/** Speaks text in a voice, as a call's synthesizer would (16 kHz mono PCM). */
export type VoiceSpeaker = (text: string, voice: VoiceSelection) => Promise<Int16Array>;

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

/**
 * `POST /voice/sample` `{ text, voice: { provider, voiceId } }` → `audio/wav`: an extension of
 * the provider's API (which has no speech synthesis route) so a dashboard can play a voice
 * before choosing it. Spoken by the same synthesizer and voice mapping as a call; private key
 * only (a public key may call the web-call routes alone).
 */
export function voiceSampleRoutes(
  deps: Pick<PlatformDeps, 'validator'>,
  speak: VoiceSpeaker,
): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/sample', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /voice/sample');
    const problems = problemsOf(body);
    if (problems.length) throw badRequest(problems);
    const voice = body.voice as { provider: string; voiceId: string };
    const samples = await speak(String(body.text), {
      provider: voice.provider,
      voiceId: voice.voiceId,
    });
    return c.body(new Uint8Array(encodeWav(samples, PCM_SAMPLE_RATE)), 200, {
      'content-type': 'audio/wav',
      'cache-control': 'no-store',
    });
  });
  return app;
}
