// The platform's side of an interview: its call report, stored on the interview it belongs to
// in one transaction with the answers per question and the verdict (docs/product.md#statuses).
import type { CallReport } from '../call-reports/call-report.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  lockInterview,
  lockInterviewOfCall,
  replaceAnswers,
  selectLiveVersion,
  updateInterview,
  versionOf,
  type Queryable,
} from '../db/queries/interviews.ts';
import { INTERVIEWS_CALL_ID_UNIQUE, type InterviewRow } from '../db/schema/interviews.ts';
import type { CompletionNotices } from '../mail/notices.ts';
import { interviewStatusChanged } from './status-changed.ts';
import { loadThemes, type ThemesOf } from '../themes/theme-model.ts';
import { judgeInterview, mapAnswers, scriptOf } from './answers.ts';
import { sameTranscript } from './same-transcript.ts';

/** What became of a call report. */
export type CallReportOutcome =
  | { kind: 'stored'; interview: InterviewRow; changed: boolean; answers: number }
  | { kind: 'unknown_call' }
  /** A test call (an owner trying a version): never an interview, so stored nowhere. */
  | { kind: 'test_call' }
  /** The interview named in the metadata has since started another call; that call wins. */
  | { kind: 'other_call'; interviewId: string }
  /** The call belongs to another interview than the one its metadata names. */
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
 * The theme extractor; when the model cannot load, the report is stored without themes rather
 * than refused (its answers count for everything else).
 */
async function themeExtractor(): Promise<ThemesOf> {
  try {
    return await loadThemes();
  } catch {
    return () => [];
  }
}

type Located = { row: InterviewRow } | Exclude<CallReportOutcome, { kind: 'stored' }>;

/**
 * The interview a report belongs to, locked: the one holding its call id (which must agree with
 * the interview its metadata names, when it names one), or else the one its metadata names.
 */
async function locate(tx: Queryable, report: CallReport): Promise<Located> {
  const byCall = report.callId ? await lockInterviewOfCall(tx, report.callId) : undefined;
  if (byCall && report.interviewId && byCall.id !== report.interviewId) {
    return { kind: 'mismatch', interviewId: byCall.id };
  }
  const row = byCall ?? (report.interviewId && (await lockInterview(tx, report.interviewId)));
  if (!row) return { kind: 'unknown_call' };
  if (!byCall && row.callId && report.callId && row.callId !== report.callId) {
    return { kind: 'other_call', interviewId: row.id };
  }
  if (!supersedes(report, row)) return { kind: 'superseded', interviewId: row.id };
  return { row };
}

/**
 * Stores a call report on its interview. The report's transcript replaces the stored one unless
 * it holds fewer entries (a report never erases what the page saved); the interview is judged
 * from that transcript and the report's per-question structured data, and its answers per
 * question are stored with it; completed_at is the call's end, the duration comes from its
 * timing, started_at is filled in when unknown, and the ended reason, recording URLs and summary
 * are kept. Replaying a report changes nothing.
 */
export async function receiveCallReport(
  db: Database,
  report: CallReport,
  now: Date,
  notices?: CompletionNotices,
): Promise<CallReportOutcome> {
  if (report.testCall) return { kind: 'test_call' };
  const live = await selectLiveVersion(db, now);
  // Loaded before the transaction, so no lock waits on the model
  // (docs/product.md#themes-per-question).
  const themesOf = await themeExtractor();
  try {
    return await db.transaction(async (tx): Promise<CallReportOutcome> => {
      const located = await locate(tx, report);
      if (!('row' in located)) return located;
      const { row } = located;
      const transcript =
        report.transcript && report.transcript.length >= row.transcript.length
          ? report.transcript
          : row.transcript;
      const version = await versionOf(tx, row, live);
      const script = scriptOf(version);
      const evidence = { transcript, structuredData: report.analysis.structuredData };
      const startedAt = row.startedAt ?? report.startedAt ?? null;
      const answers = mapAnswers({ ...script, ...evidence, callStart: startedAt });
      // A fraction of a millisecond per answer: plain computation, nothing awaited under the lock.
      const withThemes = answers.map((answer) => ({ ...answer, themes: themesOf(answer.answer) }));
      const next = {
        callId: row.callId ?? report.callId ?? null,
        startedAt,
        status: judgeInterview(script, evidence),
        completedAt: report.endedAt ?? row.completedAt ?? now,
        durationSeconds: report.durationSeconds ?? row.durationSeconds,
        transcript,
        endedReason: report.endedReason ?? report.unlistedEndedReason ?? row.endedReason,
        recordingUrl: report.recordingUrl ?? row.recordingUrl,
        stereoRecordingUrl: report.stereoRecordingUrl ?? row.stereoRecordingUrl,
        interviewVersionId: version.id,
        summary: report.analysis.summary ?? row.summary,
      };
      const changed = row.callReportAt === null || !sameStoredReport(row, next);
      const interview = changed
        ? await updateInterview(tx, row.id, { ...next, callReportAt: now, updatedAt: now })
        : row;
      await replaceAnswers(tx, {
        interviewId: row.id,
        email: row.email,
        version,
        answers: withThemes,
        at: interview.completedAt ?? now,
      });
      await interviewStatusChanged(tx, row.status, interview, notices, now);
      return { kind: 'stored', interview, changed, answers: answers.length };
    });
  } catch (error) {
    // The interview named by the metadata was bound to this call while another interview's
    // start claimed the same call id: that call is the other interview's now.
    if (isUniqueViolation(error, INTERVIEWS_CALL_ID_UNIQUE) && report.interviewId) {
      return { kind: 'other_call', interviewId: report.interviewId };
    }
    throw error;
  }
}

/** True when storing `next` would leave the row as it is. */
function sameStoredReport(
  row: InterviewRow,
  next: Omit<
    InterviewRow,
    'id' | 'email' | 'tokenHash' | 'createdAt' | 'updatedAt' | 'callReportAt'
  >,
): boolean {
  return (
    row.status === next.status &&
    row.completedAt?.getTime() === next.completedAt?.getTime() &&
    row.durationSeconds === next.durationSeconds &&
    row.startedAt?.getTime() === next.startedAt?.getTime() &&
    row.callId === next.callId &&
    row.endedReason === next.endedReason &&
    row.recordingUrl === next.recordingUrl &&
    row.stereoRecordingUrl === next.stereoRecordingUrl &&
    row.interviewVersionId === next.interviewVersionId &&
    row.summary === next.summary &&
    sameTranscript(row.transcript, next.transcript)
  );
}
