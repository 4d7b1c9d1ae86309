// The page's side of an interview, behind its ticket: the call's start, its transcript as it
// grows, and its completion. Each runs in one transaction with the interview's row locked, so
// concurrent requests apply one after the other; an ended interview is sealed
// (docs/product.md#statuses).
import type { TranscriptEntry } from '@vibe/contracts/api';
import { transcriptFits } from '@vibe/contracts/api';
import { TRANSCRIPT_MAX_ENTRIES } from '@vibe/contracts/limits';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  findOtherHolderOfCall,
  lockInterview,
  requireRow,
  selectLiveVersion,
  selectOnboardingRecord,
  updateInterview,
  versionOf,
  type Queryable,
} from '../db/queries/interviews.ts';
import { INTERVIEWS_CALL_ID_UNIQUE, type InterviewRow } from '../db/schema/interviews.ts';
import type { OnboardingRecordRow } from '../db/schema/onboarding-records.ts';
import { secondsBetween } from '../lib/seconds-between.ts';
import { sameTranscript } from './same-transcript.ts';
import type { CompletionNotices } from '../mail/notices.ts';
import { interviewStatusChanged } from './status-changed.ts';
import { hasEnded, judgeInterview, scriptOf } from './answers.ts';

/** An interview together with the onboarding record over its person's current interview. */
export interface InterviewState {
  record: OnboardingRecordRow;
  interview: InterviewRow;
}

/** The interview with the onboarding record over its person's current interview. */
async function stateOf(tx: Queryable, interview: InterviewRow): Promise<InterviewState> {
  return { record: await selectOnboardingRecord(tx, interview.email), interview };
}

/** The outcome of a start: recorded, or refused because the interview is sealed or the call taken. */
export type StartOutcome =
  { kind: 'started'; state: InterviewState } | { kind: 'completed' } | { kind: 'call_claimed' };

/**
 * Records the start of a call. Repeating it with the same values changes nothing visible. A
 * call id another interview holds stays that interview's (the unique index settles two claims
 * racing each other).
 */
export async function startInterview(
  db: Database,
  id: string,
  input: { startedAt: Date; callId: string | null; now: Date },
): Promise<StartOutcome> {
  // The call runs the interview version that is live now, whatever was live at sign-up (an
  // owner may have saved since); on a fresh install this also makes version 1.
  const live = await selectLiveVersion(db, input.now);
  try {
    return await db.transaction(async (tx): Promise<StartOutcome> => {
      const current = requireRow(await lockInterview(tx, id));
      if (hasEnded(current.status)) return { kind: 'completed' };
      if (input.callId !== null && (await findOtherHolderOfCall(tx, input.callId, id))) {
        return { kind: 'call_claimed' };
      }
      const interview = await updateInterview(tx, id, {
        startedAt: input.startedAt,
        // A start without a call id keeps one given earlier.
        callId: input.callId ?? current.callId,
        status: 'started',
        // Recorded by the first start; a repeated start of the same call keeps it.
        ...(current.status === 'started' ? {} : { interviewVersionId: live.id }),
        updatedAt: input.now,
      });
      // Only chooses the current interview again: a started one queues no webhook or e-mail.
      await interviewStatusChanged(tx, current.status, interview, undefined, input.now);
      return { kind: 'started', state: await stateOf(tx, interview) };
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
 * nothing; a `fromIndex` past the stored length is a gap (an earlier save went missing). With
 * `leftAt` (the visitor left mid-call) the interview also ends, judged by what it holds; after
 * it ended (whichever arrived first) that save changes nothing and is answered as saved.
 */
export async function saveTranscript(
  db: Database,
  id: string,
  input: {
    fromIndex: number;
    entries: TranscriptEntry[];
    leftAt: Date | null;
    now: Date;
    notices?: CompletionNotices | undefined;
  },
): Promise<TranscriptSaveOutcome> {
  const live = input.leftAt ? await selectLiveVersion(db, input.now) : null;
  return db.transaction(async (tx) => {
    const row = requireRow(await lockInterview(tx, id));
    if (hasEnded(row.status)) {
      return input.leftAt ? { kind: 'saved', count: row.transcript.length } : { kind: 'completed' };
    }
    if (input.fromIndex > row.transcript.length) {
      return { kind: 'gap', storedCount: row.transcript.length };
    }
    const next = [...row.transcript.slice(0, input.fromIndex), ...input.entries];
    if (next.length > TRANSCRIPT_MAX_ENTRIES || !transcriptFits(next)) return { kind: 'too_many' };
    const ending =
      input.leftAt && live
        ? {
            status: judgeInterview(scriptOf(await versionOf(tx, row, live)), { transcript: next }),
            completedAt: input.leftAt,
            durationSeconds: secondsBetween(row.startedAt, input.leftAt),
          }
        : undefined;
    if (ending || !sameTranscript(next, row.transcript)) {
      const interview = await updateInterview(tx, id, {
        transcript: next,
        // A transcript means a call is under way, whether or not its start was recorded.
        ...(row.status === 'pending' ? { status: 'started' as const } : {}),
        ...ending,
        updatedAt: input.now,
      });
      await interviewStatusChanged(tx, row.status, interview, input.notices, input.now);
    }
    return { kind: 'saved', count: next.length };
  });
}

/** The outcome of a completion: stored (or an identical replay), or refused as sealed. */
export type CompleteOutcome = { kind: 'completed'; state: InterviewState } | { kind: 'sealed' };

/**
 * Records the end of a call; its transcript replaces the stored one, and the interview is
 * judged by it. Once ended (by this route, the visitor leaving, or the platform's call report)
 * the interview is sealed: only an identical replay of the completing request is answered
 * again, anything else is refused.
 */
export async function completeInterview(
  db: Database,
  id: string,
  input: {
    completedAt: Date;
    transcript: TranscriptEntry[];
    durationSeconds: number;
    now: Date;
    notices?: CompletionNotices | undefined;
  },
): Promise<CompleteOutcome> {
  const live = await selectLiveVersion(db, input.now);
  return db.transaction(async (tx) => {
    const row = requireRow(await lockInterview(tx, id));
    if (hasEnded(row.status)) {
      const replay =
        row.callReportAt === null &&
        row.completedAt?.getTime() === input.completedAt.getTime() &&
        row.durationSeconds === input.durationSeconds &&
        sameTranscript(row.transcript, input.transcript);
      return replay ? { kind: 'completed', state: await stateOf(tx, row) } : { kind: 'sealed' };
    }
    const script = scriptOf(await versionOf(tx, row, live));
    const interview = await updateInterview(tx, id, {
      completedAt: input.completedAt,
      status: judgeInterview(script, { transcript: input.transcript }),
      transcript: input.transcript,
      durationSeconds: input.durationSeconds,
      updatedAt: input.now,
    });
    await interviewStatusChanged(tx, row.status, interview, input.notices, input.now);
    return { kind: 'completed', state: await stateOf(tx, interview) };
  });
}
