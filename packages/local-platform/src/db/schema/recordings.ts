import {
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/**
 * `bytea`, read as a Buffer whichever driver answers (node-postgres gives a Buffer, PGlite a
 * Uint8Array).
 */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One recorded file of a call: its mono mix or its stereo file (visitor left, assistant right).
 * The bytes live in `platform_recording_chunks`; this row says how many there are and whether
 * the file is complete (`ready`) — a file is only served once it is.
 */
export const platformRecordings = pgTable(
  'platform_recordings',
  {
    callId: uuid('call_id').notNull(),
    channels: text('channels', { enum: ['mono', 'stereo'] }).notNull(),
    format: text('format', { enum: ['mp3', 'wav'] }).notNull(),
    status: text('status', { enum: ['recording', 'ready'] }).notNull(),
    /** Total size once ready (0 while recording). */
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: instant('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.callId, t.channels] })],
);

/**
 * The bytes of a recording, in order, written as they are encoded (so a long call never holds
 * its file in memory) and read one chunk at a time when served. `offset` is the chunk's first
 * byte in the file, so a range request finds its chunks without reading the others. Deleting
 * the recording deletes its chunks.
 */
export const platformRecordingChunks = pgTable(
  'platform_recording_chunks',
  {
    callId: uuid('call_id').notNull(),
    channels: text('channels', { enum: ['mono', 'stereo'] }).notNull(),
    seq: integer('seq').notNull(),
    offset: integer('offset').notNull(),
    data: bytes('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.callId, t.channels, t.seq] }),
    foreignKey({
      columns: [t.callId, t.channels],
      foreignColumns: [platformRecordings.callId, platformRecordings.channels],
      name: 'platform_recording_chunks_recording_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * Secrets the platform makes once and keeps (e.g. the key that signs recording URLs), so every
 * copy of the server and every restart agree on them.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at'),
});
