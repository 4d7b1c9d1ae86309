import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformRecordings } from '../db/schema/recordings.ts';
import type { LocalPlatform } from '../platform.ts';
import { isFinalLine, SessionClient } from '../testing/session-client.ts';
import { decodeMp3, levelBetween, parseWav, type DecodedAudio } from '../testing/audio-files.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { servePlatform, type ServedPlatform } from '../testing/serve-platform.ts';
import { until } from '../testing/until.ts';
import { concat, mix, noise, silence, speechLike } from '../testing/synthetic-audio.ts';

/** The assistant's voice: a steady synthetic "speech" per line, so no WebAssembly speech is needed. */
const voice = { synthesize: async () => speechLike({ seconds: 0.8, fundamentalHz: 320 }) };

/** The visitor's answer: quiet, 1.2 s of voice, then quiet long enough to end the turn. */
const answer = () =>
  mix(
    concat(silence(0.3), speechLike({ seconds: 1.2, fundamentalHz: 150 }), silence(1.1)),
    noise(2.6, -60, 7),
  );

type Call = {
  id: string;
  startedAt: string;
  endedAt: string;
  transcript: string;
  artifact: {
    recordingUrl?: string;
    stereoRecordingUrl?: string;
    recording?: { stereoUrl: string; mono: { combinedUrl: string } };
    messages: { role: string; time: number; endTime: number }[];
  };
};

