import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import type { TranscriptionPurpose } from '../speech-recognizer.ts';

/** Options of {@link createRecognitionQueue}. */
export interface RecognitionQueueOptions {
  /** Pieces transcribed at once (the recogniser's worker threads). */
  concurrency: number;
  /**
   * Transcribes one piece; called at most `concurrency` times at once. A partial's piece comes
   * with a signal, aborted when a final needs its thread.
   */
  run(piece: Int16Array, signal?: AbortSignal): Promise<string>;
  /**
   * Most audio waiting, in seconds, all requests together (default 3600: 115 MB of samples).
   * A final or backlog request beyond it is refused with an error, never silently dropped.
   */
  maxWaitingSeconds?: number;
}

/** Requests for transcription, served by purpose (`final`, then `partial`, then `backlog`). */
export interface RecognitionQueue {
  /**
   * Transcribes the pieces of one request: resolves their texts in order, or `null` for a
   * partial that was dropped. Rejects if a piece fails, or if there is too much audio waiting
   * already. `onPiece` hears of each piece as soon as its text is ready.
   */
  submit(
    pieces: Int16Array[],
    purpose: TranscriptionPurpose,
    onPiece?: (index: number, text: string) => void,
  ): Promise<string[] | null>;
  /** Pieces waiting for a thread. */
  waiting(): number;
  /** Pieces being transcribed. */
  running(): number;
  /** Fails every waiting request with `error`; later requests fail with it too. */
  close(error: Error): void;
}

interface Request {
  purpose: TranscriptionPurpose;
  texts: string[];
  left: number;
  settled: boolean;
  /** A partial's: aborted when a final takes its thread. */
  dropper: AbortController | undefined;
  resolve(texts: string[] | null): void;
  reject(error: Error): void;
  onPiece: ((index: number, text: string) => void) | undefined;
}

interface Job {
  piece: Int16Array;
  index: number;
  request: Request;
}

const ORDER: readonly TranscriptionPurpose[] = ['final', 'partial', 'backlog'];

/**
 * The order transcriptions run in: a visitor waiting on a finished turn goes first, then a
 * preview of a turn still being spoken, then catch-up work; each purpose in arrival order. The
 * pieces of one request are jobs of their own, so a long turn's pieces run side by side when
 * threads are free.
 *
 * A partial is only worth having now: it is taken when a thread is free and nothing waits, and
 * answered `null` otherwise (the next partial, or the final, supersedes it). A final that finds
 * no thread free takes one from a partial (which is given up, and answered `null`), so a visitor
 * never waits on a preview. Finals and backlog always wait their turn; only beyond
 * `maxWaitingSeconds` of waiting audio (a machine far too slow for its calls) is a request
 * refused, with an error that says so.
 */
export function createRecognitionQueue(options: RecognitionQueueOptions): RecognitionQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaitingSamples = (options.maxWaitingSeconds ?? 3600) * PCM_SAMPLE_RATE;
  const waiting = new Map<TranscriptionPurpose, Job[]>(ORDER.map((purpose) => [purpose, []]));
  const runningJobs = new Set<Job>();
  let waitingSamples = 0;
  let waitingJobs = 0;
  let closed: Error | null = null;

  function settle(request: Request, outcome: string[] | null | Error) {
    if (request.settled) return;
    request.settled = true;
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
  }

  function next(): Job | undefined {
    for (const purpose of ORDER) {
      const job = waiting.get(purpose)!.shift();
      if (job) {
        waitingJobs -= 1;
        waitingSamples -= job.piece.length;
        return job;
      }
    }
    return undefined;
  }

  function pump() {
    while (runningJobs.size < concurrency) {
      const job = next();
      if (!job) return;
      // A request that already failed, or a dropped partial, needs no more of its pieces.
      if (!job.request.settled) start(job);
    }
  }

  function start(job: Job) {
    runningJobs.add(job);
    const { request } = job;
    options
      .run(job.piece, request.dropper?.signal)
      .then(
        (text) => {
          request.texts[job.index] = text;
          request.left -= 1;
          if (!request.settled) request.onPiece?.(job.index, text);
          if (request.left === 0) settle(request, request.texts);
        },
        (error: unknown) => {
          if (request.dropper?.signal.aborted) return settle(request, null);
          settle(request, error instanceof Error ? error : new Error(String(error)));
        },
      )
      .finally(() => {
        runningJobs.delete(job);
        pump();
      });
  }

  /** Frees threads for a final: drops waiting partials, then gives up running ones. */
  function makeRoomFor(pieces: number) {
    const partials = waiting.get('partial')!;
    for (const job of partials.splice(0)) {
      waitingJobs -= 1;
      waitingSamples -= job.piece.length;
      settle(job.request, null);
    }
    let free = concurrency - runningJobs.size;
    for (const job of runningJobs) {
      if (free >= pieces) return;
      if (job.request.purpose !== 'partial' || job.request.dropper!.signal.aborted) continue;
      job.request.dropper!.abort(new Error('a final transcription took the thread'));
      free += 1;
    }
  }

  return {
    submit(pieces, purpose, onPiece) {
      if (closed) return Promise.reject(closed);
      if (pieces.length === 0) return Promise.resolve([]);
      const samples = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (purpose === 'partial') {
        if (waitingJobs > 0 || runningJobs.size >= concurrency) return Promise.resolve(null);
      } else if (waitingSamples + samples > maxWaitingSamples) {
        const seconds = Math.round(waitingSamples / PCM_SAMPLE_RATE);
        return Promise.reject(
          new Error(
            `speech recognition is too far behind: ${seconds} s of audio are waiting (at most ${maxWaitingSamples / PCM_SAMPLE_RATE} s)`,
          ),
        );
      }
      if (purpose === 'final') makeRoomFor(pieces.length);
      return new Promise<string[] | null>((resolve, reject) => {
        const request: Request = {
          purpose,
          texts: [],
          left: pieces.length,
          settled: false,
          dropper: purpose === 'partial' ? new AbortController() : undefined,
          resolve,
          reject,
          onPiece,
        };
        const queue = waiting.get(purpose)!;
        pieces.forEach((piece, index) => queue.push({ piece, index, request }));
        waitingJobs += pieces.length;
        waitingSamples += samples;
        pump();
      });
    },
    waiting: () => waitingJobs,
    running: () => runningJobs.size,
    close(error) {
      closed = error;
      for (const queue of waiting.values()) {
        for (const job of queue.splice(0)) settle(job.request, error);
      }
      waitingJobs = 0;
      waitingSamples = 0;
    },
  };
}
