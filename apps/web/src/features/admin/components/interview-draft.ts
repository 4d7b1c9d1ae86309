// The Interview screen's form state: what the owner types, checked against the contracts'
// limits before it is sent, so each mistake is named beside its field.
import {
  INTERVIEW_LINE_MAX_CHARS,
  INTERVIEW_MAX_QUESTIONS,
  INTERVIEW_MIN_QUESTIONS,
  MAX_DURATION_MAX_SECONDS,
  MAX_DURATION_MIN_SECONDS,
  QUESTION_MAX_CHARS,
  SILENCE_TIMEOUT_MAX_SECONDS,
  SILENCE_TIMEOUT_MIN_SECONDS,
  type InterviewDefinition,
  nudgesShortAnswers,
} from '@vibe/contracts/interview';
import { adminCopy } from '../copy.ts';

const errors = adminCopy.interview.errors;

export interface DraftQuestion {
  /** Stable across moves, so React keeps each input's focus and state. */
  key: number;
  text: string;
  /** The saved question's identity (`questionIds`) it came from; null for a new one. */
  id: string | null;
  /** Its wording when saved; null for a new one. */
  saved: string | null;
  /** The owner says the new wording asks the same question (its answers stay together). */
  reworded: boolean;
}

export interface InterviewDraft {
  firstMessage: string;
  questions: DraftQuestion[];
  closingLine: string;
  provider: string;
  voiceId: string;
  silenceTimeoutSeconds: string;
  maxDurationSeconds: string;
  /** Whether short answers get one nudge (docs/product.md#reactions). */
  nudgeShortAnswers: boolean;
}

export interface DraftErrors {
  firstMessage?: string;
  closingLine?: string;
  /** Per question, by position. */
  questions: (string | undefined)[];
  /** About the list as a whole (too few). */
  questionList?: string;
  silenceTimeoutSeconds?: string;
  maxDurationSeconds?: string;
}

let nextKey = 1;
export const newQuestion = (
  text = '',
  id: string | null = null,
  reworded = false,
): DraftQuestion => ({ key: nextKey++, text, id, saved: id === null ? null : text, reworded });

/** The form of a saved version; `questionIds` by position, as the version holds them. */
export function draftOf(
  definition: InterviewDefinition,
  questionIds: readonly (string | null)[] = [],
): InterviewDraft {
  return {
    firstMessage: definition.firstMessage,
    questions: definition.questions.map((text, at) => newQuestion(text, questionIds[at] ?? null)),
    closingLine: definition.closingLine,
    provider: definition.voice.provider,
    voiceId: definition.voice.voiceId,
    silenceTimeoutSeconds: String(definition.silenceTimeoutSeconds),
    maxDurationSeconds: String(definition.maxDurationSeconds),
    // Versions saved before the switch existed nudge.
    nudgeShortAnswers: nudgesShortAnswers(definition),
  };
}

function lineError(text: string, max: number): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return errors.empty;
  if (trimmed.length > max) return errors.tooLong(max);
  return undefined;
}

function secondsError(text: string, min: number, max: number): string | undefined {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) return errors.range(min, max);
  return undefined;
}

/** The draft's mistakes; none when {@link hasErrors} is false. */
export function validateDraft(draft: InterviewDraft): DraftErrors {
  return {
    firstMessage: lineError(draft.firstMessage, INTERVIEW_LINE_MAX_CHARS),
    closingLine: lineError(draft.closingLine, INTERVIEW_LINE_MAX_CHARS),
    questions: draft.questions.map((question) => lineError(question.text, QUESTION_MAX_CHARS)),
    questionList: draft.questions.length < INTERVIEW_MIN_QUESTIONS ? errors.tooFew : undefined,
    silenceTimeoutSeconds: secondsError(
      draft.silenceTimeoutSeconds,
      SILENCE_TIMEOUT_MIN_SECONDS,
      SILENCE_TIMEOUT_MAX_SECONDS,
    ),
    maxDurationSeconds: secondsError(
      draft.maxDurationSeconds,
      MAX_DURATION_MIN_SECONDS,
      MAX_DURATION_MAX_SECONDS,
    ),
  };
}

export function hasErrors(found: DraftErrors): boolean {
  const { questions, ...rest } = found;
  return questions.some(Boolean) || Object.values(rest).some(Boolean);
}

/** The body of `PUT /api/admin/interview` (texts trimmed as the server would). */
export function definitionOf(draft: InterviewDraft): InterviewDefinition {
  return {
    firstMessage: draft.firstMessage.trim(),
    questions: draft.questions.map((question) => question.text.trim()),
    closingLine: draft.closingLine.trim(),
    voice: { provider: draft.provider, voiceId: draft.voiceId },
    silenceTimeoutSeconds: Number(draft.silenceTimeoutSeconds),
    maxDurationSeconds: Number(draft.maxDurationSeconds),
    nudgeShortAnswers: draft.nudgeShortAnswers,
  };
}

export const canAddQuestion = (draft: InterviewDraft) =>
  draft.questions.length < INTERVIEW_MAX_QUESTIONS;
export const canRemoveQuestion = (draft: InterviewDraft) =>
  draft.questions.length > INTERVIEW_MIN_QUESTIONS;

/** The questions with the one at `from` moved to `to`. */
export function moveQuestion(questions: DraftQuestion[], from: number, to: number) {
  if (to < 0 || to >= questions.length) return questions;
  const moved = [...questions];
  const [question] = moved.splice(from, 1);
  moved.splice(to, 0, question!);
  return moved;
}

/**
 * Whether the question's wording moved away from its saved one (the owner then says whether it
 * is still the same question).
 */
export const isRewritten = (question: DraftQuestion) =>
  question.saved !== null && question.text.trim() !== question.saved.trim();

/**
 * The `questionIds` of a save, by position: a question keeps its identity while its wording is
 * unchanged or the owner ticked "reworded"; otherwise it is known by its new wording alone.
 */
export function questionIdsOf(draft: InterviewDraft): (string | null)[] {
  return draft.questions.map((question) =>
    question.id !== null && (!isRewritten(question) || question.reworded) ? question.id : null,
  );
}

/** Whether two definitions ask the same (absent `nudgeShortAnswers` counts as on). */
export function sameDefinition(a: InterviewDefinition, b: InterviewDefinition): boolean {
  return (
    a.firstMessage === b.firstMessage &&
    a.closingLine === b.closingLine &&
    a.questions.length === b.questions.length &&
    a.questions.every((question, at) => question === b.questions[at]) &&
    a.voice.provider === b.voice.provider &&
    a.voice.voiceId === b.voice.voiceId &&
    a.silenceTimeoutSeconds === b.silenceTimeoutSeconds &&
    a.maxDurationSeconds === b.maxDurationSeconds &&
    nudgesShortAnswers(a) === nudgesShortAnswers(b)
  );
}

/** Whether the form holds something its saved version does not (what a save would change). */
export const differsFrom = (draft: InterviewDraft, saved: InterviewDefinition) =>
  !sameDefinition(definitionOf(draft), saved);
