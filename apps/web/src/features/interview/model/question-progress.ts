// Which question of the interview the assistant is on (docs/product.md#interview, "Question n
// of N"), read from the conversation itself so it works on any platform: the page knows the live
// questions (from GET /api/voice-config) and finds them in what the assistant says. The local
// platform's script speaks each question word for word (after "Sure — " when repeating it); a
// hosted model may rephrase a little or run it into its greeting, so a line asks a question when
// it holds nearly all of that question's meaningful words. Nothing matched: nothing is shown.
import type { TranscriptEntry } from '@vibe/contracts/api';

/** Where the interview stands: question `number` (1-based) of `total`. */
export interface QuestionProgress {
  number: number;
  total: number;
}

/** The share of a question's meaningful words a line must hold to be taken as asking it. */
export const QUESTION_MATCH_SHARE = 0.75;

/**
 * The share that is enough for the question that comes next (the first one, or the one after the
 * last asked): the assistant asks in order, so a looser rephrasing of that one is still it.
 */
export const NEXT_QUESTION_MATCH_SHARE = 0.6;

// Words too common to tell one question from another (or from an acknowledgement).
const COMMON_WORDS = new Set(
  'a an and are as at be do does for how i in is it me of on or so that the to what which you your'.split(
    ' ',
  ),
);

/** Lowercased words without punctuation or accents, with a light stem ("building" → "build"). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((word) => (word.length > 4 ? word.replace(/(ing|ed|es|s)$/, '') : word));
}

/** A question's words that tell it apart, each once; all of them when it has (almost) no other. */
function keyWordsOf(question: string): string[] {
  const words = [...new Set(wordsOf(question))];
  const key = words.filter((word) => !COMMON_WORDS.has(word));
  return key.length >= 2 ? key : words;
}

/** Matches lines against a fixed list of questions; build once per list. */
export class QuestionMatcher {
  readonly total: number;
  readonly #questions: string[][];

  constructor(questions: readonly string[]) {
    this.#questions = questions.map(keyWordsOf);
    this.total = questions.length;
  }

  /**
   * The index of the question `line` asks, or -1: the question holding the largest share of its
   * words in the line (at least {@link QUESTION_MATCH_SHARE}, or
   * {@link NEXT_QUESTION_MATCH_SHARE} for question `next`); on a tie the later one.
   */
  questionIn(line: string, next = -1): number {
    const said = new Set(wordsOf(line));
    let best = -1;
    let bestShare = 0;
    this.#questions.forEach((words, index) => {
      if (words.length === 0) return;
      const share = words.filter((word) => said.has(word)).length / words.length;
      const needed = index === next ? NEXT_QUESTION_MATCH_SHARE : QUESTION_MATCH_SHARE;
      if (share >= needed && share >= bestShare) {
        best = index;
        bestShare = share;
      }
    });
    return best;
  }

  /**
   * The question the assistant asked last in `transcript`, or null when it has asked none that
   * is known. Lines that ask nothing (an acknowledgement, "Could you tell me a bit more?", the
   * closing line) leave it where it was.
   */
  progressOf(transcript: readonly TranscriptEntry[]): QuestionProgress | null {
    let current = -1;
    for (const entry of transcript) {
      if (entry.role !== 'assistant') continue;
      const index = this.questionIn(entry.text, current + 1);
      if (index !== -1) current = index;
    }
    return current === -1 ? null : { number: current + 1, total: this.total };
  }
}

/** The questions of a voice configuration, when it carries a usable list (else none). */
export function questionsOf(config: { questions?: unknown } | undefined): string[] {
  const questions = config?.questions;
  if (!Array.isArray(questions)) return [];
  return questions.every((question) => typeof question === 'string') ? questions : [];
}
