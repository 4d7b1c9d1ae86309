// What making a version live changes for the next interviews, question by question: a question
// is the same one while its identity (`questionIds`) is, whatever its wording.
import {
  nudgesShortAnswers,
  type InterviewDefinition,
  type InterviewVersionRecord,
} from '@vibe/contracts/interview';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.interview;

export interface InterviewChanges {
  added: string[];
  removed: string[];
  reworded: { from: string; to: string }[];
  /** The names of the other fields that differ (first message, voice, order of questions…). */
  fields: string[];
}

type Compared = Pick<InterviewVersionRecord, 'definition' | 'questionIds'>;

/** Each question with its identity; one without a known id is known by its wording. */
const questionsOf = ({ definition, questionIds }: Compared) =>
  definition.questions.map((text, at) => ({ id: questionIds[at] ?? `text:${text}`, text }));

function otherFields(live: InterviewDefinition, next: InterviewDefinition): string[] {
  const differs: [boolean, string][] = [
    [live.firstMessage !== next.firstMessage, copy.firstMessage],
    [live.closingLine !== next.closingLine, copy.closingLine],
    [
      live.voice.provider !== next.voice.provider || live.voice.voiceId !== next.voice.voiceId,
      copy.voice,
    ],
    [live.silenceTimeoutSeconds !== next.silenceTimeoutSeconds, copy.silenceTimeout],
    [live.maxDurationSeconds !== next.maxDurationSeconds, copy.maxDuration],
    [nudgesShortAnswers(live) !== nudgesShortAnswers(next), copy.nudgeShortAnswers],
  ];
  return differs.filter(([changed]) => changed).map(([, name]) => name);
}

/** What `next` changes from `live`. */
export function changesBetween(live: Compared, next: Compared): InterviewChanges {
  const before = questionsOf(live);
  const after = questionsOf(next);
  const beforeById = new Map(before.map((question) => [question.id, question]));
  const afterIds = new Set(after.map((question) => question.id));
  const kept = after.filter((question) => beforeById.has(question.id));
  const keptBefore = before.filter((question) => afterIds.has(question.id));
  const moved = kept.some((question, at) => keptBefore[at]?.id !== question.id);
  return {
    added: after.filter((question) => !beforeById.has(question.id)).map(({ text }) => text),
    removed: before.filter((question) => !afterIds.has(question.id)).map(({ text }) => text),
    reworded: kept
      .map((question) => ({ from: beforeById.get(question.id)!.text, to: question.text }))
      .filter(({ from, to }) => from !== to),
    fields: [
      ...(moved ? [copy.changes.order] : []),
      ...otherFields(live.definition, next.definition),
    ],
  };
}

export const changesNothing = (changes: InterviewChanges) =>
  !changes.added.length &&
  !changes.removed.length &&
  !changes.reworded.length &&
  !changes.fields.length;
