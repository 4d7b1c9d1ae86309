import { transcriptFits, type TranscriptEntry } from '@vibe/contracts/api';
import { TRANSCRIPT_MAX_ENTRIES } from '@vibe/contracts/limits';
import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { hasEnded, pageEnding, secondsBetween } from '../../interviews/outcome.ts';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { selectLiveVersion } from './admin-interview.ts';
import { INTERVIEWS_CALL_ID_UNIQUE, interviews, type InterviewRow } from '../schema/interviews.ts';
import { onboarding, type OnboardingRow } from '../schema/onboarding.ts';

/** Any drizzle handle that can run queries: the database or an open transaction. */
export type Queryable = Pick<Database, 'select' | 'update'>;

/** An attempt together with the onboarding row that mirrors the latest attempt. */
export interface InterviewState {
  record: OnboardingRow;
  interview: InterviewRow;
}

/** What the token check needs to know about an attempt, or undefined when there is none. */
export async function findInterviewCredentials(
  db: Database,
  id: string,
): Promise<Pick<InterviewRow, 'id' | 'tokenHash'> | undefined> {
  const [row] = await db
    .select({ id: interviews.id, tokenHash: interviews.tokenHash })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row;
}

/** The outcome of a start: recorded, or refused because the interview is sealed or the call taken. */
export type StartOutcome =
  { kind: 'started'; state: InterviewState } | { kind: 'completed' } | { kind: 'call_claimed' };

/**
 * Records the start of a call. Repeating it with the same values changes nothing visible. An
 * ended attempt (completed or abandoned) is sealed; a call id another attempt holds stays that attempt's (the unique
 * index settles two claims racing each other).
 */
export async function startInterview(
  db: Database,
  id: string,
  input: { startedAt: Date; callId: string | null; now: Date },
): Promise<StartOutcome> {
  // The call runs the interview that is live now, whatever was live at sign-up (an owner may
  // have saved since); on a fresh install this also makes version 1.
  const live = await selectLiveVersion(db, input.now);
  try {
    return await db.transaction(async (tx): Promise<StartOutcome> => {
      const [current] = await tx
        .select({ status: interviews.status })
        .from(interviews)
        .where(eq(interviews.id, id))
        .for('update');
      if (hasEnded(requireRow(current).status)) return { kind: 'completed' };
      if (input.callId !== null) {
        const [holder] = await tx
          .select({ id: interviews.id })
          .from(interviews)
          .where(and(eq(interviews.callId, input.callId), ne(interviews.id, id)));
        if (holder) return { kind: 'call_claimed' };
      }
      const [interview] = await tx
        .update(interviews)
        .set({
          startedAt: input.startedAt,
          // A start without a call id keeps one given earlier.
          callId: input.callId ?? sql`${interviews.callId}`,
          status: 'started',
          // Recorded by the first start; a repeated start of the same call keeps it.
          ...(requireRow(current).status === 'started' ? {} : { interviewVersionId: live.id }),
          updatedAt: input.now,
        })
        .where(eq(interviews.id, id))
        .returning();
      return { kind: 'started', state: await withMirroredRecord(tx, requireRow(interview)) };
    });
  } catch (error) {
    if (isUniqueViolation(error, INTERVIEWS_CALL_ID_UNIQUE)) return { kind: 'call_claimed' };
    throw error;
  }
}

/** The outcome of an incremental transcript save. */
export type TranscriptSaveOutcome =
  | { kind: 'saved'; count: number }
  | { kind: 'gap'; storedCount: number }
  | { kind: 'too_many' }
  | { kind: 'completed' };

/**
 * Makes the stored transcript `stored[0:fromIndex] + entries`. Replaying the same save changes
 * nothing; a `fromIndex` past the stored length is a gap (an earlier save went missing).
 * With `leftAt` (the visitor left mid-call) the attempt also ends `abandoned`; that verdict
 * still counts after the platform's report ended the attempt (whichever arrives first), but
 * the sealed transcript is then left as it is.
 */
