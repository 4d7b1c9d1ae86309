import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../testing/fake-transcription-server.ts';
import { createOpenAITranscriber, transcriptionEndpoint } from './openai-transcriber.ts';
import { speechLike } from '../testing/synthetic-audio.ts';
import { decodeWav } from './wav.ts';

let server: FakeTranscriptionServer;
const turn = speechLike({ seconds: 1.5 });

beforeAll(async () => {
  server = await startFakeTranscriptionServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.behave({ kind: 'answer', text: '  I build tools for teachers.  ' });
});

describe('createOpenAITranscriber', () => {
  it('posts the turn as a 16 kHz WAV in the OpenAI multipart shape and answers the text', async () => {
    const recognizer = createOpenAITranscriber({
      url: server.url,
      model: 'Systran/faster-whisper-small',
      apiKey: 'sk-test-key',
    });
    expect(await recognizer.transcribe(turn)).toBe('I build tools for teachers.');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.fields).toEqual({
      model: 'Systran/faster-whisper-small',
      response_format: 'json',
    });
    expect(request!.file).toMatchObject({ name: 'turn.wav', type: 'audio/wav' });
    const wav = request!.file!.bytes;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.length).toBe(44 + turn.byteLength);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.samples).toEqual(turn);
  });

  it('uses whisper-1 and no Authorization header unless told otherwise', async () => {
    const recognizer = createOpenAITranscriber({ url: `${server.url}/audio/transcriptions/` });
    await recognizer.transcribe(turn);
    expect(server.requests[0]!.fields.model).toBe('whisper-1');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('answers null when the endpoint heard no words', async () => {
    server.behave({ kind: 'answer', text: '   ' });
    expect(await createOpenAITranscriber({ url: server.url }).transcribe(turn)).toBeNull();
  });

  it('tries a failing endpoint once more, then says what happened without the key', async () => {
    server.behave({ kind: 'fail', status: 500 });
    const recognizer = createOpenAITranscriber({
      url: `${server.url}?api-key=in-the-query`,
      apiKey: 'sk-secret-value',
    });
    const failure = await recognizer.transcribe(turn).catch((error: Error) => error);
    expect(server.requests).toHaveLength(2);
    expect(String(failure)).toBe(
      `Error: speech-to-text at ${server.url}/audio/transcriptions failed for a 1.5 s turn: HTTP 500, then HTTP 500`,
    );
    expect(String(failure)).not.toMatch(/secret|in-the-query/);
  });

  it('does not retry a request the endpoint refuses as wrong', async () => {
    server.behave({ kind: 'fail', status: 401 });
    const failure = await createOpenAITranscriber({ url: server.url })
      .transcribe(turn)
      .catch((error: Error) => error);
    expect(server.requests).toHaveLength(1);
    expect(String(failure)).toMatch(/HTTP 401$/);
  });

  it('gives up on a slow endpoint at the timeout, without retrying', async () => {
    server.behave({ kind: 'slow', delayMs: 3_000, text: 'too late' });
    const started = performance.now();
    const failure = await createOpenAITranscriber({ url: server.url, timeoutMs: 300 })
      .transcribe(turn)
      .catch((error: Error) => error);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(String(failure)).toMatch(/no answer within 300 ms$/);
    expect(server.requests).toHaveLength(1);
  });

  it('retries when it cannot connect, and says so', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const failure = await createOpenAITranscriber({ url: `http://127.0.0.1:${port}/v1` })
      .transcribe(turn)
      .catch((error: Error) => error);
    expect(String(failure)).toMatch(
      /failed for a 1\.5 s turn: could not connect \(ECONNREFUSED\), then could not connect \(ECONNREFUSED\)$/,
    );
  });
});

describe('transcriptionEndpoint', () => {
  it('appends /audio/transcriptions to a base URL, once', () => {
    expect(transcriptionEndpoint('http://localhost:8000/v1/')).toBe(
      'http://localhost:8000/v1/audio/transcriptions',
    );
    expect(transcriptionEndpoint('https://api.example/v1/audio/transcriptions')).toBe(
      'https://api.example/v1/audio/transcriptions',
    );
  });
});
