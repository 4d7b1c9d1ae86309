import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformRecordingChunks, platformRecordings } from '../db/schema/recordings.ts';
import { isUuid } from '../store/uuid.ts';
import { WAV_HEADER_BYTES, wavHeader } from '../voice/wav.ts';
import {
  RECORDING_SAMPLE_RATE,
  type RecordingChannels,
  type RecordingFileFormat,
} from './recording-format.ts';

/** Largest chunk stored (and so the most a file ever holds in memory while written or read). */
export const RECORDING_CHUNK_BYTES = 256 * 1024;

/**
 * Bytes travel to and from the database as base64 text, decoded and encoded by PostgreSQL:
 * PGlite's own bytea parameter codec takes ~25 ms for a 256 kB chunk on the thread that
 * paces call audio, base64 about 3 ms (node-postgres sends both as text anyway).
 */
const toBytea = (bytes: Buffer): SQL => sql`decode(${bytes.toString('base64')}, 'base64')`;
const fromBytea = (column: typeof platformRecordingChunks.data) =>
  sql<string>`encode(${column}, 'base64')`;

/** A complete recording file, as served. */
export interface StoredRecording {
  format: RecordingFileFormat;
  bytes: number;
  durationMs: number;
}

/**
 * Writes one file of a recording as it is encoded: bytes are gathered into chunks (of
 * {@link RECORDING_CHUNK_BYTES} unless the store says otherwise) and each full chunk is stored at
 * once, so the writer never holds more than one chunk. Writes happen one after another, in order.
 */
export class RecordingFileWriter {
  readonly #db: PlatformDatabase;
  readonly #callId: string;
  readonly #channels: RecordingChannels;
  readonly #format: RecordingFileFormat;
  readonly #clock: () => Date;
  readonly #chunkBytes: number;
  #pieces: Uint8Array[] = [];
  #held = 0;
  /** Bytes of full chunks handed to the database and not yet written. */
  #queued = 0;
  #seq = 1;
  /** File offset of the next chunk; a WAV file's samples start after its header. */
  #offset: number;
  #writing: Promise<void>;
  #failure: Error | null = null;

  constructor(
    db: PlatformDatabase,
    callId: string,
    channels: RecordingChannels,
    format: RecordingFileFormat,
    clock: () => Date,
    started: Promise<void>,
    chunkBytes: number,
  ) {
    this.#db = db;
    this.#callId = callId;
    this.#channels = channels;
    this.#format = format;
    this.#clock = clock;
    this.#chunkBytes = chunkBytes;
    this.#offset = format === 'wav' ? WAV_HEADER_BYTES : 0;
    this.#writing = started.catch((error: unknown) => this.#fail(error));
  }

  /** Bytes held in memory, not yet stored: the chunk being filled and any still being written. */
  get heldBytes(): number {
    return this.#held + this.#queued;
  }

  /** Appends encoded bytes; a full chunk is stored right away. */
  write(bytes: Uint8Array): void {
    if (bytes.length === 0 || this.#failure) return;
    this.#pieces.push(bytes);
    this.#held += bytes.length;
    while (this.#held >= this.#chunkBytes) this.#storeChunk(this.#chunkBytes);
  }

  /**
   * Stores what is left (and a WAV file's header, now that its size is known), then marks the
   * file ready to serve. Rejects if any write failed.
   */
  async finish(durationMs: number): Promise<StoredRecording> {
    if (this.#held > 0) this.#storeChunk(this.#held);
    const dataBytes = this.#offset - (this.#format === 'wav' ? WAV_HEADER_BYTES : 0);
    const where = this.#where();
    this.#queue(async () => {
      if (this.#format === 'wav') {
        await this.#db.insert(platformRecordingChunks).values({
          ...where,
          seq: 0,
          offset: 0,
          data: toBytea(
            wavHeader(dataBytes, RECORDING_SAMPLE_RATE, this.#channels === 'mono' ? 1 : 2),
          ),
        });
      }
      await this.#db
        .update(platformRecordings)
        .set({ status: 'ready', bytes: this.#offset, durationMs, completedAt: this.#clock() })
        .where(
          and(
            eq(platformRecordings.callId, where.callId),
            eq(platformRecordings.channels, where.channels),
          ),
        );
    });
    await this.#writing;
    if (this.#failure) throw this.#failure;
    return { format: this.#format, bytes: this.#offset, durationMs };
  }

  #where() {
    return { callId: this.#callId, channels: this.#channels };
  }

  #storeChunk(size: number) {
    const joined = this.#pieces.length === 1 ? this.#pieces[0]! : Buffer.concat(this.#pieces);
    const data = Buffer.from(joined.buffer, joined.byteOffset, size);
    const rest = joined.subarray(size);
    this.#pieces = rest.length > 0 ? [rest] : [];
    this.#held = rest.length;
    const row = { ...this.#where(), seq: this.#seq++, offset: this.#offset, data: toBytea(data) };
    this.#offset += size;
    this.#queued += size;
    this.#queue(async () => {
      try {
        await this.#db.insert(platformRecordingChunks).values(row);
      } finally {
        this.#queued -= size;
      }
    });
  }

  #queue(write: () => Promise<void>) {
    this.#writing = this.#writing.then(async () => {
      if (this.#failure) return;
      try {
        await write();
      } catch (error) {
        this.#fail(error);
      }
    });
  }

