/**
 * Turns a visitor's spoken turn into text. The local platform ships no model (it runs offline);
 * `createOpenAITranscriber` (`openai-transcriber.ts`) sends turns to any OpenAI-compatible
 * transcription endpoint, and anything else can be plugged in through this interface.
 */
export interface SpeechRecognizer {
  /**
   * Transcribes one turn of 16 kHz mono audio. Resolves to the text, or `null` when nothing
   * intelligible was said. A rejection is recorded as a failed transcription.
   */
  transcribe(pcm16k: Int16Array, options?: TranscribeOptions): Promise<string | null>;
}

/**
 * Why a transcription is asked for, which decides its place in a busy recognizer's queue:
 * `final` (a finished live turn) first, `partial` (the words of a turn still being spoken;
 * droppable: it may resolve `null` without running when the recognizer is busy), `backlog`
 * (catch-up) last.
 */
export interface TranscribeOptions {
  purpose?: 'final' | 'partial' | 'backlog';
}

/** Why a spoken turn has no words in the record. */
export type UntranscribedOutcome = 'no-recognizer' | 'failed' | 'empty';

/**
 * How a spoken turn reads in the call record when no words are available: its length and why,
 * and — when the call is being recorded — that the recording holds what was said.
 *
 * @example
 * describeSpokenTurn(4_000, 'no-recognizer', { recorded: true });
 * // "(spoken answer, 4.0 s — no speech recognizer configured; the recording holds it)"
 */
export function describeSpokenTurn(
  durationMs: number,
  outcome: UntranscribedOutcome,
  options: { recorded?: boolean } = {},
): string {
  const seconds = (Math.round(durationMs / 100) / 10).toFixed(1);
  const why = {
    'no-recognizer': 'no speech recognizer configured',
    failed: 'speech recognition failed',
    empty: 'no words recognised',
  }[outcome];
  return `(spoken answer, ${seconds} s — ${why}${options.recorded ? '; the recording holds it' : ''})`;
}
