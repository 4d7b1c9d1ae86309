/** Which voice to speak with; the synthesizer maps it onto what it has. */
export interface VoiceSelection {
  /** The assistant's `voice.provider` (e.g. `vapi`, `11labs`, or `espeak` for a native name). */
  provider?: string;
  /** The assistant's `voice.voiceId`. */
  voiceId?: string;
}

/** Options of one synthesis request. */
export interface SynthesisOptions {
  voice?: VoiceSelection;
  /** Needed for the conversation right now: served before prefetching work. */
  urgent?: boolean;
}

/**
 * Turns text into speech. Implementations return 16 kHz mono s16 samples, the call session's
 * wire format, with leading and trailing silence trimmed.
 */
export interface SpeechSynthesizer {
  synthesize(text: string, options?: SynthesisOptions): Promise<Int16Array>;
}

/** Longest phrase accepted for synthesis, in characters. */
export const MAX_PHRASE_CHARS = 2_000;

/**
 * Makes text safe to hand to a synthesizer: drops control characters, collapses whitespace and
 * caps the length (at a word boundary when possible).
 */
export function normalisePhrase(text: string): string {
  const clean = text
    // Control characters are exactly what this strips.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= MAX_PHRASE_CHARS) return clean;
  const cut = clean.slice(0, MAX_PHRASE_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_PHRASE_CHARS / 2 ? cut.slice(0, space) : cut;
}
