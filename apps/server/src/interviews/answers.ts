// What an ended call says was answered, and the verdict from it (docs/product.md#statuses). Pure,
// so every rule is tested without a database.
// Answers: which answer an interview gave to each question of its version, from the platform's
// structured data (`q1`…`qN`, one string per question: the keys the assistant's analysis plan
// asks for) when the report has it, else from the transcript, where each visitor turn answers
// the last question the assistant asked. Several turns for one question are joined; a turn that
// only asks to hear the question again or to skip it answers nothing (docs/product.md#reactions).
// Verdict: how an interview ended, decided from what it holds, never from who reported it: the
// page's completion and the platform's call report reach the same verdict from the same
// evidence, whichever arrives first.
//   completed: every question got an answer with words, or the assistant reached its closing
//              line after the last question;
//   partial:   at least one question answered, not all;
//   abandoned: no question answered.
// A turn without words (silence, noise, the local platform's "(spoken answer, 4.0 s — …)" note
// for speech it could not recognise) is not an answer, nor is one that only asks to hear the
// question again or to skip it; reaching the closing line completes an interview only when no
// question was skipped and left unanswered (docs/product.md#reactions).
import type { InterviewStatus, TranscriptEntry } from '@vibe/contracts/api';
import { TRANSCRIPT_ENTRY_MAX_CHARS } from '@vibe/contracts/limits';
import { toStorableText } from '@vibe/contracts/storable';
import { answerKey, hasWords, visitorRequestOf } from '@vibe/voice-sdk/interview-assistant';
import type { InterviewVersionRow } from '../db/schema/interview-versions.ts';

/** One mapped answer, before it is stored. */
export interface MappedAnswer {
  questionIndex: number;
  question: string;
  answer: string;
  /** Seconds from `callStart` to the answer's first turn; null when unknown. */
  startSeconds: number | null;
}

/** Lower case, letters and digits only, single spaces: so punctuation and case never matter. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const clean = (text: string) => toStorableText(text).trim().slice(0, TRANSCRIPT_ENTRY_MAX_CHARS);

/** The answers a structured-data object holds, by question (absent or empty keys left out). */
export function answersFromStructuredData(
  structuredData: unknown,
  questions: readonly string[],
): Map<number, string> {
  const answers = new Map<number, string>();
  if (!structuredData || typeof structuredData !== 'object' || Array.isArray(structuredData)) {
    return answers;
  }
  const data = structuredData as Record<string, unknown>;
  questions.forEach((_question, index) => {
    const value = data[answerKey(index)];
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : '';
    const answer = clean(text);
    if (answer) answers.set(index, answer);
  });
  return answers;
}

/** The index of the question an assistant turn asks, searching from `from` on; -1: none. */
function askedQuestion(turn: string, questions: readonly string[], from: number): number {
  const said = normalise(turn);
  for (let index = Math.max(0, from); index < questions.length; index += 1) {
    const question = normalise(questions[index] ?? '');
    if (question && said.includes(question)) return index;
  }
  return -1;
}

/**
 * True when the assistant said its closing line after asking the last question (questions are
 * found in order, as for the answers): the interview ran to its end.
 */
function reachedClosingLine(
  transcript: readonly TranscriptEntry[],
  questions: readonly string[],
  closingLine: string,
): boolean {
  const closing = normalise(closingLine);
  if (!closing) return false;
  let current = -1;
  for (const entry of transcript) {
    if (entry.role !== 'assistant') continue;
    if (current === questions.length - 1 && normalise(entry.text).includes(closing)) return true;
    const asked = askedQuestion(entry.text, questions, current + 1);
    if (asked !== -1) current = asked;
  }
  return false;
}

/**
 * Each visitor turn with the question it follows: an assistant turn that contains a question (in
 * order, later questions only) makes the visitor's following turns about that question. Turns
 * before the first question are left out.
 */
