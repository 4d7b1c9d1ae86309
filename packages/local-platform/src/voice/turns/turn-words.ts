import { NON_SPEECH_NOTES as NOTES } from '@vibe/voice-sdk/interview-assistant';

// The rule telling a turn with words from noise is the server's too, so it lives in the SDK.
export { hasWords } from '@vibe/voice-sdk/interview-assistant';

/** Longest visitor text kept (typed or recognised), in characters. */
export const MAX_USER_TEXT = 10_000;

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
