import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/test-platform.ts';
import { decodeWav } from '../voice/wav.ts';

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
