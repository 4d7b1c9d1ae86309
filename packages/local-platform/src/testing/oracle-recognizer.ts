import type { SpeechRecognizer, TranscribeOptions } from '../voice/speech-recognizer.ts';
import type { SpokenAudio } from './spoken-audio.ts';

/** Options of {@link OracleRecognizer}. */
export interface OracleRecognizerOptions {
  /** Time one transcription takes, before its length counts (default 20 ms). */
  baseMs?: number;
  /** Time per second of audio transcribed (default 30 ms: a small model on a slow machine). */
  perSecondMs?: number;
}

/** One transcription the recogniser was asked for. */
export interface OracleCall {
  purpose: NonNullable<TranscribeOptions['purpose']>;
  seconds: number;
  /** What it answered; `null` for a partial dropped while busy. */
  text: string | null;
  /** `performance.now()` when it answered. */
  at: number;
}

/** Samples compared to find a stretch of audio in what the test sent. */
const PATTERN = 24;

/**
 * A recogniser for tests that knows the answers: the test hands it the audio it sends and what
 * is said where in it (`spoken-audio.ts`), and it finds each stretch it is asked about in that
 * audio (samples arrive unchanged over the session's WebSocket) and answers the words spoken
 * in it: a word counts once it has been said to its end. Noise, beeps and silence hold none.
 * It behaves like a small model on one worker thread: transcriptions take time in proportion
 * to their length and run one at a time, finals first, backlog last, and a partial asked for
 * while it is busy is dropped (`null`), as the interface allows.
 */
export class OracleRecognizer implements SpeechRecognizer {
  readonly calls: OracleCall[] = [];
  readonly #options: Required<OracleRecognizerOptions>;
  readonly #known: SpokenAudio[] = [];
  readonly #queue: { purpose: OracleCall['purpose']; run: () => void }[] = [];
  #busy = false;

  constructor(options: OracleRecognizerOptions = {}) {
    this.#options = { baseMs: options.baseMs ?? 20, perSecondMs: options.perSecondMs ?? 30 };
  }

  /** Audio a test is about to send, and what is said in it. */
  knows(spoken: SpokenAudio): void {
    this.#known.push(spoken);
  }

  /** Changes how long transcriptions take from now on (an overloaded machine). */
  setSpeed(options: OracleRecognizerOptions): void {
    Object.assign(this.#options, options);
  }

  transcribe(pcm16k: Int16Array, options: TranscribeOptions = {}): Promise<string | null> {
    const purpose = options.purpose ?? 'final';
    const seconds = pcm16k.length / 16_000;
    if (purpose === 'partial' && (this.#busy || this.#queue.length > 0)) {
      this.calls.push({ purpose, seconds, text: null, at: performance.now() });
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const run = () => {
        const text = this.#wordsIn(pcm16k);
        const ms = this.#options.baseMs + this.#options.perSecondMs * seconds;
        setTimeout(() => {
          this.calls.push({ purpose, seconds, text, at: performance.now() });
          resolve(text);
          this.#busy = false;
          this.#next();
        }, ms);
      };
      this.#queue.push({ purpose, run });
      const rank = { final: 0, partial: 1, backlog: 2 } as const;
      this.#queue.sort((a, b) => rank[a.purpose] - rank[b.purpose]);
      this.#next();
    });
  }

  #next() {
    if (this.#busy) return;
    const job = this.#queue.shift();
    if (!job) return;
    this.#busy = true;
    job.run();
  }

  /** The words said, to their end, within `pcm`; `null` when none (or it is not known audio). */
  #wordsIn(pcm: Int16Array): string | null {
    let anchor = 0;
    for (let i = 0; i < pcm.length; i++) if (Math.abs(pcm[i]!) > Math.abs(pcm[anchor]!)) anchor = i;
    if (pcm.length === 0 || pcm[anchor] === 0) return null;
    const from = Math.max(0, Math.min(anchor - PATTERN / 2, pcm.length - PATTERN));
    for (const spoken of this.#known) {
      const offset = findPattern(spoken.audio, pcm, from) - from;
      if (Number.isNaN(offset)) continue;
      const end = offset + pcm.length;
      const words: string[] = [];
      for (const phrase of spoken.phrases) {
        const tokens = phrase.text.split(/\s+/).filter(Boolean);
        const letters = tokens.reduce((sum, token) => sum + token.length, 0);
        const perLetter = (phrase.endSample - phrase.startSample) / Math.max(1, letters);
        let at = phrase.startSample;
        for (const token of tokens) {
          const wordEnd = at + token.length * perLetter;
          const middle = (at + wordEnd) / 2;
          if (middle >= offset && wordEnd <= end) words.push(token);
          at = wordEnd;
        }
      }
      return words.length > 0 ? words.join(' ') : null;
    }
    return null;
  }
}

/** Where `pcm[from, from + PATTERN)` occurs in `audio`; NaN when nowhere. */
function findPattern(audio: Int16Array, pcm: Int16Array, from: number): number {
  const length = Math.min(PATTERN, pcm.length - from);
  const first = pcm[from]!;
  search: for (let p = 0; p + length <= audio.length; p++) {
    if (audio[p] !== first) continue;
    for (let i = 1; i < length; i++) if (audio[p + i] !== pcm[from + i]) continue search;
    return p;
  }
  return Number.NaN;
}