export async function saveTranscript(
  db: Database,
  id: string,
  input: { fromIndex: number; entries: TranscriptEntry[]; leftAt: Date | null; now: Date },
): Promise<TranscriptSaveOutcome> {
  return db.transaction(async (tx) => {
    // Row lock: concurrent saves of one attempt apply one after the other.
    const [current] = await tx
      .select({
        transcript: interviews.transcript,
        status: interviews.status,
        startedAt: interviews.startedAt,
      })
      .from(interviews)
      .where(eq(interviews.id, id))
      .for('update');
    const row = requireRow(current);
    if (hasEnded(row.status)) {
      if (!input.leftAt) return { kind: 'completed' };
      if (row.status !== 'abandoned') {
        const [updated] = await tx
          .update(interviews)
          .set({ status: 'abandoned', updatedAt: input.now })
          .where(eq(interviews.id, id))
          .returning();
        await withMirroredRecord(tx, requireRow(updated));
      }
      return { kind: 'saved', count: row.transcript.length };
    }
    if (input.fromIndex > row.transcript.length) {
      return { kind: 'gap', storedCount: row.transcript.length };
    }
    const next = [...row.transcript.slice(0, input.fromIndex), ...input.entries];
    if (next.length > TRANSCRIPT_MAX_ENTRIES || !transcriptFits(next)) return { kind: 'too_many' };
    const left = input.leftAt && {
      status: 'abandoned' as const,
      completedAt: input.leftAt,
      durationSeconds: secondsBetween(row.startedAt, input.leftAt),
    };
    if (left || !sameTranscript(next, row.transcript)) {
      const [updated] = await tx
        .update(interviews)
        .set({ transcript: next, ...left, updatedAt: input.now })
        .where(eq(interviews.id, id))
        .returning();
      await withMirroredRecord(tx, requireRow(updated));
    }
    return { kind: 'saved', count: next.length };
  });
}

/** The outcome of a completion: stored (or an identical replay), or refused as sealed. */
export type CompleteOutcome = { kind: 'completed'; state: InterviewState } | { kind: 'sealed' };

/**
 * Records the end of a call; its transcript replaces the stored one, and the attempt is
 * `completed` when the visitor answered at least once, else `abandoned`. Once ended (by this
 * route, the visitor leaving, or the platform's end-of-call report) the attempt is sealed: only
 * an identical replay of the completing request is answered again, anything else is refused.
 */
export async function completeInterview(
  db: Database,
  id: string,
  input: { completedAt: Date; transcript: TranscriptEntry[]; durationSeconds: number; now: Date },
): Promise<CompleteOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
    const row = requireRow(current);
    if (hasEnded(row.status)) {
      const replay =
        row.callReportAt === null &&
        row.completedAt?.getTime() === input.completedAt.getTime() &&
        row.durationSeconds === input.durationSeconds &&
        sameTranscript(row.transcript, input.transcript);
      return replay
        ? { kind: 'completed', state: await withMirroredRecord(tx, row) }
        : { kind: 'sealed' };
    }
    const [interview] = await tx
      .update(interviews)
      .set({
        completedAt: input.completedAt,
        status: pageEnding(input.transcript),
        transcript: input.transcript,
        durationSeconds: input.durationSeconds,
        updatedAt: input.now,
      })
      .where(eq(interviews.id, id))
      .returning();
    return { kind: 'completed', state: await withMirroredRecord(tx, requireRow(interview)) };
  });
}

/**
 * Copies the e-mail's latest attempt that has seen any activity onto its onboarding row. An
 * attempt that was opened but never used (a repeated sign-up abandoned before the call) does
 * not blank out what an earlier attempt recorded.
 */
export async function withMirroredRecord(
  tx: Queryable,
  interview: InterviewRow,
): Promise<InterviewState> {
  const [latest] = await tx
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.email, interview.email),
        or(
          isNotNull(interviews.startedAt),
          ne(interviews.status, 'pending'),
          sql`jsonb_array_length(${interviews.transcript}) > 0`,
        ),
      ),
    )
    .orderBy(desc(interviews.id))
    .limit(1);
  const source = latest ?? interview;
  const [record] = await tx
    .update(onboarding)
    .set({
      interviewStartedAt: source.startedAt,
      // Set for an abandoned attempt too (when it ended), with interview_completed false.
      interviewCompletedAt: source.completedAt,
      interviewCompleted: source.status === 'completed',
      transcript: source.transcript,
      interviewDurationSeconds: source.durationSeconds,
    })
    .where(eq(onboarding.email, interview.email))
    .returning();
  return { record: requireRow(record), interview };
}

export function sameTranscript(a: TranscriptEntry[], b: TranscriptEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        entry.role === other.role &&
        entry.text === other.text &&
        entry.timestamp === other.timestamp
      );
    })
  );
}

/** The routes check that an attempt exists first; a missing row here is a bug, not a 404. */
export function requireRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('interview attempt vanished during the request');
  return row;
}
