// A question's identity across versions (docs/product.md#dashboard): its answers are kept by it,
// so the Answers screen and the exports show every answer to a question under it, whatever
// version asked it. The same wording (case and spacing aside) is the same question; an owner
// may also say that a reworded question is still the same one, by sending its earlier id.
import { createHash } from 'node:crypto';

/** A wording as identity compares it: trimmed, spaces collapsed, lower case. */
export const comparableWording = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The id of a wording no version asked before. The migration that gave the first versions their
 * ids computed the same (drizzle/0016_question_identity_backfill.sql); nothing depends on that
 * now, since later saves reuse whatever id an earlier version gave a wording.
 */
export const idOfWording = (text: string) =>
  `q${createHash('md5').update(comparableWording(text)).digest('hex').slice(0, 16)}`;

/** What earlier versions asked: each version's questions and their ids, by position. */
export interface AskedBefore {
  questions: readonly string[];
  questionIds: readonly string[];
}

/** An id the owner sent that no earlier version gave a question. */
export class UnknownQuestionIdError extends Error {
  override name = 'UnknownQuestionIdError';
}

/**
 * The ids of `questions` (by position) for a new version: the id the owner chose for a reworded
 * question (`chosen`, which must be one an earlier version gave), else the id an earlier version
 * gave the same wording, else a new one. An id is never given twice within one version: a repeat
 * is known by a suffix of its position.
 */
export function assignQuestionIds(
  questions: readonly string[],
  chosen: readonly (string | null)[] | undefined,
  before: readonly AskedBefore[],
): string[] {
  const known = new Set<string>();
  const byWording = new Map<string, string>();
  // Oldest first, so a wording keeps the id it got first.
  for (const version of [...before].reverse()) {
    version.questionIds.forEach((id, at) => {
      known.add(id);
      const wording = version.questions[at];
      if (wording !== undefined && !byWording.has(comparableWording(wording))) {
        byWording.set(comparableWording(wording), id);
      }
    });
  }
  const taken = new Set<string>();
  return questions.map((text, at) => {
    const pick = chosen?.[at] ?? null;
    if (pick !== null && !known.has(pick)) {
      throw new UnknownQuestionIdError(`Question ${at + 1} names an id no version gave: ${pick}.`);
    }
    const id = pick ?? byWording.get(comparableWording(text)) ?? idOfWording(text);
    const unique = taken.has(id) ? `${id}-${at + 1}` : id;
    taken.add(unique);
    return unique;
  });
}
