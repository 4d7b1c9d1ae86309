import { wordsOf } from './turn-words.ts';

/**
 * Smart endpointing: when a visitor's turn is over. Quiet alone cannot tell a finished answer
 * from a pause to think (people pause 1–1.5 s mid-sentence); the words recognised so far can.
 * Three rules, in order:
 *
 * 1. Finished words end the turn after a short quiet ({@link EndpointingOptions.finishedQuietMs}):
 *    the last recognised word is not one that needs more, the words cover the audio up to the
 *    start of the quiet (otherwise they may miss an "and" said just before it), and the last sound
 *    before the quiet gave new words (a small model may swallow a trailing "and" or "um").
 * 2. Anything else (an unfinished last word, no words yet, words not up to date) waits for the
 *    long quiet ({@link EndpointingOptions.unfinishedQuietMs}): the voice-activity detector's
 *    hangover, which ends every turn.
 * 3. Words that stopped coming end the turn even when the audio never goes quiet (a microphone
 *    that beeps, steady noise): after {@link EndpointingOptions.stableFinishedMs} of audio with
 *    no new word when they look finished, {@link EndpointingOptions.stableUnfinishedMs} when not.
 *    A new word is one more word: a model rewriting words it already heard adds none.
 */
export interface EndpointingOptions {
  /** Quiet that ends a turn whose words look finished (default 800 ms). */
  finishedQuietMs?: number;
  /** Quiet that ends any turn (default 2 200 ms). */
  unfinishedQuietMs?: number;
  /** Audio without a new word that ends a turn whose words look finished (default 2 500 ms). */
  stableFinishedMs?: number;
  /** Audio without a new word that ends a turn whose words look unfinished (default 4 000 ms). */
  stableUnfinishedMs?: number;
}

/** {@link EndpointingOptions} with every default filled in. */
export type Endpointing = Required<EndpointingOptions>;

export function endpointingOf(options: EndpointingOptions = {}): Endpointing {
  return {
    finishedQuietMs: options.finishedQuietMs ?? 800,
    unfinishedQuietMs: options.unfinishedQuietMs ?? 2_200,
    stableFinishedMs: options.stableFinishedMs ?? 2_500,
    stableUnfinishedMs: options.stableUnfinishedMs ?? 4_000,
  };
}

/** Words that join a sentence to what comes next: a sentence rarely ends on one. */
const CONJUNCTIONS =
  'and but or nor so because cause cos since although though while if when whereas unless ' +
  'until than that which who where whether then plus';
/** Prepositions, which need their object. */
const PREPOSITIONS =
  'to of in on at for with from by about into onto as over under after before between ' +
  'through without like around via';
/** Articles and determiners, which need their noun. */
const ARTICLES = 'a an the my your our their his her its this these those some any every each';
/** Fillers: the sound of someone thinking, not of someone done. */
const FILLERS = 'um umm uh uhm er erm hmm mm ah well basically';

const NEEDS_MORE = new Set([CONJUNCTIONS, PREPOSITIONS, ARTICLES, FILLERS].join(' ').split(' '));

/** A text trailing off: a comma, a dash or an ellipsis at its end. */
const TRAILING_OFF = /(?:,|-|–|—|\.\.\.|…)\s*$/;

/** True when `text` reads as a sentence cut short: no words, or its last word needs more. */
export function looksUnfinished(text: string | null): boolean {
  if (!text) return true;
  const words = wordsOf(text);
  const last = words.at(-1);
  if (last === undefined) return true;
  return NEEDS_MORE.has(last) || TRAILING_OFF.test(text);
}

/** How much quiet ends a turn whose latest words are `text` (rules 1 and 2). */
export function quietToEndMs(
  endpointing: Endpointing,
  text: string | null,
  upToDate: boolean,
): number {
  return upToDate && !looksUnfinished(text)
    ? endpointing.finishedQuietMs
    : endpointing.unfinishedQuietMs;
}

/** How long words must stay unchanged to end a turn whose latest words are `text` (rule 3). */
export function stableToEndMs(endpointing: Endpointing, text: string): number {
  return looksUnfinished(text) ? endpointing.stableUnfinishedMs : endpointing.stableFinishedMs;
}
