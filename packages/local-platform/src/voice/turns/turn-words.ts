/** Longest visitor text kept (typed or recognised), in characters. */
export const MAX_USER_TEXT = 10_000;

/** Notes in parentheses or brackets, which a recogniser or the platform writes for non-speech. */
const NOTES = /\([^)]*\)|\[[^\]]*\]/g;

/**
 * True when `text` holds a word: a letter or digit outside parenthesised or bracketed notes, so
 * "", "...", "[noise]", "(beep)" and the platform's own "(spoken answer, …)" notes have none.
 * The same rule as the product's server uses to tell an answer from a wordless turn.
 */
export function hasWords(text: string | null | undefined): boolean {
  return typeof text === 'string' && /[\p{L}\p{N}]/u.test(text.replace(NOTES, ' '));
}

/** A recogniser's text as the record keeps it: whitespace collapsed, trimmed, capped. */
export function cleanTranscript(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, MAX_USER_TEXT) : '';
}

/**
 * The words of a text for comparing two transcripts of the same speech: lower case, notes,
 * punctuation and case dropped ("I build tools." and "i build tools" are the same words).
 */
export function wordsOf(text: string): string[] {
  return text
    .replace(NOTES, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}
