import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { platformRecordingChunks } from '../db/schema/recordings.ts';
import { decodeMp3, levelBetween } from '../testing/audio-files.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import { until } from '../testing/until.ts';
import { speechLike } from '../testing/synthetic-audio.ts';
import { callRecordings, type CallSessionRecorder } from './call-recorder.ts';
import { createEncoderPool, type EncoderPool } from './encoder-pool.ts';
import { RecordingStore } from './recording-store.ts';

const FRAME = 320;
/**
 * A quarter of the platform's chunk size, so that one minute of call spans the chunks that four
 * minutes fill in production: the stereo file (48 kbit/s, 6 kB/s) fills one about every 11 s.
 */
const CHUNK_BYTES = 64 * 1024;
const urls = (callId: string) => ({
  recordingUrl: `mono/${callId}`,
  stereoRecordingUrl: `stereo/${callId}`,
  recording: { stereoUrl: `stereo/${callId}`, mono: { combinedUrl: `mono/${callId}` } },
});

/** How many chunks of a file are in the database (the writer's flushing, seen from there). */
async function chunksStoredOf(database: TestDatabase, callId: string, channels: 'mono' | 'stereo') {
  const t = platformRecordingChunks;
  const [row] = await database.db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.callId, callId), eq(t.channels, channels)));
  return row?.n ?? 0;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

describe.each(testDatabaseKinds)('a call recorder on %s', (kind) => {
  let database: TestDatabase;
  let store: RecordingStore;
  let encoders: EncoderPool;
  let nowMs = 0;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrate(database.db);
    store = new RecordingStore(database.db, { chunkBytes: CHUNK_BYTES });
    encoders = createEncoderPool();
  });
  afterAll(async () => {
    await encoders.close();
    await database.close();
  });

  it('stores a long call chunk by chunk as it is encoded, holding only a small buffer', async () => {
    const recordings = callRecordings({
      store,
      encoders,
      artifactUrls: urls,
      log: (line) => logged.push(line),
      now: () => nowMs,
    });
    const callId = randomUUID();
    const recorder = recordings.start(callId, 'mp3') as CallSessionRecorder;
    const minutes = 1;
    const visitorVoice = speechLike({ seconds: 1, fundamentalHz: 150 });
    const assistantVoice = speechLike({ seconds: 1, fundamentalHz: 300 });
    let mostHeld = 0;
    const chunksStored: number[] = [];
    for (let second = 0; second < minutes * 60; second++) {
      // They take turns: the visitor speaks in even seconds, the assistant in odd ones.
      const speaker = second % 2 === 0 ? 'visitor' : 'assistant';
      for (let frame = 0; frame < 50; frame++) {
        nowMs += 20;
        const voice = speaker === 'visitor' ? visitorVoice : assistantVoice;
        const samples = voice.subarray(frame * FRAME, (frame + 1) * FRAME);
        if (speaker === 'visitor') recorder.visitorAudio(samples);
        else recorder.assistantAudio(samples);
        if (speaker === 'assistant') recorder.visitorAudio(new Int16Array(FRAME));
      }
      mostHeld = Math.max(mostHeld, recorder.heldBytes());
      // Real time gives the encoder thread and the database time to keep up; so does this.
      await until(
        async () => encoders.backlogSeconds(),
        (backlog) => backlog < 2,
      );
      if (second % 8 === 7) chunksStored.push(await chunksStoredOf(database, callId, 'stereo'));
    }
    // The stereo file fills a 64 kB chunk about every 11 s, and each is in the database well
    // before the call ends.
    expect(chunksStored.slice(0, 2)).toEqual([0, 1]);
    expect(chunksStored.at(-1)).toBeGreaterThanOrEqual(4);
    // Never more than a chunk of each file and a couple of seconds of audio.
    expect(mostHeld).toBeLessThan(2 * CHUNK_BYTES + 2 * 16_000 * 2 * 2);

    expect(await recorder.finish(minutes * 60_000)).toEqual(urls(callId));
    const mono = await store.find(callId, 'mono');
    const stereo = await store.find(callId, 'stereo');
    expect(mono).toMatchObject({ format: 'mp3', durationMs: minutes * 60_000 });
    // Speech quality: both files together well under 0.5 MB per minute each.
    expect(mono!.bytes / minutes).toBeLessThan(0.5 * 1024 * 1024);
    expect(stereo!.bytes / minutes).toBeLessThan(0.5 * 1024 * 1024);

    const stereoBytes = await readAll(store.read(callId, 'stereo', 0, stereo!.bytes - 1));
    expect(stereoBytes.length).toBe(stereo!.bytes);
    const audio = await decodeMp3(stereoBytes);
    expect(Math.abs(audio.durationSeconds - minutes * 60)).toBeLessThan(0.5);
    // Second 40 is the visitor's, second 41 the assistant's: each on its own side.
    expect(levelBetween(audio, 0, 40.1, 40.9)).toBeGreaterThan(
      levelBetween(audio, 1, 40.1, 40.9) + 20,
    );
    expect(levelBetween(audio, 1, 41.1, 41.9)).toBeGreaterThan(
      levelBetween(audio, 0, 41.1, 41.9) + 20,
    );

    // A range across a chunk boundary is read from both chunks.
    const across = await readAll(store.read(callId, 'stereo', CHUNK_BYTES - 10, CHUNK_BYTES + 9));
    expect(across.equals(stereoBytes.subarray(CHUNK_BYTES - 10, CHUNK_BYTES + 10))).toBe(true);
    expect(logged).toEqual([]);
  }, 120_000);

  it('stops growing a recording when the encoders fall too far behind, and says so', async () => {
    let backlog = 0;
    const behind: EncoderPool = {
      open: () => ({ encode: () => undefined, close: async () => undefined }),
      backlogSeconds: () => backlog,
      close: async () => undefined,
    };
    const lines: string[] = [];
    const recordings = callRecordings({
      store,
      encoders: behind,
      artifactUrls: urls,
      log: (line) => lines.push(line),
      maxBacklogSeconds: 120,
      now: () => nowMs,
    });
    const recorder = recordings.start(randomUUID(), 'mp3')!;
    backlog = 500;
    for (let frame = 0; frame < 200; frame++) {
      nowMs += 20;
      recorder.visitorAudio(new Int16Array(FRAME));
    }
    await recorder.finish(4_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /recording stopped after 0 s: the encoders are more than 120 s of audio behind/,
    );

    // From half the limit on, new calls are not recorded at all.
    backlog = 61;
    const callId = randomUUID();
    expect(recordings.start(callId, 'mp3')).toBeNull();
    expect(lines[1]).toBe(
      `call ${callId}: not recorded: the encoders are 61 s of audio behind (recording more calls than this machine can encode)`,
    );
    backlog = 59;
    expect(recordings.start(randomUUID(), 'mp3')).not.toBeNull();
  });
});
