/**
 * Turns a visitor's spoken turn into text. The local platform ships none (it runs offline with
 * no model), so a spoken turn is recorded as what it was: a spoken answer of a given length.
 * Plug in a real recognizer (a local Whisper, a hosted API…) through this interface.
 */
export interface SpeechRecognizer {
  /**
   * Transcribes one turn of 16 kHz mono audio. Resolves to the text, or `null` when nothing
   * intelligible was said. A rejection is recorded as a failed transcription.
   */
  transcribe(pcm16k: Int16Array): Promise<string | null>;
}

/** How a spoken turn reads in the call record when no transcription is available. */
export function describeSpokenTurn(
  durationMs: number,
  outcome: 'no-recognizer' | 'failed' | 'empty',
): string {
  const seconds = (Math.round(durationMs / 100) / 10).toFixed(1);
  const why = {
    'no-recognizer': 'no speech recognizer configured',
    failed: 'speech recognition failed',
    empty: 'no words recognised',
  }[outcome];
  return `(spoken answer, ${seconds} s — ${why})`;
}