function* visitorTurnsByQuestion(
  transcript: readonly TranscriptEntry[],
  questions: readonly string[],
): Generator<{ questionIndex: number; entry: TranscriptEntry }> {
  let current = -1;
  for (const entry of transcript) {
    if (entry.role === 'assistant') {
      const asked = askedQuestion(entry.text, questions, current + 1);
      if (asked !== -1) current = asked;
    } else if (current !== -1) {
      yield { questionIndex: current, entry };
    }
  }
}

/** The questions the visitor asked to skip (docs/product.md#reactions), by index. */
export function skippedQuestions(
  transcript: readonly TranscriptEntry[],
  questions: readonly string[],
): Set<number> {
  const skipped = new Set<number>();
  for (const { questionIndex, entry } of visitorTurnsByQuestion(transcript, questions)) {
    if (visitorRequestOf(entry.text) === 'skip') skipped.add(questionIndex);
  }
  return skipped;
}

/**
 * The answers in a transcript: the visitor's turns after a question are its answer
 * ({@link visitorTurnsByQuestion}), except those that only ask to hear it again or to skip it.
 */
export function answersFromTranscript(
  transcript: readonly TranscriptEntry[],
  questions: readonly string[],
  callStart: Date | null,
): MappedAnswer[] {
  const turns = new Map<number, { texts: string[]; firstAt: string }>();
  for (const { questionIndex: current, entry } of visitorTurnsByQuestion(transcript, questions)) {
    const text = entry.text.trim();
    if (!text || visitorRequestOf(text)) continue;
    const found = turns.get(current);
    if (found) found.texts.push(text);
    else turns.set(current, { texts: [text], firstAt: entry.timestamp });
  }
  return [...turns.entries()]
    .sort(([a], [b]) => a - b)
    .map(([questionIndex, { texts, firstAt }]) => ({
      questionIndex,
      question: questions[questionIndex] ?? '',
      answer: clean(texts.join(' ')),
      startSeconds: offsetSeconds(firstAt, callStart),
    }))
    .filter((answer) => answer.answer);
}

function offsetSeconds(at: string, callStart: Date | null): number | null {
  if (!callStart) return null;
  const seconds = (Date.parse(at) - callStart.getTime()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 10) / 10 : null;
}

/**
 * The interview's answers: the structured data's where it has them (each timed by the
 * transcript's turn for that question, when there is one), else the transcript's.
 */
export function mapAnswers(input: {
  questions: readonly string[];
  structuredData: unknown;
  transcript: readonly TranscriptEntry[];
  callStart: Date | null;
}): MappedAnswer[] {
  const fromTranscript = answersFromTranscript(input.transcript, input.questions, input.callStart);
  const structured = answersFromStructuredData(input.structuredData, input.questions);
  if (structured.size === 0) return fromTranscript;
  const timing = new Map(fromTranscript.map((a) => [a.questionIndex, a.startSeconds]));
  return [...structured.entries()]
    .sort(([a], [b]) => a - b)
    .map(([questionIndex, answer]) => ({
      questionIndex,
      question: input.questions[questionIndex] ?? '',
      answer,
      startSeconds: timing.get(questionIndex) ?? null,
    }));
}

export type InterviewEnding = Extract<InterviewStatus, 'completed' | 'partial' | 'abandoned'>;

/** What an interview version asks: its questions, in order, and its closing line. */
export interface InterviewScript {
  questions: readonly string[];
  closingLine: string;
}

/** The script of a version: what its interviews are judged against. */
export function scriptOf(version: InterviewVersionRow): InterviewScript {
  return {
    questions: version.definition.questions,
    closingLine: version.definition.closingLine,
  };
}

/** The evidence of one ended call. */
export interface CallEvidence {
  transcript: readonly TranscriptEntry[];
  /** The platform's per-question answers (`q1`…`qN`), when its call report has them. */
  structuredData?: unknown;
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