describe.each(testDatabaseKinds)('call recordings on %s', (kind) => {
  let database: TestDatabase;
  let served: ServedPlatform;
  let platform: LocalPlatform;
  let base: string;
  let skewMs = 0;
  // The assistant's server URL: end-of-call reports land here.
  let receiver: Server;
  let webhookUrl: string;
  const reports: { message: { call: { id: string }; artifact: Call['artifact'] } }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        reports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    database = await openTestDatabase(kind);
    served = await servePlatform(database.db, {
      // The receiver plays the product's webhook (a loopback URL the address guard lets through).
      webhookUrl,
      clock: () => new Date(Date.now() + skewMs),
      sessions: { synthesizer: voice, tuning: { minimumLimitSeconds: 1 } },
      rateLimits: false,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    ({ platform, base } = served);
  });
  afterAll(async () => {
    await served.close();
    await new Promise((resolve) => receiver.close(resolve));
    await database.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** Runs a short interview by voice on an assistant with this artifact plan; answers the ended call. */
  async function interview(artifactPlan?: Record<string, unknown>): Promise<Call> {
    const assistant = await api('POST', '/assistant', {
      name: 'Recorded interviewer',
      firstMessage: 'Hello there.',
      metadata: { script: { questions: ['What do you build?'], closing: 'Goodbye now.' } },
      server: { url: webhookUrl },
      ...(artifactPlan ? { artifactPlan } : {}),
    });
    const call = await api('POST', '/call/web', { assistantId: assistant.body.id });
    const client = await SessionClient.connect(String(call.body.webCallUrl));
    await client.waitFor(isFinalLine('What do you build?'), 15_000);
    await client.sendAudio(answer());
    await client.waitForClose(15_000);
    const ended = await until(
      () => api('GET', `/call/${String(call.body.id)}`),
      (c) => c.body.status === 'ended' && !!c.body.artifact,
      // The recording is finished before the call is stored: slower on a busy machine.
      30_000,
    );
    return ended.body as unknown as Call;
  }

  const download = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  const callSeconds = (call: Call) =>
    (Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000;

  /** Where each side spoke, in seconds from the start of the call. */
  const turns = (call: Call, role: 'bot' | 'user') =>
    call.artifact.messages
      .filter((m) => m.role === role)
      .map((m) => {
        const start = Date.parse(call.startedAt);
        return { from: (m.time - start) / 1000, to: (m.endTime - start) / 1000 };
      });

  /** The stereo file has the visitor on the left (0) and the assistant on the right (1). */
  function expectSidesApart(call: Call, stereo: DecodedAudio) {
    expect(stereo.channels).toHaveLength(2);
    const user = turns(call, 'user');
    const bot = turns(call, 'bot');
    expect(user.length).toBe(1);
    expect(bot.length).toBe(3);
    for (const { from, to } of user) {
      expect(levelBetween(stereo, 0, from, to)).toBeGreaterThan(-30);
      expect(levelBetween(stereo, 0, from, to)).toBeGreaterThan(
        levelBetween(stereo, 1, from, to) + 20,
      );
    }
    for (const { from, to } of bot) {
      // A little inside the line: the edges of an MP3 frame smear by a few milliseconds.
      expect(levelBetween(stereo, 1, from + 0.05, to - 0.05)).toBeGreaterThan(-30);
      expect(levelBetween(stereo, 1, from + 0.05, to - 0.05)).toBeGreaterThan(
        levelBetween(stereo, 0, from + 0.05, to - 0.05) + 20,
      );
    }
  }

  describe('an MP3 recording (the default)', () => {
    let call: Call;
    let mono: Uint8Array;

    beforeAll(async () => {
      call = await interview();
    }, 60_000);

    it('puts the provider’s recording URLs on the stored call, signed and under the platform', async () => {
      const { recordingUrl, stereoRecordingUrl, recording } = call.artifact;
      expect(recordingUrl).toMatch(
        new RegExp(`^${base}/recording/${call.id}/mono\\.mp3\\?expires=\\d+&signature=[\\w-]{43}$`),
      );
      expect(stereoRecordingUrl).toMatch(new RegExp(`/recording/${call.id}/stereo\\.mp3\\?`));
      expect(recording).toEqual({
        stereoUrl: stereoRecordingUrl,
        mono: { combinedUrl: recordingUrl },
      });
      const expires = Number(new URL(recordingUrl!).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      // With no speech recognizer, the spoken answer points at the recording.
      expect(call.transcript).toMatch(
        /User: \(spoken answer, 1\.\d s — no speech recognizer configured; the recording holds it\)/,
      );
    });

    it('puts the same URLs in the end-of-call report, valid as they are', async () => {
      const report = await until(
        async () => reports.find((r) => r.message.call.id === call.id),
        (found) => found !== undefined,
      );
      const { artifact } = report!.message;
      expect(artifact.recordingUrl).toMatch(
        new RegExp(`^${base}/recording/${call.id}/mono\\.mp3\\?`),
      );
      expect(artifact.recording).toEqual({
        stereoUrl: artifact.stereoRecordingUrl,
        mono: { combinedUrl: artifact.recordingUrl },
      });
      expect((await fetch(artifact.stereoRecordingUrl!)).status).toBe(200);
    });

    it('serves a mono MP3 without a key that decodes and lasts as long as the call', async () => {
      const { res, bytes } = await download(call.artifact.recordingUrl!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      mono = bytes;
      const audio = await decodeMp3(bytes);
      expect(audio.sampleRate).toBe(16_000);
      expect(audio.channels).toHaveLength(1);
      expect(Math.abs(audio.durationSeconds - callSeconds(call))).toBeLessThan(0.5);
      // Both sides are in the mix.
      const [user] = turns(call, 'user');
      const [greeting] = turns(call, 'bot');
      expect(levelBetween(audio, 0, user!.from, user!.to)).toBeGreaterThan(-30);
      expect(levelBetween(audio, 0, greeting!.from + 0.05, greeting!.to - 0.05)).toBeGreaterThan(
        -30,
      );
      // Speech quality stays small: at most 0.5 MB per recorded minute.
      expect(bytes.length / (audio.durationSeconds / 60)).toBeLessThan(0.5 * 1024 * 1024);
    });

    it('serves a stereo MP3 with the visitor on the left and the assistant on the right', async () => {
      const { res, bytes } = await download(call.artifact.stereoRecordingUrl!);
      expect(res.status).toBe(200);
      const stereo = await decodeMp3(bytes);
      expect(Math.abs(stereo.durationSeconds - callSeconds(call))).toBeLessThan(0.5);
      expectSidesApart(call, stereo);
    });

    it('answers byte ranges with 206 and exactly those bytes, and 416 past the end', async () => {
      const url = call.artifact.recordingUrl!;
      const size = mono.length;
      const middle = await download(url, { range: 'bytes=100-1099' });
      expect(middle.res.status).toBe(206);
      expect(middle.res.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
      expect(middle.res.headers.get('content-length')).toBe('1000');
      expect(Buffer.from(middle.bytes).equals(Buffer.from(mono.subarray(100, 1100)))).toBe(true);

      const tail = await download(url, { range: 'bytes=-300' });
      expect(tail.res.status).toBe(206);
      expect(tail.res.headers.get('content-range')).toBe(`bytes ${size - 300}-${size - 1}/${size}`);
      expect(Buffer.from(tail.bytes).equals(Buffer.from(mono.subarray(size - 300)))).toBe(true);

      const open = await download(url, { range: `bytes=${size - 10}-` });
      expect(open.res.status).toBe(206);
      expect(open.bytes.length).toBe(10);

      const past = await download(url, { range: `bytes=${size}-` });
      expect(past.res.status).toBe(416);
      expect(past.res.headers.get('content-range')).toBe(`bytes */${size}`);
    });

    it('answers 403 for a tampered or expired URL', async () => {
      const url = new URL(call.artifact.recordingUrl!);
      const signature = url.searchParams.get('signature')!;
      const tampered = new URL(url);
      tampered.searchParams.set(
        'signature',
        `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      );
      expect((await fetch(tampered)).status).toBe(403);
      // The mono file's signature does not open the stereo file.
      expect((await fetch(url.href.replace('/mono.mp3', '/stereo.mp3'))).status).toBe(403);
      // Nor does a later expiry.
      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      expect((await fetch(later)).status).toBe(403);
      const unsigned = new URL(url.pathname, url.origin);
      expect((await fetch(unsigned)).status).toBe(403);

      const shortLived = await platform.recordings.signedUrl(call.id, 'mono', { ttlSeconds: 60 });
      expect((await fetch(shortLived!)).status).toBe(200);
      skewMs = 120_000;
      try {
        const expired = await fetch(shortLived!);
        expect(expired.status).toBe(403);
        expect(await expired.json()).toMatchObject({ statusCode: 403 });
      } finally {
        skewMs = 0;
      }
    });

    it('answers fresh signed URLs through platform.recordings.signedUrl', async () => {
      const stereo = await platform.recordings.signedUrl(call.id, 'stereo');
      expect(stereo).toMatch(new RegExp(`^${base}/recording/${call.id}/stereo\\.mp3\\?expires=`));
      expect((await fetch(stereo!)).status).toBe(200);
      expect(
        await platform.recordings.signedUrl('3f1d0c1e-0000-4000-8000-000000000000', 'mono'),
      ).toBeNull();
      expect(await platform.recordings.signedUrl('not-a-uuid', 'mono')).toBeNull();
    });

    it('answers 404 once the call is deleted, and forgets the recording', async () => {
      const url = call.artifact.recordingUrl!;
      expect((await api('DELETE', `/call/${call.id}`)).status).toBe(200);
      const gone = await fetch(url);
      expect(gone.status).toBe(404);
      expect(await platform.recordings.signedUrl(call.id, 'mono')).toBeNull();
      const rows = await database.db
        .select()
        .from(platformRecordings)
        .where(eq(platformRecordings.callId, call.id));
      expect(rows).toEqual([]);
    });
  });

  it('records a valid 16-bit WAV with the right sizes when the format is wav;l16', async () => {
    const call = await interview({ recordingFormat: 'wav;l16' });
    expect(call.artifact.recordingUrl).toMatch(/\/mono\.wav\?/);
    const monoFile = await download(call.artifact.recordingUrl!);
    expect(monoFile.res.headers.get('content-type')).toBe('audio/wav');
    const mono = parseWav(monoFile.bytes);
    expect(mono.riffSize).toBe(monoFile.bytes.length - 8);
    expect(mono.dataSize).toBe(monoFile.bytes.length - 44);
    expect(mono.sampleRate).toBe(16_000);
    expect(mono.channels).toHaveLength(1);
    expect(Math.abs(mono.durationSeconds - callSeconds(call))).toBeLessThan(0.5);

    const stereoFile = await download(call.artifact.stereoRecordingUrl!);
    const stereo = parseWav(stereoFile.bytes);
    expect(stereo.dataSize).toBe(stereoFile.bytes.length - 44);
    expect(stereo.dataSize).toBe(mono.dataSize * 2);
    expectSidesApart(call, stereo);

    // The header is its own chunk: a range over it and into the samples is served whole.
    const header = await download(call.artifact.recordingUrl!, { range: 'bytes=0-99' });
    expect(Buffer.from(header.bytes).equals(Buffer.from(monoFile.bytes.subarray(0, 100)))).toBe(
      true,
    );
  }, 60_000);

  it('stores nothing and shows no recording URLs when recordingEnabled is false', async () => {
    const call = await interview({ recordingEnabled: false });
    expect(call.artifact).not.toHaveProperty('recordingUrl');
    expect(call.artifact).not.toHaveProperty('stereoRecordingUrl');
    expect(call.artifact).not.toHaveProperty('recording');
    const rows = await database.db
      .select()
      .from(platformRecordings)
      .where(eq(platformRecordings.callId, call.id));
    expect(rows).toEqual([]);
    // Nothing holds the spoken answer, so the transcript does not claim a recording does.
    expect(call.transcript).toMatch(
      /User: \(spoken answer, 1\.\d s — no speech recognizer configured\)/,
    );
  }, 60_000);
});
