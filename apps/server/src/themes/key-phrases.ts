// An answer's themes (docs/product.md#themes-per-question): the key phrases it mentions, as
// the Answers screen counts them across people. English only, by wink-nlp's small English
// model: words are tagged, stop words and filler are dropped, plural nouns become singular, so
// "open-source projects", "Open source" and "open sources" are all "open source". Pure and
// synchronous once the model is loaded; loading it is the caller's business (theme-model.ts).
import { THEME_MAX_CHARS } from '@vibe/contracts/interview';
import type { WinkMethods } from 'wink-nlp';

/** One theme an answer mentions, and where its first mention is in the answer's text. */
export interface ThemeMention {
  theme: string;
  start: number;
  end: number;
}

/** Most themes kept per answer: a long answer keeps its most repeated phrases. */
export const THEMES_PER_ANSWER = 8;

/** Tags of words that can carry a theme: a phrase is built of nouns, adjectives and verbs. */
const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/**
 * Words the model does not count as stop words that still say nothing on their own in an
 * interview answer (fillers, vague nouns, the interview's own words).
 */
const FILLER = new Set(
  (
    'thing things stuff lot lots way ways bit kind sort yeah yes okay ok um uh hmm like really ' +
    'something anything everything nothing someone anyone everyone time times question answer ' +
    'gonna wanna kinda sorta etc'
  ).split(' '),
);

interface Word {
  /** The word as a theme writes it: lower case, a plural noun made singular. */
  norm: string;
  tag: string;
  start: number;
  end: number;
  /** A hyphenated compound ("open-source"): a phrase on its own. */
  compound: boolean;
}

/**
 * The model's lemma for a noun, when it only drops an inflection ("buddies" → "buddy"): the
 * model also maps words to other words ("app" → "application", "data" → "datum"), which would
 * show organisers a theme nobody said. When it names another word for a plural, the plural's
 * "s" is dropped instead.
 */
function singular(lower: string, lemma: string): string {
  if (lemma === lower) return lower;
  if (lemma.length < lower.length && lower.startsWith(lemma.slice(0, -1))) return lemma;
  return /[^su]s$/u.test(lower) && lower.length > 3 ? lower.slice(0, -1) : lower;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The answer's words with their tags and places, hyphenated compounds joined. */
function wordsOf(nlp: WinkMethods, text: string): (Word | null)[] {
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(its.value);
  const tags = tokens.out(its.pos);
  // The types want the model's add-ons for `lemma`, which `out` passes itself.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.value);
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const types = tokens.out(its.type);
  const words: (Word | null)[] = [];
  let cursor = 0;
  /** A hyphen just joined the word before to whatever word comes next. */
  let joining = false;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? '';
    const found = text.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    const end = start + value.length;
    cursor = end;
    const lower = value.toLowerCase();
    const tag = tags[i] ?? 'X';
    const previous = words.at(-1);
    // "open-source": the hyphen and the next word join the word before when nothing separates them.
    const glued = previous?.end === start;
    if (value === '-' && previous && glued && hasLetter(text[end] ?? '')) {
      previous.compound = true;
      joining = true;
      continue;
    }
    const joined = joining && previous?.end === start - 1 && types[i] === 'word';
    joining = false;
    if (previous && joined) {
      previous.norm += ` ${NOUN_TAGS.has(tag) ? singular(lower, lemmas[i] ?? lower) : lower}`;
      previous.end = end;
      previous.tag = tag;
      continue;
    }
    const content =
      types[i] === 'word' &&
      !stops[i] &&
      CONTENT_TAGS.has(tag) &&
      hasLetter(value) &&
      !value.includes("'") &&
      !value.includes('’') &&
      lower.length > 1 &&
      !FILLER.has(lower);
    words.push(
      content
        ? {
            norm: NOUN_TAGS.has(tag) ? singular(lower, lemmas[i] ?? lower) : lower,
            tag,
            start,
            end,
            compound: false,
          }
        : null,
    );
  }
  // A hyphen with nothing after it made no compound.
  for (const word of words) if (word && !word.norm.includes(' ')) word.compound = false;
  return words;
}

/** "machine learning": a noun, then a word made a noun by -ing. */
const isGerund = (word: Word) => word.norm.endsWith('ing') && word.tag !== 'ADJ';

/** Whether two neighbouring words make a phrase: a modifier, then a noun. */
function isPhrase(first: Word, second: Word): boolean {
  const modifier = first.compound || first.tag === 'ADJ' || NOUN_TAGS.has(first.tag);
  const head =
    second.compound || NOUN_TAGS.has(second.tag) || (NOUN_TAGS.has(first.tag) && isGerund(second));
  return modifier && head;
}

/**
 * The themes `text` mentions: two-word phrases (a modifier and a noun), hyphenated compounds
 * and single nouns, at most {@link THEMES_PER_ANSWER}, the most repeated first (then the longer,
 * then the earlier), each with its first mention's place.
 */
export function keyPhrases(nlp: WinkMethods, text: string): ThemeMention[] {
  const words = wordsOf(nlp, text);
  const found = new Map<string, { mention: ThemeMention; count: number; order: number }>();
  const add = (theme: string, start: number, end: number) => {
    if (theme.length > THEME_MAX_CHARS) return;
    const known = found.get(theme);
    if (known) known.count += 1;
    else found.set(theme, { mention: { theme, start, end }, count: 1, order: found.size });
  };
  words.forEach((word, i) => {
    if (!word) return;
    const next = words[i + 1];
    if (next && isPhrase(word, next)) add(`${word.norm} ${next.norm}`, word.start, next.end);
    if (word.compound || NOUN_TAGS.has(word.tag)) add(word.norm, word.start, word.end);
  });
  return [...found.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.mention.theme.split(' ').length - a.mention.theme.split(' ').length ||
        a.order - b.order,
    )
    .slice(0, THEMES_PER_ANSWER)
    .map((entry) => entry.mention);
}