  #fail(error: unknown) {
    this.#failure ??= error instanceof Error ? error : new Error(String(error));
    this.#pieces = [];
    this.#held = 0;
    this.#queued = 0;
  }
}

/**
 * Recordings in the platform's database: a row per file (`platform_recordings`) and its bytes
 * in chunks (`platform_recording_chunks`), so PGlite and several server copies on one
 * PostgreSQL both work, and no file is ever one giant value.
 */
export class RecordingStore {
  readonly #db: PlatformDatabase;
  readonly #clock: () => Date;
  readonly #chunkBytes: number;

  /**
   * `chunkBytes` (default {@link RECORDING_CHUNK_BYTES}) is lowered by tests, so that a short
   * call already spans several chunks.
   */
  constructor(db: PlatformDatabase, options: { clock?: () => Date; chunkBytes?: number } = {}) {
    this.#db = db;
    this.#clock = options.clock ?? (() => new Date());
    this.#chunkBytes = options.chunkBytes ?? RECORDING_CHUNK_BYTES;
  }

  /** Starts one file of a call's recording (replacing any earlier one) and answers its writer. */
  begin(
    callId: string,
    channels: RecordingChannels,
    format: RecordingFileFormat,
  ): RecordingFileWriter {
    const where = and(
      eq(platformRecordings.callId, callId),
      eq(platformRecordings.channels, channels),
    );
    const started = (async () => {
      await this.#db.delete(platformRecordings).where(where);
      await this.#db.insert(platformRecordings).values({
        callId,
        channels,
        format,
        status: 'recording',
        bytes: 0,
        durationMs: 0,
        createdAt: this.#clock(),
      });
    })();
    return new RecordingFileWriter(
      this.#db,
      callId,
      channels,
      format,
      this.#clock,
      started,
      this.#chunkBytes,
    );
  }

  /** The file, if it is complete. */
  async find(callId: string, channels: RecordingChannels): Promise<StoredRecording | null> {
    if (!isUuid(callId)) return null;
    const [row] = await this.#db
      .select({
        format: platformRecordings.format,
        bytes: platformRecordings.bytes,
        durationMs: platformRecordings.durationMs,
        status: platformRecordings.status,
      })
      .from(platformRecordings)
      .where(and(eq(platformRecordings.callId, callId), eq(platformRecordings.channels, channels)))
      .limit(1);
    return row?.status === 'ready'
      ? { format: row.format, bytes: row.bytes, durationMs: row.durationMs }
      : null;
  }

  /**
   * Bytes `first`…`last` (inclusive) of a file, read one chunk at a time as the stream is
   * pulled, so serving a file never holds more than a chunk of it.
   */
  read(
    callId: string,
    channels: RecordingChannels,
    first: number,
    last: number,
  ): ReadableStream<Uint8Array> {
    const t = platformRecordingChunks;
    const ofFile = and(eq(t.callId, callId), eq(t.channels, channels));
    let next: { seq: number } | null = null;
    let position = first;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const columns = { seq: t.seq, offset: t.offset, base64: fromBytea(t.data) };
        const [row] = next
          ? await this.#db
              .select(columns)
              .from(t)
              .where(and(ofFile, eq(t.seq, next.seq)))
          : await this.#db
              .select(columns)
              .from(t)
              .where(and(ofFile, lte(t.offset, first)))
              .orderBy(desc(t.offset))
              .limit(1);
        if (!row) {
          controller.error(
            new Error(`Recording ${callId}/${channels} is missing bytes at ${position}.`),
          );
          return;
        }
        // PostgreSQL's base64 has line breaks; Node's decoder skips them.
        const data = Buffer.from(row.base64, 'base64');
        const from = position - row.offset;
        const to = Math.min(data.length, last + 1 - row.offset);
        controller.enqueue(new Uint8Array(data.subarray(from, to)));
        position = row.offset + to;
        next = { seq: row.seq + 1 };
        if (position > last) controller.close();
      },
    });
  }

  /** Deletes a call's recordings (both files, every chunk). */
  async erase(callId: string): Promise<void> {
    if (!isUuid(callId)) return;
    await this.#db.delete(platformRecordings).where(eq(platformRecordings.callId, callId));
  }
}
