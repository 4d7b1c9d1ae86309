// What every transition of an interview shares: the script it is judged against, and what
// happens after it changed (its person's current interview, and the record over it).
import { selectVersion } from '../db/queries/admin-interview.ts';
import {
  selectOnboardingRecord,
  setCurrentInterview,
  type Queryable,
} from '../db/queries/interviews.ts';
import type { InterviewStatus } from '@vibe/contracts/api';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';
import type { InterviewRow } from '../db/schema/interviews.ts';
import type { OnboardingRecordRow } from '../db/schema/onboarding-records.ts';
import type { InterviewScript } from './verdict.ts';

/** An interview together with the onboarding record over its person's current interview. */
export interface InterviewState {
  record: OnboardingRecordRow;
  interview: InterviewRow;
}

/**
 * The version an interview ran with: the one it recorded at its start, else (an interview
 * ended without a start, or from before versions) `live`.
 */
export async function versionOf(
  tx: Queryable,
  interview: Pick<InterviewRow, 'interviewVersionId'>,
  live: InterviewVersionRow,
): Promise<InterviewVersionRow> {
  if (!interview.interviewVersionId || interview.interviewVersionId === live.id) return live;
  return (await selectVersion(tx, interview.interviewVersionId)) ?? live;
}

export function scriptOf(version: InterviewVersionRow): InterviewScript {
  return {
    questions: version.definition.questions,
    closingLine: version.definition.closingLine,
  };
}

/**
 * A person's current interview is their newest that left `pending` (it saw a call), else their
 * newest: a sign-up repeated and never used does not hide what an earlier interview holds.
 * Only leaving `pending` can change which one that is, so only that transition is checked.
 */
export async function takeCurrentIfDue(
  tx: Queryable,
  previous: InterviewStatus,
  interview: InterviewRow,
): Promise<void> {
  if (previous !== 'pending' || interview.status === 'pending') return;
  const record = await selectOnboardingRecord(tx, interview.email);
  const current = record.currentInterviewId;
  if (current === interview.id) return;
  // Interview ids are UUIDv7: their text sorts by creation time.
  if (current === null || record.status === 'pending' || current < interview.id) {
    await setCurrentInterview(tx, interview.email, interview.id);
  }
}

/** The interview with the onboarding record over its person's current interview. */
export async function stateOf(tx: Queryable, interview: InterviewRow): Promise<InterviewState> {
  return { record: await selectOnboardingRecord(tx, interview.email), interview };
}
