// How the scripted assistant reacts to what the visitor said since it last asked: small rules,
// applied in a fixed order, so what it says next is predictable (docs/product.md#reactions).
// Pure: the call's script (sessions/script-progress.ts) keeps the state and says the lines.
import { visitorRequestOf, wordsOf } from '@vibe/voice-sdk/interview-assistant';

/**
 * What comes after the visitor's turns: the question again (`repeat`, asked for; `not-heard`,
 * when no words came), the next line with a word that the question is skipped (`skip`), a
 * prompt for more (`nudge`), or simply the next line of the script (`next`).
 */
export type Reaction = 'repeat' | 'skip' | 'not-heard' | 'nudge' | 'next';

/** What the assistant says for each reaction; the question (or the next line) follows a prefix. */
export const REACTION_LINES = {
  repeatPrefix: 'Sure — ',
  skipPrefix: "No problem, let's move on. ",
  notHeardPrefix: "Sorry, I didn't catch that — ",
  nudge: 'Could you tell me a bit more?',
} as const;

/** An answer of fewer words than this to an open question is short. */
const SHORT_ANSWER_WORDS = 3;

/** What has been said about the current question already: each prompt comes once per question. */
export interface QuestionReactions {
  notHeardPrompted: boolean;
  nudged: boolean;
}

export interface ReactionSettings {
  /** The organiser's switch (`metadata.script.nudgeShortAnswers`). */
  nudgeShortAnswers: boolean;
  /**
   * Whether the platform recognises speech. Without a recogniser every spoken turn is a note
   * with no words, so such a turn is taken as the answer (the recording holds it).
   */
  hearsWords: boolean;
}

/** Words that open a yes/no question, which a one-word answer may answer fully. */
const CLOSED_OPENERS = new Set(
  'am is are was were do does did have has had can could will would shall should may might must'.split(
    ' ',
  ),
);
/** Words that may come before a question's first word without changing its kind. */
const LEAD_INS = new Set(['and', 'so', 'but', 'also', 'then', 'now', 'okay', 'ok', 'well']);

/**
 * Whether a question is open: its last sentence (the one the visitor answers) does not start
 * with a yes/no word such as "Do", "Are" or "Would" (after a lead-in such as "And").
 */
export function isOpenQuestion(question: string): boolean {
  const sentences = question.split(/[.!?]+\s+/).filter((sentence) => wordsOf(sentence).length > 0);
  const words = wordsOf(sentences.at(-1) ?? '');
  const first = words.find((word) => !LEAD_INS.has(word));
  return first !== undefined && !CLOSED_OPENERS.has(first);
}

/**
 * The reaction to `turns`, the visitor's turns since the current question (or the last reaction
 * to it) was said. In order:
 * 1. the last turn asks to hear the question again: `repeat`;
 * 2. the last turn asks to skip it: `skip`;
 * 3. no turn holds a word, and the platform hears words: `not-heard`, once per question;
 * 4. the answer has fewer than {@link SHORT_ANSWER_WORDS} words, the question is open and
 *    nudges are on: `nudge`, once per question;
 * 5. otherwise (and with no turns at all): `next`.
 */
export function reactionTo(
  turns: readonly string[],
  question: string,
  already: QuestionReactions,
  settings: ReactionSettings,
): Reaction {
  const last = turns.at(-1);
  if (last === undefined) return 'next';
  const request = visitorRequestOf(last);
  if (request) return request;
  const answer = turns.filter((turn) => visitorRequestOf(turn) === null);
  const words = answer.reduce((count, turn) => count + wordsOf(turn).length, 0);
  if (words === 0) {
    return settings.hearsWords && !already.notHeardPrompted ? 'not-heard' : 'next';
  }
  const short = words < SHORT_ANSWER_WORDS && isOpenQuestion(question);
  if (short && settings.nudgeShortAnswers && !already.nudged) return 'nudge';
  return 'next';
}
