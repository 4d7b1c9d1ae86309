import { INTERVIEW_STATUSES, type TranscriptEntry } from '@vibe/contracts/api';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { onboarding } from './onboarding.ts';

/** The unique index that binds a call id to at most one interview. */
export const INTERVIEWS_CALL_ID_UNIQUE = 'interviews_call_id_unique';

/**
 * Every interview, so a returning visitor's new interview never erases an earlier
 * transcript. Ids are UUIDv7 (time-ordered): the newest interview of an e-mail has the largest id.
 * Only the SHA-256 of the interview's bearer token is stored.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey(),
    email: text('email')
      .notNull()
      .references(() => onboarding.email, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    callId: text('call_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the call ended, completed or abandoned (the API's `completed_at`). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** `pending` → `started` → `completed`, `partial` or `abandoned` (see INTERVIEW_STATUSES). */
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('pending'),
    /** The platform's reason the call ended, from its end-of-call report. */
    endedReason: text('ended_reason'),
    /** The hosted platform's recording URLs from its report (local calls keep theirs). */
    recordingUrl: text('recording_url'),
    stereoRecordingUrl: text('stereo_recording_url'),
    transcript: jsonb('transcript').$type<TranscriptEntry[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds'),
    /**
     * When the platform's end-of-call report was stored: from then on its transcript and timing
     * are authoritative, and the browser's own completion no longer replaces them.
     */
    callReportAt: timestamp('call_report_at', { withTimezone: true }),
    /** The version the interview ran with (null for interviews from before versions). */
    interviewVersionId: uuid('interview_version_id'),
    /** The platform's summary of the call (`analysis.summary` of its report). */
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interviews_email_id_idx').on(table.email, table.id),
    // The overview's funnel and median (db/queries/admin-overview.ts) read every current
    // interview that left `pending` from this index alone, in id order, instead of the wide rows.
    index('interviews_past_pending_idx')
      .on(table.id, table.status, table.durationSeconds)
      .where(sql`${table.status} <> 'pending'`),
    // A call belongs to one interview: the platform's webhook finds the interview by the call it
    // started, and nobody can claim another visitor's call (and receive its report).
    uniqueIndex(INTERVIEWS_CALL_ID_UNIQUE).on(table.callId),
    check(
      'interviews_status_known',
      sql.raw(`${table.status.name} in (${INTERVIEW_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

export type InterviewRow = typeof interviews.$inferSelect;
