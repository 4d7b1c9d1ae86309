import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../testing/fake-transcription-server.ts';
import { createOpenAITranscriber } from '../voice/openai-transcriber.ts';
import { concat, mix, noise, silence, speechLike } from '../testing/synthetic-audio.ts';
import { isFinalLine, SessionClient } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import type { SessionAssistant } from './types.ts';

// Speech recognition through a real call session: the platform's OpenAI-compatible client
// against a small server written for the test, which checks what it is sent.

let transcriber: FakeTranscriptionServer;
let platform: CallSessionsUnderTest;
const logged: string[] = [];

beforeAll(async () => {
  transcriber = await startFakeTranscriptionServer();
  platform = await startCallSessionsUnderTest({
    recognizer: createOpenAITranscriber({
      url: transcriber.url,
      model: 'whisper-large-v3',
      apiKey: 'sk-session-test',
      timeoutMs: 1_000,
    }),
    tuning: { minimumLimitSeconds: 0.1 },
    log: (line) => logged.push(line),
  });
});
afterAll(async () => {
  await platform.close();
  await transcriber.close();
});
beforeEach(() => {
  transcriber.requests.length = 0;
  logged.length = 0;
});

const interviewer = (): SessionAssistant => ({
  id: 'asst-stt',
  firstMessage: 'Hi there.',
  metadata: {
    script: { questions: ['What do you build?', 'Why join us?'], closing: 'Bye now.' },
  },
  server: { url: platform.webhookUrl },
});

const answer = () =>
  mix(concat(silence(0.3), speechLike({ seconds: 1.2 }), silence(1.1)), noise(2.6, -50, 3));

/** What the assistant says after a turn it heard no words in (docs/product.md#reactions). */
const ASKED_AGAIN = "Sorry, I didn't catch that — What do you build?";

/** Answers the first question by voice and waits for `next` (the second): the call went on. */
async function answerFirstQuestion(next = 'Why join us?') {
  const { id, url } = platform.createCall(interviewer());
  const client = await SessionClient.connect(url);
  await client.waitFor(isFinalLine('What do you build?'), 10_000);
  await client.sendAudio(answer());
  await client.waitFor(isFinalLine(next), 10_000);
  return { id, client };
}

const userTranscripts = (client: SessionClient) =>
  client
    .ofType('transcript')
    .filter((m) => m['role'] === 'user')
    .map((m) => [m['transcriptType'], m['transcript']]);

describe('a call session with an OpenAI-compatible speech-to-text endpoint', () => {
  it('streams the words to the page, partial then final, and keeps them in the call and report', async () => {
    transcriber.behave({ kind: 'answer', text: 'I build tools for teachers.' });
    const { id, client } = await answerFirstQuestion();
    expect(userTranscripts(client)).toEqual([
      ['partial', 'I build tools for teachers.'],
      ['final', 'I build tools for teachers.'],
    ]);
    // Partials of the turn while it was spoken (at least one), then its final: each request the
    // OpenAI shape (model, JSON answers, the key, the audio as a WAV), the last one the turn.
    expect(transcriber.requests.length).toBeGreaterThanOrEqual(2);
    const request = transcriber.requests.at(-1);
    expect(request!.headers.authorization).toBe('Bearer sk-session-test');
    expect(request!.fields).toEqual({ model: 'whisper-large-v3', response_format: 'json' });
    const wav = request!.file!.bytes;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    // About the 1.2 s spoken, with the detector's pre-roll and the quiet after it (this fake
    // answers every partial with the whole sentence, so no word is new at the end and the turn
    // waits for the long quiet: it ends when the audio stops, 2.6 s in all).
    const seconds = (wav.length - 44) / 32_000;
    expect(seconds).toBeGreaterThan(1.2);
    expect(seconds).toBeLessThanOrEqual(2.6);

    client.sendJson({ type: 'end-call' });
    const stored = await platform.store.ended(id);
    expect(stored.transcript).toBe(
      'AI: Hi there.\nAI: What do you build?\nUser: I build tools for teachers.\nAI: Why join us?',
    );
    expect(stored.messages!.find((m) => m.role === 'user')?.message).toBe(
      'I build tools for teachers.',
    );
    const report = (await platform.webhookFor(id)).body.message;
    expect(report['artifact']).toMatchObject({ transcript: stored.transcript });
    expect(logged).toEqual([]);
  });

  it('falls back to the placeholder when the endpoint fails, retries once, logs one line and asks again', async () => {
    transcriber.behave({ kind: 'fail', status: 500 });
    const { id, client } = await answerFirstQuestion(ASKED_AGAIN);
    // The final was retried once (the partials failed too, and are not logged).
    const [final, retry] = transcriber.requests.slice(-2);
    expect(retry!.file!.bytes.equals(final!.file!.bytes)).toBe(true);
    const [[kind, text]] = userTranscripts(client) as [[string, string]];
    expect(kind).toBe('final');
    expect(text).toMatch(/^\(spoken answer, 1\.\d s — speech recognition failed\)$/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      new RegExp(
        `^call ${id}: speech recognition failed: speech-to-text at .* HTTP 500, then HTTP 500$`,
      ),
    );
    expect(logged[0]).not.toContain('sk-session-test');
    client.sendJson({ type: 'end-call' });
    expect((await platform.store.ended(id)).transcript).toContain('User: (spoken answer');
  });

  it('falls back to the placeholder when the endpoint is too slow, and asks again', async () => {
    transcriber.behave({ kind: 'slow', delayMs: 5_000, text: 'much too late' });
    const { id, client } = await answerFirstQuestion(ASKED_AGAIN);
    expect(userTranscripts(client)[0]![1]).toMatch(/— speech recognition failed\)$/);
    expect(logged[0]).toMatch(/no answer within \d+ ms$/);
    client.sendJson({ type: 'end-call' });
    expect((await platform.store.ended(id)).transcript).not.toContain('much too late');
  });
});
