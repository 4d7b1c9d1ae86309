import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPlatform, type LocalPlatform } from '../platform.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { gatedSynthesizer, type GatedSynthesizer } from '../testing/gated-synthesizer.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';
import { createBodyValidator } from '../validation/body-validator.ts';
import { decodeWav } from '../voice/wav.ts';
import { voiceSampleRoutes } from './voice-sample.ts';

describe('POST /voice/sample (an extension: the local synthesizer through the API)', () => {
  let t: PlatformUnderTest;
  beforeAll(async () => {
    t = await startPlatformUnderTest('pglite');
  });
  afterAll(() => t.close());

  const sample = (body: unknown, key = t.platform.keys.privateKey) =>
    t.platform.app.request('/voice/sample', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('speaks the text in the chosen voice as a 16 kHz WAV file', async () => {
    const text = 'Hi, and welcome to the interview.';
    const res = await sample({ text, voice: { provider: 'vapi', voiceId: 'Kylie' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const kylie = new Uint8Array(await res.arrayBuffer());
    const wav = decodeWav(kylie);
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.samples.length / wav.sampleRate).toBeGreaterThan(1);
    const elliot = new Uint8Array(
      await (await sample({ text, voice: { provider: 'vapi', voiceId: 'Elliot' } })).arrayBuffer(),
    );
    expect(Buffer.from(elliot).equals(Buffer.from(kylie))).toBe(false);
  });

  it('refuses a public key and a body without text or voice', async () => {
    const voice = { provider: 'local', voiceId: 'en-gb' };
    expect((await sample({ text: 'Hello', voice }, t.platform.keys.publicKey)).status).toBe(401);
    const empty = await sample({ text: ' ', voice: {} });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string[] }).message).toEqual([
      'text must be a non-empty string of at most 1000 characters',
      'voice.provider must be a string',
      'voice.voiceId must be a string',
    ]);
  });
});

describe('POST /voice/sample under load (samples never compete with calls)', () => {
  let database: TestDatabase;
  let platform: LocalPlatform;
  let voice: GatedSynthesizer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    voice = gatedSynthesizer({ maxWaitingSamples: 2 });
    platform = await createLocalPlatform({
      db: database.db,
      publicBaseUrl: 'http://localhost:8090',
      rateLimits: false,
      sessions: { synthesizer: voice },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  });
  afterAll(async () => {
    voice.openGate();
    await platform?.close();
    await database?.close();
  });

  const sample = (text: string, signal?: AbortSignal) =>
    platform.app.request('/voice/sample', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text, voice: { provider: 'vapi', voiceId: 'Elliot' } }),
      ...(signal ? { signal } : {}),
    });

  /** Waits until the synthesizer holds `depth` waiting jobs. */
  const depthReaches = async (depth: number) => {
    for (let i = 0; i < 200 && platform.speechQueueDepth() !== depth; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(platform.speechQueueDepth()).toBe(depth);
  };

  it('refuses samples beyond the bound with 503 and Retry-After, withdraws an aborted one, and serves the rest', async () => {
    const running = sample('The sample being spoken.');
    await depthReaches(0);
    const leaving = new AbortController();
    const withdrawn = sample('A sample whose organiser leaves.', leaving.signal);
    const kept = sample('A sample still wanted.');
    await depthReaches(2);

    const refused = await sample('One sample too many.');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('busy'),
    });

    leaving.abort();
    await Promise.resolve(withdrawn).catch(() => undefined);
    await depthReaches(1);
    await voice.finishRunning();
    await voice.finishRunning();
    expect((await running).status).toBe(200);
    expect((await kept).status).toBe(200);
    expect(voice.started).toEqual(['The sample being spoken.', 'A sample still wanted.']);
  });
});

describe('voiceSampleRoutes', () => {
  it('answers 503 with Retry-After when a sample waits too long, and withdraws it', async () => {
    let withdrawn: unknown = null;
    const app = voiceSampleRoutes(
      { validator: createBodyValidator({ warn: () => undefined }) },
      (_text, _voice, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject((withdrawn = signal.reason))),
        ),
      { waitMs: 50 },
    );
    const res = await app.request('/sample', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hello', voice: { provider: 'vapi', voiceId: 'Elliot' } }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(withdrawn).toMatchObject({ name: 'TimeoutError' });
  });
});
