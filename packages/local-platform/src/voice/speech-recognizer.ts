/**
 * Turns a visitor's spoken turn into text. The local platform has one built in
 * (`speech/create-local-recognizer.ts`: the Moonshine tiny English model, offline, in worker
 * threads); `createOpenAITranscriber` (`openai-transcriber.ts`) sends turns to any
 * OpenAI-compatible transcription endpoint instead, and anything else can be plugged in through
 * this interface.
 */
export interface SpeechRecognizer {
  /**
   * Transcribes one turn of 16 kHz mono audio. Resolves to the text, or `null` when nothing
   * intelligible was said (or, for a partial, when it was dropped). A rejection is recorded as
   * a failed transcription.
   */
  transcribe(pcm16k: Int16Array, options?: TranscribeOptions): Promise<string | null>;
}

/** What a transcription is for, which decides when it runs. */
export interface TranscribeOptions {
  /**
   * - `final` (the default): a live call's finished turn, which the visitor is waiting on; runs
   *   before anything else.
   * - `partial`: a preview of the turn while the visitor is still speaking; runs next, and may
   *   resolve `null`: without running when the recogniser is too busy for it, or given up when
   *   a final needs its thread (a later partial or the final supersedes it).
   * - `backlog`: catch-up work nobody waits on; runs last, and is never dropped.
   */
  purpose?: TranscriptionPurpose;
}

export type TranscriptionPurpose = 'final' | 'partial' | 'backlog';

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
