import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import type { TranscriptionPurpose } from '../speech-recognizer.ts';

/** Options of {@link createRecognitionQueue}. */
export interface RecognitionQueueOptions {
  /** Pieces transcribed at once (the recogniser's worker threads). */
  concurrency: number;
  /** Transcribes one piece; called at most `concurrency` times at once. */
  run(piece: Int16Array): Promise<string>;
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
   * partial that could not start at once. Rejects if a piece fails, or if there is too much
   * audio waiting already.
   */
  submit(pieces: Int16Array[], purpose: TranscriptionPurpose): Promise<string[] | null>;
  /** Pieces waiting for a thread. */
  waiting(): number;
  /** Pieces being transcribed. */
  running(): number;
  /** Fails every waiting request with `error`; later requests fail with it too. */
  close(error: Error): void;
}

interface Request {
  texts: string[];
  left: number;
  failed: boolean;
  resolve(texts: string[]): void;
  reject(error: Error): void;
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
 * A partial is only worth having now: it is taken when every piece of it can start at once with
 * nothing waiting, and answered `null` otherwise (the next partial, or the final, supersedes it).
 * Finals and backlog always wait their turn; only beyond `maxWaitingSeconds` of waiting audio
 * (a machine far too slow for its calls) is a request refused, with an error that says so.
 */
export function createRecognitionQueue(options: RecognitionQueueOptions): RecognitionQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaitingSamples = (options.maxWaitingSeconds ?? 3600) * PCM_SAMPLE_RATE;
  const waiting = new Map<TranscriptionPurpose, Job[]>(ORDER.map((purpose) => [purpose, []]));
  let waitingSamples = 0;
  let waitingJobs = 0;
  let running = 0;
  let closed: Error | null = null;

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
    while (running < concurrency) {
      const job = next();
      if (!job) return;
      // A request that already failed does not need its other pieces.
      if (job.request.failed) continue;
      start(job);
    }
  }

  function start(job: Job) {
    running += 1;
    const { request } = job;
    options
      .run(job.piece)
      .then(
        (text) => {
          request.texts[job.index] = text;
          request.left -= 1;
          if (request.left === 0 && !request.failed) request.resolve(request.texts);
        },
        (error: unknown) => {
          if (!request.failed) {
            request.failed = true;
            request.reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      )
      .finally(() => {
        running -= 1;
        pump();
      });
  }

  return {
    submit(pieces, purpose) {
      if (closed) return Promise.reject(closed);
      if (pieces.length === 0) return Promise.resolve([]);
      const samples = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (purpose === 'partial') {
        if (waitingJobs > 0 || running + pieces.length > concurrency) return Promise.resolve(null);
      } else if (waitingSamples + samples > maxWaitingSamples) {
        const seconds = Math.round(waitingSamples / PCM_SAMPLE_RATE);
        return Promise.reject(
          new Error(
            `speech recognition is too far behind: ${seconds} s of audio are waiting (at most ${maxWaitingSamples / PCM_SAMPLE_RATE} s)`,
          ),
        );
      }
      return new Promise<string[]>((resolve, reject) => {
        const request: Request = {
          texts: [],
          left: pieces.length,
          failed: false,
          resolve,
          reject,
        };
        const queue = waiting.get(purpose)!;
        pieces.forEach((piece, index) => queue.push({ piece, index, request }));
        waitingJobs += pieces.length;
        waitingSamples += samples;
        pump();
      });
    },
    waiting: () => waitingJobs,
    running: () => running,
    close(error) {
      closed = error;
      for (const queue of waiting.values()) {
        for (const job of queue.splice(0)) {
          if (!job.request.failed) {
            job.request.failed = true;
            job.request.reject(error);
          }
        }
      }
      waitingJobs = 0;
      waitingSamples = 0;
    },
  };
}
