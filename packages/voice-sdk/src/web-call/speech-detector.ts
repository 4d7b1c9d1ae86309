import {
  SPEAKING_TIMEOUT_MS,
  SPEECH_THRESHOLD,
  VOLUME_NORMALISATION_DIVISOR,
} from './constants.ts';
import type { VoiceCallEvents } from './events.ts';
import type { TypedEmitter } from './typed-emitter.ts';

/** Where the detector reports what it hears: the call, as its own events. */
export type SpeechDetectorSink = Pick<
  TypedEmitter<Pick<VoiceCallEvents, 'speech-start' | 'speech-end' | 'volume-level'>>,
  'emit'
>;

/**
 * Turns the remote audio level (sampled every 100 ms by the transport) into speech-start,
 * speech-end and volume-level, the same way for every transport: speech starts when the summed
 * level exceeds 0.01 and ends 1 s after the last such level; the volume is min(1, sum / 0.15).
 */
export class SpeechDetector {
  #timer: ReturnType<typeof setTimeout> | null = null;

  readonly #sink: SpeechDetectorSink;

  constructor(sink: SpeechDetectorSink) {
    this.#sink = sink;
  }

  /** Feeds one sample: the sum of every remote participant's level. */
  update(level: number): void {
    const safe = Number.isFinite(level) && level > 0 ? level : 0;
    this.#sink.emit('volume-level', Math.min(1, safe / VOLUME_NORMALISATION_DIVISOR));
    if (safe <= SPEECH_THRESHOLD) return;
    if (this.#timer === null) this.#sink.emit('speech-start');
    else clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#sink.emit('speech-end');
    }, SPEAKING_TIMEOUT_MS);
  }

  /**
   * The call is over: ends the current speech at once (speech-end now rather than 1 s later,
   * so no listener is left believing the assistant still talks) and drops the pending timer.
   */
  reset(): void {
    if (this.#timer === null) return;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#sink.emit('speech-end');
  }
}

/** Sums the per-participant levels of one observer sample. */
export function sumLevels(levels: Record<string, number>): number {
  let sum = 0;
  for (const level of Object.values(levels)) if (Number.isFinite(level)) sum += level;
  return sum;
}
