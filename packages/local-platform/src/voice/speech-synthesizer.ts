/** Which voice to speak with; the synthesizer maps it onto what it has. */
export interface VoiceSelection {
  /** The assistant's `voice.provider` (e.g. `vapi`, `11labs`, or `espeak` for a native name). */
  provider?: string;
  /** The assistant's `voice.voiceId`. */
  voiceId?: string;
}

/**
 * How soon a phrase is needed, highest first: a live call's speech needed now (`urgent`), a
 * call's phrases prepared ahead (`prefetch`), a voice sample for the dashboard (`sample`). A
 * queued synthesizer serves a higher priority before any lower one, so samples never delay a
 * call.
 */
export type SpeechPriority = 'urgent' | 'prefetch' | 'sample';

/** Options of one synthesis request. */
export interface SynthesisOptions {
  voice?: VoiceSelection;
  /** Default `prefetch`. */
  priority?: SpeechPriority;
  /**
   * Withdraws the request: a job no one else waits for leaves the queue, and the promise
   * rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * Turns text into speech. Implementations return 16 kHz mono s16 samples, the call session's
 * wire format, with leading and trailing silence trimmed.
 */
export interface SpeechSynthesizer {
  synthesize(text: string, options?: SynthesisOptions): Promise<Int16Array>;
  /** Jobs waiting to be synthesized, all priorities; absent when it keeps no queue. */
  queueDepth?(): number;
}

/**
 * A request refused for want of capacity (the queue of samples is full): nothing is wrong with
 * it, and it may be tried again after `retryAfterSeconds`.
 */
export class SynthesisBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'SynthesisBusyError';
  }
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
