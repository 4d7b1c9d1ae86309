import { availableParallelism } from 'node:os';
import type { SpeechRecognizer, TranscriptionPurpose } from '../speech-recognizer.ts';
import { isAudible, trimToSpeech } from './audible.ts';
import { createPieceMemory } from './piece-memory.ts';
import { createRecognitionQueue } from './recognition-queue.ts';
import { createRecognizerPool } from './recognizer-pool.ts';
import { splitAtPauses } from './split-at-pauses.ts';
import { LEVEL_WINDOW_SAMPLES, windowLevels } from './window-levels.ts';

/** Options of {@link createLocalRecognizer}. */
export interface LocalRecognizerOptions {
  /**
   * Batches transcribed at once, each on a worker thread with its own copy of the model (about
   * 170 MB resident, measured: bench/stt-memory.bench.ts). Default: one per core but one, at
   * least one, at most two — a core stays free for the thread that paces live call audio; on
   * two cores, one thread transcribes a 10 s turn in about 0.3 s, and a batch of eight in
   * about 1.3 s.
   */
  threads?: number;
  /** Most audio waiting, in seconds, before requests are refused (default 3600). */
  maxWaitingSeconds?: number;
  /** The worker module (tests only). */
  workerUrl?: URL;
}

/** The built-in recogniser, with what the platform needs to watch and stop it. */
export interface LocalRecognizer extends SpeechRecognizer {
  /** Worker threads started (0 until the first transcription loads the model). */
  startedThreads(): number;
  /** Pieces waiting for a thread. */
  waiting(): number;
  /** Stops the threads; waiting and running transcriptions fail. */
  close(): Promise<void>;
}

const defaultRecognizerThreads = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Offline speech recognition: the Moonshine tiny English model (MIT) on onnxruntime, in worker
 * threads, loaded on the first transcription (never at start: a server that takes no spoken
 * turns never pays its ~190 MB). A turn longer than 10 s is cut at its pauses into pieces the
 * model can take, each without its quiet lead-in and tail, transcribed in batches with other
 * pieces of about their length (of this turn or others), and joined. Pieces a partial of the
 * same turn already transcribed are not transcribed again, so the final of a long turn waits
 * for its last piece only, and the final of a turn whose last partial came after its last word
 * waits for nothing. Silence, and pieces too quiet to hold words, are not sent to the model
 * (which would make words up), so a silent turn is `null`. Requests run by purpose:
 * finals first (taking the thread of running partials if need be), then partials (batched too,
 * and dropped when too many wait), then backlog (see `recognition-queue.ts`).
 *
 * @example
 * const recognizer = createLocalRecognizer();
 * await recognizer.transcribe(turnAudio, { purpose: 'final' }); // "I build tools for teachers."
 */
export function createLocalRecognizer(options: LocalRecognizerOptions = {}): LocalRecognizer {
  const threads = Math.max(1, Math.floor(options.threads ?? defaultRecognizerThreads()));
  const pool = createRecognizerPool({
    threads,
    ...(options.workerUrl ? { workerUrl: options.workerUrl } : {}),
  });
  const queue = createRecognitionQueue({
    concurrency: threads,
    run: (pieces, signal) => pool.transcribe(pieces, signal),
    ...(options.maxWaitingSeconds !== undefined
      ? { maxWaitingSeconds: options.maxWaitingSeconds }
      : {}),
  });
  const memory = createPieceMemory();

  /**
   * The texts of a turn's pieces: those transcribed lately (by a partial of the same turn) from
   * memory, the rest queued together as one request, each remembered as soon as it is done.
   * `null` when that request is a partial that was dropped.
   */
  async function piecesText(
    pieces: Int16Array[],
    purpose: TranscriptionPurpose,
  ): Promise<string[] | null> {
    const keys = pieces.map((piece) => memory.keyOf(piece));
    const texts = keys.map((key) => memory.recall(key));
    const missing = texts.flatMap((text, index) => (text === undefined ? [index] : []));
    if (missing.length === 0) return texts as string[];
    const fresh = await queue.submit(
      missing.map((index) => pieces[index]!),
      purpose,
      (j, text) => memory.remember(keys[missing[j]!]!, text),
    );
    if (fresh === null) return null;
    missing.forEach((index, j) => (texts[index] = fresh[j]));
    return texts as string[];
  }

  return {
    async transcribe(pcm16k, request = {}) {
      // The turn's levels are measured once: each piece starts on a window boundary
      // (split-at-pauses.ts), so its levels are a stretch of the turn's.
      const levels = windowLevels(pcm16k);
      const pieces: Int16Array[] = [];
      let firstWindow = 0;
      for (const piece of splitAtPauses(pcm16k, levels)) {
        const windows = Math.ceil(piece.length / LEVEL_WINDOW_SAMPLES);
        const pieceLevels = levels.subarray(firstWindow, firstWindow + windows);
        firstWindow += windows;
        if (isAudible(piece, pieceLevels)) pieces.push(trimToSpeech(piece, pieceLevels));
      }
      if (pieces.length === 0) return null;
      const texts = await piecesText(pieces, request.purpose ?? 'final');
      const text = texts
        ?.map((piece) => piece.trim())
        .filter(Boolean)
        .join(' ');
      return text || null;
    },
    startedThreads: () => pool.startedThreads(),
    waiting: () => queue.waiting(),
    async close() {
      queue.close(new Error('the speech recognizer was closed'));
      await pool.close();
    },
  };
}
