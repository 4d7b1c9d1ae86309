// The English model behind answers' themes (docs/product.md#themes-per-question), loaded once,
// on the first call report that needs it and never at server start: it takes about 0.2 s and
// 40 MB of heap, which a server that never stores a report should not pay.
import { keyPhrases, type ThemeMention } from './key-phrases.ts';

/** The themes of one answer's text. */
export type ThemesOf = (text: string) => ThemeMention[];

/**
 * The part of an answer read for themes: about three minutes of speech. Themes are found inside
 * the transaction that stores a report, so a transcript-sized answer must not hold it for long.
 */
export const THEMES_TEXT_MAX_CHARS = 4_000;

let loading: Promise<ThemesOf> | undefined;

async function load(): Promise<ThemesOf> {
  const [{ default: winkNLP }, { default: model }] = await Promise.all([
    import('wink-nlp'),
    import('wink-eng-lite-web-model'),
  ]);
  // Sentence breaks and part-of-speech tags only: no entities, negation or sentiment to pay for.
  const nlp = winkNLP(model, ['sbd', 'pos']);
  return (text) => keyPhrases(nlp, text.slice(0, THEMES_TEXT_MAX_CHARS));
}

/**
 * The theme extractor, loading the model the first time. A failed load is tried again next
 * time rather than remembered.
 */
export function loadThemes(): Promise<ThemesOf> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
