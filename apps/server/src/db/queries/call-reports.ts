import { desc, eq } from 'drizzle-orm';
import type { CallReport } from '../../webhooks/call-report.ts';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';
import {
  requireRow,
  sameTranscript,
  withMirroredRecord,
  type InterviewState,
} from './interviews.ts';

/** What became of an end-of-call report. */
export type CallReportOutcome =
  | { kind: 'stored'; state: InterviewState; changed: boolean }
  | { kind: 'unknown_call' }
  /** The attempt named in the metadata has since started another call; that call wins. */
  | { kind: 'other_call'; interviewId: string };

/**
 * Stores an end-of-call report on its interview attempt, found by the call id recorded at start
 * or else by the attempt id in the call's metadata. The report's transcript replaces the stored
 * one and the attempt is completed (completed_at = the call's end, duration from its timing,
 * started_at filled in when unknown); the onboarding row mirrors it. Replaying a report changes
 * nothing.
 */
export async function storeCallReport(
  db: Database,
  report: CallReport,
  now: Date,
): Promise<CallReportOutcome> {
  return db.transaction(async (tx) => {
    const byCall = report.callId
      ? await tx
          .select()
          .from(interviews)
          .where(eq(interviews.callId, report.callId))
          .orderBy(desc(interviews.id))
          .limit(1)
          .for('update')
      : [];
    let [row] = byCall;
    if (!row && report.interviewId) {
      [row] = await tx
        .select()
        .from(interviews)
        .where(eq(interviews.id, report.interviewId))
        .for('update');
      if (row?.callId && report.callId && row.callId !== report.callId) {
        return { kind: 'other_call', interviewId: row.id };
      }
    }
    if (!row) return { kind: 'unknown_call' };

    const next = {
      callId: row.callId ?? report.callId ?? null,
      startedAt: row.startedAt ?? report.startedAt ?? null,
      completed: true,
      completedAt: report.endedAt ?? row.completedAt ?? now,
      durationSeconds: report.durationSeconds ?? row.durationSeconds,
      transcript: report.transcript ?? row.transcript,
    };
    const unchanged =
      row.callReportAt !== null &&
      row.completed &&
      row.completedAt?.getTime() === next.completedAt.getTime() &&
      row.durationSeconds === next.durationSeconds &&
      row.startedAt?.getTime() === next.startedAt?.getTime() &&
      sameTranscript(row.transcript, next.transcript);
    if (unchanged) {
      return { kind: 'stored', state: await withMirroredRecord(tx, row), changed: false };
    }
    const [updated] = await tx
      .update(interviews)
      .set({ ...next, callReportAt: now, updatedAt: now })
      .where(eq(interviews.id, row.id))
      .returning();
    return {
      kind: 'stored',
      state: await withMirroredRecord(tx, requireRow(updated)),
      changed: true,
    };
  });
}
