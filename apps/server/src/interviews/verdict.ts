// How an interview attempt ended, decided in one place for the page's own completion and the
// platform's end-of-call report, so the two agree whichever arrives first (issue 11, "honest
// endings"): `completed` when the assistant ended it, or when the visitor ended it after answering
// at least once; `abandoned` when the visitor left, the connection was lost, or a limit or a fault
// ended it with no answer. Of two verdicts, `abandoned` wins: a later message may add detail but
// never turns an abandoned interview into a completed one, and the order never matters.
import type { InterviewStatus, TranscriptEntry } from '@vibe/contracts/api';
import type { CallEndedReason } from '@vibe/voice-sdk/protocol';

export type InterviewEnding = Extract<InterviewStatus, 'completed' | 'abandoned'>;

/** An ended reason of the protocol, or `unlisted` for one it does not list (a newer platform's). */
export type EndingReason = CallEndedReason | 'unlisted';

/** The platform's reasons that mean the assistant finished its interview. */
const ASSISTANT_ENDINGS: ReadonlySet<EndingReason> = new Set<CallEndedReason>([
  'assistant-ended-call',
  'assistant-said-end-call-phrase',
  'assistant-ended-call-with-hangup-task',
  'assistant-ended-call-after-message-spoken',
  'assistant-forwarded-call',
]);

/** Reasons where the visitor (or a limit) ended the call: it counts if they answered. */
const ENDINGS_THAT_COUNT_ANSWERS: ReadonlySet<EndingReason> = new Set<CallEndedReason>([
  'customer-ended-call',
  'silence-timed-out',
  'exceeded-max-duration',
]);

/** Whole seconds between a call's start and end; 0 when the start is unknown (spec §9). */
export function secondsBetween(startedAt: Date | null, endedAt: Date): number {
  if (!startedAt) return 0;
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}

/** True once the visitor said or typed at least one answer. */
export function hasAnswer(transcript: readonly TranscriptEntry[]): boolean {
  return transcript.some((entry) => entry.role === 'user' && entry.text.trim() !== '');
}

/** The verdict of the page's own completion: the call ended while the visitor was there. */
export function pageEnding(transcript: readonly TranscriptEntry[]): InterviewEnding {
  return hasAnswer(transcript) ? 'completed' : 'abandoned';
}

/**
 * The verdict of an end-of-call report. A report without a reason is judged like the page's
 * completion; every other reason (faults, refused permissions, unlisted ones) is `abandoned`.
 */
export function reportEnding(
  endedReason: EndingReason | undefined,
  transcript: readonly TranscriptEntry[],
): InterviewEnding {
  if (endedReason !== undefined && ASSISTANT_ENDINGS.has(endedReason)) return 'completed';
  if (endedReason === undefined || ENDINGS_THAT_COUNT_ANSWERS.has(endedReason)) {
    return pageEnding(transcript);
  }
  return 'abandoned';
}

/** True once the attempt ended: it is sealed (start, transcript and complete are refused). */
export function hasEnded(status: InterviewStatus): status is InterviewEnding {
  return status === 'completed' || status === 'abandoned';
}

/** The status after a new verdict: `abandoned` from either side wins. */
export function mergeEnding(stored: InterviewStatus, verdict: InterviewEnding): InterviewEnding {
  return stored === 'abandoned' || verdict === 'abandoned' ? 'abandoned' : 'completed';
}
