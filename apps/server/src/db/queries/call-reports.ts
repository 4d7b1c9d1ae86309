import { eq } from 'drizzle-orm';
import { hasEnded, mergeEnding, reportEnding } from '../../interviews/outcome.ts';
import type { CallReport } from '../../call-reports/call-report.ts';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { INTERVIEWS_CALL_ID_UNIQUE, interviews, type InterviewRow } from '../schema/interviews.ts';
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
  | { kind: 'other_call'; interviewId: string }
  /** The call belongs to another attempt than the one its metadata names. */
  | { kind: 'mismatch'; interviewId: string }
  /** A report of this call that ended later (or as late with a longer transcript) is stored. */
  | { kind: 'superseded'; interviewId: string };

/**
 * Of two reports of one call, the one whose call ended later wins, then the longer transcript:
 * the platform may deliver them in any order. A report without an end time never replaces one.
 */
function supersedes(report: CallReport, stored: InterviewRow): boolean {
  if (stored.callReportAt === null || stored.callId !== report.callId) return true;
  const storedEnd = stored.completedAt?.getTime() ?? -Infinity;
  const end = report.endedAt?.getTime();
  if (end === undefined || end < storedEnd) return false;
  if (end > storedEnd) return true;
  return (report.transcript?.length ?? 0) >= stored.transcript.length;
}

/**
 * Stores an end-of-call report on its interview attempt, found by the call id recorded at start
 * (which must agree with the attempt id in the call's metadata, when it names one) or else by that
 * attempt id. The report's transcript replaces the stored one unless it holds fewer entries (a
 * report never erases what the page saved); the attempt ends `completed` or `abandoned` by the
 * report's ended reason (an `abandoned` verdict already stored stands); completed_at is the
 * call's end, the duration comes from its timing, started_at is filled in when unknown, and the
 * ended reason and recording URLs are kept. The onboarding row mirrors it. Replaying a report
 * changes nothing.
 */
export async function storeCallReport(
  db: Database,
  report: CallReport,
  now: Date,
): Promise<CallReportOutcome> {
  try {
    return await storeInTransaction(db, report, now);
  } catch (error) {
    // The attempt named by the metadata was bound to this call while another attempt's start
    // claimed the same call id: that call is the other attempt's now.
    if (isUniqueViolation(error, INTERVIEWS_CALL_ID_UNIQUE) && report.interviewId) {
      return { kind: 'other_call', interviewId: report.interviewId };
    }
    throw error;
  }
}

function storeInTransaction(
  db: Database,
  report: CallReport,
  now: Date,
): Promise<CallReportOutcome> {
  return db.transaction(async (tx) => {
    const byCall = report.callId
      ? await tx.select().from(interviews).where(eq(interviews.callId, report.callId)).for('update')
      : [];
    let [row] = byCall;
    if (row && report.interviewId && row.id !== report.interviewId) {
      return { kind: 'mismatch', interviewId: row.id };
    }
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
    if (!supersedes(report, row)) return { kind: 'superseded', interviewId: row.id };

    const transcript =
      report.transcript && report.transcript.length >= row.transcript.length
        ? report.transcript
        : row.transcript;
    const verdict = reportEnding(
      report.endedReason ?? (report.unlistedEndedReason ? 'unlisted' : undefined),
      transcript,
    );
    const next = {
      callId: row.callId ?? report.callId ?? null,
      startedAt: row.startedAt ?? report.startedAt ?? null,
      status: hasEnded(row.status) ? mergeEnding(row.status, verdict) : verdict,
      completedAt: report.endedAt ?? row.completedAt ?? now,
      durationSeconds: report.durationSeconds ?? row.durationSeconds,
      transcript,
      endedReason: report.endedReason ?? report.unlistedEndedReason ?? row.endedReason,
      recordingUrl: report.recordingUrl ?? row.recordingUrl,
      stereoRecordingUrl: report.stereoRecordingUrl ?? row.stereoRecordingUrl,
    };
    const unchanged =
      row.callReportAt !== null &&
      row.status === next.status &&
      row.completedAt?.getTime() === next.completedAt.getTime() &&
      row.durationSeconds === next.durationSeconds &&
      row.startedAt?.getTime() === next.startedAt?.getTime() &&
      row.endedReason === next.endedReason &&
      row.recordingUrl === next.recordingUrl &&
      row.stereoRecordingUrl === next.stereoRecordingUrl &&
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
