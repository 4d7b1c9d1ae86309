// Exports read the database in keyset batches: each batch is a statement of its own that starts
// after the last row of the one before (through the primary key's index), so memory holds a
// batch whatever the table's size. Not a server-side cursor: a cursor lives in a transaction,
// which on PGlite (one connection) would hold up every other request of the server, and on
// PostgreSQL a pooled connection and an old snapshot, for as long as a slow client downloads.
import type { InterviewStatus, TranscriptEntry } from '@vibe/contracts/api';
import { and, gt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviewVersions } from '../schema/interview-versions.ts';
import { interviews } from '../schema/interviews.ts';
import { onboardingRecords } from '../schema/onboarding-records.ts';
import { selectPeople, type PeopleCursor, type PersonListRow } from './admin-people.ts';
import { peopleWhere, type PeopleFilter } from './people-filter.ts';

/** Rows per database round trip of an export, once it is under way. */
const EXPORT_BATCH_SIZE = 1000;

/**
 * The rows of an export's first batch; each next one doubles, up to {@link EXPORT_BATCH_SIZE}.
 * V8 starts allocating an allocation site's objects (a row's object literal, a driver's row)
 * straight into the old generation when, at a young-generation collection, at least 100 of them
 * were made since the one before and 85% or more are still alive, and keeps to it until a full
 * collection finds them dead. A batch stays alive until written, so a collection falling during
 * an export's first batch found all its rows alive and every later row went to the old
 * generation: measured on the admin bench's data with PostgreSQL, in a quarter to a third of the
 * runs, with some 90 MB more resident memory (none in 8 runs since). Starting below 100 rows and
 * doubling, no batch is 85% of the rows made since the export began; at full size, more than one
 * batch is made between two collections.
 */
const FIRST_BATCH_SIZE = 50;

/** The sizes of an export's batches: {@link FIRST_BATCH_SIZE}, doubling up to the full size. */
function* batchSizes(): Generator<number, never> {
  for (let size = FIRST_BATCH_SIZE; ; size = Math.min(size * 2, EXPORT_BATCH_SIZE)) yield size;
}

/** Every person matching `filter`, in its order, in batches. */
export async function* streamPeople(
  db: Database,
  filter: PeopleFilter,
): AsyncGenerator<PersonListRow[]> {
  let cursor: PeopleCursor | null = null;
  for (const size of batchSizes()) {
    const rows = await selectPeople(db, filter, cursor, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    cursor = { key: last.cursorKey, email: last.email };
  }
}

/** An interview as the exports show it. */
export interface InterviewExportRow {
  id: string;
  email: string;
  status: InterviewStatus;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  durationSeconds: number | null;
  endedReason: string | null;
  transcript: TranscriptEntry[];
  /** The number of the interview version it ran with (null before versions). */
  versionNumber: number | null;
  /** The platform's summary of the call. */
  summary: string | null;
}

/** A row of {@link interviewBatch} as both drivers hand it over: timestamps as PostgreSQL's text. */
interface InterviewRecord {
  id: string;
  email: string;
  status: InterviewStatus;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  duration_seconds: number | null;
  ended_reason: string | null;
  transcript: TranscriptEntry[] | string;
  version_number: number | null;
  summary: string | null;
}

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

function exportRow(record: InterviewRecord): InterviewExportRow {
  return {
    id: record.id,
    email: record.email,
    status: record.status,
    createdAt: new Date(record.created_at),
    startedAt: dateOf(record.started_at),
    completedAt: dateOf(record.completed_at),
    durationSeconds: record.duration_seconds,
    endedReason: record.ended_reason,
    // node-postgres parses jsonb; PGlite may hand it over as text.
    transcript:
      typeof record.transcript === 'string'
        ? (JSON.parse(record.transcript) as TranscriptEntry[])
        : record.transcript,
    versionNumber: record.version_number,
    summary: record.summary,
  };
}

/** One batch of the interviews of the people matching `filter`, after interview `afterId`. */
async function interviewBatch(
  db: Database,
  filter: PeopleFilter,
  afterId: string | null,
  size: number,
): Promise<InterviewExportRow[]> {
  const where = and(peopleWhere(filter), afterId ? gt(interviews.id, afterId) : undefined);
  const result = (await db.execute(sql`
    select ${interviews.id} as id, ${interviews.email} as email, ${interviews.status} as status,
      ${interviews.createdAt} as created_at, ${interviews.startedAt} as started_at,
      ${interviews.completedAt} as completed_at, ${interviews.durationSeconds} as duration_seconds,
      ${interviews.endedReason} as ended_reason, ${interviews.transcript} as transcript,
      ${interviewVersions.number} as version_number, ${interviews.summary} as summary
    from ${interviews}
    join ${onboardingRecords} on ${onboardingRecords.email} = ${interviews.email}
    left join ${interviewVersions} on ${interviewVersions.id} = ${interviews.interviewVersionId}
    where ${where ?? sql`true`}
    order by ${interviews.id}
    limit ${size}`)) as unknown as { rows: InterviewRecord[] };
  const rows = result.rows.map(exportRow);
  // The driver's own rows are emptied once read. With the query timeout the server sets,
  // node-postgres keeps a finished query's rows reachable long enough for a young-generation
  // collection to move them to V8's old generation, where only a full collection frees them:
  // measured, every row of the interviews export (about 65 MB for 200k rows; none without the
  // timeout, none once emptied).
  result.rows.length = 0;
  return rows;
}

/** Every interview of the people matching `filter`, oldest first, in batches. */
export async function* streamInterviews(
  db: Database,
  filter: PeopleFilter,
): AsyncGenerator<InterviewExportRow[]> {
  let afterId: string | null = null;
  for (const size of batchSizes()) {
    const rows = await interviewBatch(db, filter, afterId, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
