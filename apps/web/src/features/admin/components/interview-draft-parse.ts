// What the browser kept of an unsaved Interview form, read back: untrusted (another tab, an
// older build, a hand edit), so an entry is used only when every part of it has the shape the
// form expects.
import {
  INTERVIEW_MAX_QUESTIONS,
  type InterviewDefinition,
  type InterviewVersionRecord,
} from '@vibe/contracts/interview';
import { newQuestion, type InterviewDraft } from './interview-draft.ts';

/** What an edit started from: enough to save over it and to tell what changed since. */
export type InterviewBase = Pick<
  InterviewVersionRecord,
  'id' | 'number' | 'definition' | 'questionIds'
>;

/** One kept form: what it started from, the form, and when it was kept (ms since the epoch). */
export interface StoredDraft {
  base: InterviewBase;
  draft: InterviewDraft;
  savedAt: number;
}

/** Far above any field's limit: only to refuse a runaway value, the server checks the rest. */
const MAX_TEXT = 20_000;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;
const isListOf = <T>(value: unknown, each: (one: unknown) => one is T): value is T[] =>
  Array.isArray(value) && value.length <= INTERVIEW_MAX_QUESTIONS && value.every(each);
const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function definitionFrom(value: unknown): InterviewDefinition | null {
  if (!isRecord(value) || !isRecord(value.voice)) return null;
  const { firstMessage, questions, closingLine, voice } = value;
  const { silenceTimeoutSeconds, maxDurationSeconds, nudgeShortAnswers } = value;
  if (!isText(firstMessage) || !isText(closingLine) || !isListOf(questions, isText)) return null;
  if (!isText(voice.provider) || !isText(voice.voiceId)) return null;
  if (!isSeconds(silenceTimeoutSeconds) || !isSeconds(maxDurationSeconds)) return null;
  if (nudgeShortAnswers !== undefined && typeof nudgeShortAnswers !== 'boolean') return null;
  return {
    firstMessage,
    questions,
    closingLine,
    voice: { provider: voice.provider, voiceId: voice.voiceId },
    silenceTimeoutSeconds,
    maxDurationSeconds,
    ...(nudgeShortAnswers === undefined ? {} : { nudgeShortAnswers }),
  };
}

function baseFrom(value: unknown): InterviewBase | null {
  if (!isRecord(value) || !isText(value.id) || !value.id) return null;
  if (typeof value.number !== 'number' || !isListOf(value.questionIds, isText)) return null;
  const definition = definitionFrom(value.definition);
  if (!definition) return null;
  return { id: value.id, number: value.number, definition, questionIds: value.questionIds };
}

const isNullableText = (value: unknown): value is string | null => value === null || isText(value);

function questionFrom(value: unknown) {
  if (!isRecord(value) || !isText(value.text) || !isNullableText(value.id)) return null;
  if (!isNullableText(value.saved) || typeof value.reworded !== 'boolean') return null;
  return { ...newQuestion(value.text, value.id, value.reworded), saved: value.saved };
}

function draftFrom(value: unknown): InterviewDraft | null {
  if (!isRecord(value) || !Array.isArray(value.questions)) return null;
  if (value.questions.length > INTERVIEW_MAX_QUESTIONS) return null;
  const questions = value.questions.map(questionFrom);
  if (questions.some((question) => question === null)) return null;
  const { firstMessage, closingLine, provider, voiceId } = value;
  const { silenceTimeoutSeconds, maxDurationSeconds, nudgeShortAnswers } = value;
  if (!isText(firstMessage) || !isText(closingLine)) return null;
  if (!isText(provider) || !isText(voiceId)) return null;
  if (!isText(silenceTimeoutSeconds) || !isText(maxDurationSeconds)) return null;
  if (typeof nudgeShortAnswers !== 'boolean') return null;
  return {
    firstMessage,
    questions: questions.filter((question) => question !== null),
    closingLine,
    provider,
    voiceId,
    silenceTimeoutSeconds,
    maxDurationSeconds,
    nudgeShortAnswers,
  };
}

/** An entry read back, or null when it is missing, not JSON, or not of the expected shape. */
export function parseStoredDraft(raw: string | null): StoredDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.savedAt !== 'number') return null;
  const base = baseFrom(value.base);
  const draft = draftFrom(value.draft);
  return base && draft ? { base, draft, savedAt: value.savedAt } : null;
}
