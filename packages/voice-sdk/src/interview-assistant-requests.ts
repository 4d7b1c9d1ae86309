/**
 * What a visitor may ask of the interviewer instead of answering: to hear the question again, or
 * to skip it (docs/product.md#reactions). The local platform's scripted assistant reacts to these
 * turns, and the product's server does not count them as answers, so both read the phrases here,
 * through `@vibe/voice-sdk/interview-assistant`. Plain data and one pure function.
 */

/** A turn that asks instead of answering: the question again, or the next one. */
export type VisitorRequest = 'repeat' | 'skip';

/**
 * The longest turn, in words, that can be a request. A longer turn is an answer even when it holds
 * one of the phrases ("I'd rather not say where I work, but I build payment APIs").
 */
const VISITOR_REQUEST_MAX_WORDS = 8;

/**
 * The phrases of each request, written as {@link visitorRequestOf} compares them: lower case,
 * apostrophes left out, words separated by single spaces. `anywhere`: the phrase, as whole words,
 * anywhere in a short turn; `whole`: the whole turn, once fillers are left out.
 */
const VISITOR_REQUEST_PHRASES: Readonly<
  Record<VisitorRequest, { anywhere: readonly string[]; whole: readonly string[] }>
> = {
  repeat: {
    anywhere: [
      'repeat',
      'say that again',
      'say it again',
      'say again',
      'come again',
      'pardon',
      'one more time',
      'what was the question',
      'what was that',
      'what did you say',
      'what did you ask',
      'didnt catch',
      'didnt hear',
      'didnt get that',
    ],
    whole: ['sorry', 'what', 'huh', 'sorry what', 'excuse me', 'again'],
  },
  skip: {
    anywhere: [
      'skip',
      'next question',
      'move on',
      'ill pass',
      'i will pass',
      'pass on this',
      'pass on that',
      'rather not say',
      'rather not answer',
      'rather not talk about',
      'prefer not to say',
      'prefer not to answer',
      'dont want to answer',
      'dont want to say',
      'no comment',
    ],
    whole: ['pass', 'i pass', 'next', 'next one', 'rather not', 'id rather not', 'prefer not to'],
  },
};

/** Words a request may carry around a `whole` phrase; a turn of fillers alone is kept as it is. */
const VISITOR_REQUEST_FILLERS: readonly string[] = [
  'please',
  'sorry',
  'um',
  'uh',
  'er',
  'erm',
  'oh',
  'hmm',
  'ok',
  'okay',
];

/**
 * Notes in parentheses or brackets, which a recogniser or a platform writes for non-speech
 * ("[noise]", "(beep)", the local platform's "(spoken answer, 4.0 s — …)"). Only for `replace`.
 */
export const NON_SPEECH_NOTES = /\([^)]*\)|\[[^\]]*\]/g;

/**
 * True when `text` holds a word: a letter or digit outside {@link NON_SPEECH_NOTES}. The one rule
 * by which the local platform tells a spoken turn from noise and the server an answer from a
 * wordless turn.
 * @example hasWords('(laughs) I make games'); // true
 */
export function hasWords(text: string | null | undefined): boolean {
  return typeof text === 'string' && /[\p{L}\p{N}]/u.test(text.replace(NON_SPEECH_NOTES, ' '));
}

/**
 * The words of a turn: lower case, notes in parentheses or brackets and apostrophes left out.
 *
 * @example wordsOf("(laughs) I'd say Python."); // ['id', 'say', 'python']
 */
export const wordsOf = (text: string): string[] =>
  text
    .replace(NON_SPEECH_NOTES, ' ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The request a visitor's turn makes, or `null` when it is something else (an answer, or no
 * words at all). A turn of at most {@link VISITOR_REQUEST_MAX_WORDS} words asks to hear the
 * question again when it holds a `repeat` phrase, else to skip it when it holds a `skip` phrase.
 *
 * @example
 * visitorRequestOf('Sorry, could you repeat that?'); // 'repeat'
 * visitorRequestOf("I'd rather not say."); // 'skip'
 * visitorRequestOf('I have been coding for ten years.'); // null
 */
export function visitorRequestOf(text: string): VisitorRequest | null {
  const words = wordsOf(text);
  if (words.length === 0 || words.length > VISITOR_REQUEST_MAX_WORDS) return null;
  const turn = ` ${words.join(' ')} `;
  const meaningful = words.filter((word) => !VISITOR_REQUEST_FILLERS.includes(word));
  const whole = (meaningful.length > 0 ? meaningful : words).join(' ');
  for (const request of ['repeat', 'skip'] as const) {
    const phrases = VISITOR_REQUEST_PHRASES[request];
    if (phrases.whole.includes(whole)) return request;
    if (phrases.anywhere.some((phrase) => turn.includes(` ${phrase} `))) return request;
  }
  return null;
}
