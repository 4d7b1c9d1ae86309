// Voices by their names: the provider's id ("vapi", "11labs") means nothing to an organiser,
// and every voice listed comes from the one provider the platform uses anyway.

/** A voice of the platform's library, as the voice picker lists it. */
export interface NamedVoice {
  name: string;
  language: string | null;
}

const languageNames = new Map<string, Intl.DisplayNames>();

// A language tag ("en-GB"), as against a language's name ("English"), which some libraries give.
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** A language tag in words ("British English" for `en-GB`); anything else as it came. */
export function languageName(language: string, locale?: string): string {
  if (!LANGUAGE_TAG.test(language)) return language;
  let names = languageNames.get(locale ?? '');
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' });
    languageNames.set(locale ?? '', names);
  }
  try {
    return names.of(language) ?? language;
  } catch {
    // Shaped like a tag but not a valid one: shown as it came.
    return language;
  }
}

/** "Kylie · American English": the voice's name, then its language when it has one. */
export function voiceLabel(voice: NamedVoice, locale?: string): string {
  return voice.language ? `${voice.name} · ${languageName(voice.language, locale)}` : voice.name;
}
