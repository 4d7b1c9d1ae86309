// Exports read the database in keyset batches, so memory stays flat whatever the table's size
// and no transaction or cursor is held open while a slow client downloads.
import type { InterviewStatus, TranscriptEntry } from '@vibe/contracts/api';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';
import { onboardingRecords } from '../schema/onboarding-records.ts';
import {
  peopleWhere,
  selectPeople,
  type PeopleFilter,
  type PersonListRow,
} from './admin-people.ts';

/** Rows per database round trip of an export. */
const EXPORT_BATCH_SIZE = 1000;

/** Every person matching `filter`, newest first, in batches. */
export async function* streamPeople(
  db: Database,
  filter: PeopleFilter,
): AsyncGenerator<PersonListRow[]> {
  let cursor: { at: string; email: string } | null = null;
  for (;;) {
    const rows = await selectPeople(db, filter, cursor, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, email: last.email };
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
}

/** Every interview of the people matching `filter`, oldest first, in batches. */
export async function* streamInterviews(
  db: Database,
  filter: PeopleFilter,
): AsyncGenerator<InterviewExportRow[]> {
  let afterId: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: interviews.id,
        email: interviews.email,
        status: interviews.status,
        createdAt: interviews.createdAt,
        startedAt: interviews.startedAt,
        completedAt: interviews.completedAt,
        durationSeconds: interviews.durationSeconds,
        endedReason: interviews.endedReason,
        transcript: interviews.transcript,
      })
      .from(interviews)
      .innerJoin(onboardingRecords, eq(onboardingRecords.email, interviews.email))
      .where(and(peopleWhere(filter), afterId ? gt(interviews.id, afterId) : sql`true`))
      .orderBy(asc(interviews.id))
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
