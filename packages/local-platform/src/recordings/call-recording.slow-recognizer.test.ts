import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalPlatform } from '../platform.ts';
import { decodeMp3 } from '../testing/audio-files.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { servePlatform, type ServedPlatform } from '../testing/serve-platform.ts';
import { isFinalLine, SessionClient } from '../testing/session-client.ts';
import { speak } from '../testing/spoken-audio.ts';
import { until } from '../testing/until.ts';
import { speechLike } from '../testing/synthetic-audio.ts';
import { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
import type { SpeechRecognizer } from '../voice/speech-recognizer.ts';

// A call ended while the visitor's last turn is still being transcribed: the wait for its words
// is not part of the call, and the recording lasts exactly as long as the stored call.

/** How long the recogniser takes over a finished turn. */
const FINAL_DELAY_MS = 2_500;

/** Answers partials at once (they make the turn) and finals only after {@link FINAL_DELAY_MS}. */
const slowRecognizer: SpeechRecognizer = {
  async transcribe(_pcm, options) {
    if (options?.purpose === 'partial') return 'I build tools';
    await new Promise((resolve) => setTimeout(resolve, FINAL_DELAY_MS));
    return 'I build tools for teachers.';
  },
};

const voice = { synthesize: async () => speechLike({ seconds: 0.8, fundamentalHz: 320 }) };

describe('a call ended while a turn is being transcribed', () => {
  let database: TestDatabase;
  let served: ServedPlatform;
  let platform: LocalPlatform;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    served = await servePlatform(database.db, {
      sessions: {
        synthesizer: voice,
        recognizer: slowRecognizer,
        tuning: { minimumLimitSeconds: 1 },
      },
      rateLimits: false,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    ({ platform } = served);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${served.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  it('ends when the visitor ended it, and its recording lasts endedAt − startedAt', async () => {
    const synthesizer = createEspeakSynthesizer();
    const { audio } = await speak(synthesizer, ['I build tools for teachers and', 0.2]);
    await synthesizer.close();
    const assistant = await api('POST', '/assistant', {
      name: 'Recorded interviewer',
      firstMessage: 'Hello there.',
      metadata: { script: { questions: ['What do you build?'], closing: 'Goodbye now.' } },
    });
    const call = await api('POST', '/call/web', { assistantId: assistant['id'] });
    const client = await SessionClient.connect(String(call['webCallUrl']));
    await client.waitFor(isFinalLine('What do you build?'), 15_000);
    await client.sendAudio(audio);
    // The visitor hangs up mid-answer: the turn's final transcription has just begun.
    const hungUpAt = Date.now();
    client.sendJson({ type: 'end-call' });
    await client.waitForClose(15_000);
    const ended = await until(
      () => api('GET', `/call/${String(call['id'])}`),
      (c) => c['status'] === 'ended' && !!c['artifact'],
      20_000,
    );
    const endedAt = Date.parse(String(ended['endedAt']));
    const callSeconds = (endedAt - Date.parse(String(ended['startedAt']))) / 1000;
    // The call ended when the visitor ended it, not once the words were in.
    expect(endedAt - hungUpAt).toBeLessThan(FINAL_DELAY_MS / 2);
    // The words still landed in the record.
    expect(String(ended['transcript'])).toContain('I build tools for teachers.');
    const artifact = ended['artifact'] as { recordingUrl: string };
    const bytes = new Uint8Array(await (await fetch(artifact.recordingUrl)).arrayBuffer());
    const recording = await decodeMp3(bytes);
    // Within an MP3 frame or two and the scheduler's jitter; the fault was seconds.
    expect(Math.abs(recording.durationSeconds - callSeconds)).toBeLessThanOrEqual(0.2);
  });
});
