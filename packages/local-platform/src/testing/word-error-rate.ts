// Word error rate, the measure of a speech recogniser's tests and benchmark: the words to
// substitute, insert or delete to turn what was heard into what was said, over the words said.

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const spelledOut = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`;

/**
 * The words of a text as compared: lower case, numbers under 100 spelled out ("50" and "fifty"
 * are the same answer), apostrophes dropped ("it's" and "its"), and any other punctuation,
 * hyphens included, taken as a space.
 *
 * @example
 * normalisedWords("It's 50 well-known bonds."); // ['its', 'fifty', 'well', 'known', 'bonds']
 */
export function normalisedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\b\d{1,2}\b/g, (digits) => spelledOut(Number(digits)))
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Substitutions, insertions and deletions that turn `heard` into `said` (Levenshtein, by word). */
export function wordErrors(said: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[heard.length]!;
}

/**
 * The word error rate of `heard` against `said`, both normalised ({@link normalisedWords}):
 * 0 for a perfect transcript, 1 when every word is wrong (more with words made up).
 *
 * @example
 * wordErrorRate('The birch canoe slid on the smooth planks.', 'The birch canoes slid on the smooth planks'); // 0.125
 */
export function wordErrorRate(said: string, heard: string | null): number {
  const reference = normalisedWords(said);
  return wordErrors(reference, normalisedWords(heard ?? '')) / Math.max(1, reference.length);
}
