// How an interview ended, decided from what it holds, never from who reported it: the page's
// completion and the platform's call report reach the same verdict from the same evidence,
// whichever arrives first (docs/product.md#statuses).
//   completed: every question got an answer with words, or the assistant reached its closing
//              line after the last question;
//   partial:   at least one question answered, not all;
//   abandoned: no question answered.
// A turn without words (silence, noise, the local platform's "(spoken answer, 4.0 s — …)" note
// for speech it could not recognise) is not an answer, nor is one that only asks to hear the
// question again or to skip it; reaching the closing line completes an interview only when no
// question was skipped and left unanswered (docs/product.md#reactions).
import type { InterviewStatus, TranscriptEntry } from '@vibe/contracts/api';
import { visitorRequestOf } from '@vibe/voice-sdk/interview-assistant';
import { mapAnswers, reachedClosingLine, skippedQuestions } from './answers.ts';

export type InterviewEnding = Extract<InterviewStatus, 'completed' | 'partial' | 'abandoned'>;

/** What an interview version asks: its questions, in order, and its closing line. */
export interface InterviewScript {
  questions: readonly string[];
  closingLine: string;
}

/** The evidence of one ended call. */
export interface CallEvidence {
  transcript: readonly TranscriptEntry[];
  /** The platform's per-question answers (`q1`…`qN`), when its call report has them. */
  structuredData?: unknown;
}

/** Notes in parentheses or brackets, which a recogniser or the platform writes for non-speech. */
const NOTES = /\([^)]*\)|\[[^\]]*\]/g;

/** True when `text` holds a word: a letter or digit outside parenthesised or bracketed notes. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(NOTES, ' '));
}

/**
 * True when an answer counts: it has words and does not only ask to hear the question again or
 * to skip it (docs/product.md#reactions), as a platform's structured data may hold.
 */
export function isAnswer(text: string): boolean {
  return hasWords(text) && visitorRequestOf(text) === null;
}

/** The indices of the script's questions that got an answer ({@link isAnswer}). */
function answeredIndices(script: InterviewScript, evidence: CallEvidence): Set<number> {
  const answers = mapAnswers({
    questions: script.questions,
    structuredData: evidence.structuredData,
    transcript: evidence.transcript,
    callStart: null,
  });
  return new Set(answers.filter((a) => isAnswer(a.answer)).map((a) => a.questionIndex));
}

/** How many of the script's questions got an answer with words. */
export function answeredQuestions(script: InterviewScript, evidence: CallEvidence): number {
  return answeredIndices(script, evidence).size;
}

export function judgeInterview(script: InterviewScript, evidence: CallEvidence): InterviewEnding {
  const answered = answeredIndices(script, evidence);
  if (answered.size >= script.questions.length) return 'completed';
  const skipped = [...skippedQuestions(evidence.transcript, script.questions)];
  if (
    skipped.every((index) => answered.has(index)) &&
    reachedClosingLine(evidence.transcript, script.questions, script.closingLine)
  ) {
    return 'completed';
  }
  return answered.size > 0 ? 'partial' : 'abandoned';
}

/** True once the interview ended: it is sealed (start, transcript and complete are refused). */
export function hasEnded(status: InterviewStatus): status is InterviewEnding {
  return status === 'completed' || status === 'partial' || status === 'abandoned';
}
