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

/** How one request is served besides its purpose. */
export interface SubmitOptions {
  /** Hears of each piece as soon as its text is ready. */
  onPiece?: (index: number, text: string) => void;
  /** A partial's caller gave it up (its turn ended): dropped, or stopped after its token. */
  signal?: AbortSignal;
}

/** Requests for transcription, served by purpose (`final`, then `partial`, then `backlog`). */
export interface RecognitionQueue {
  /**
   * Transcribes the pieces of one request: resolves their texts in order, or `null` for a
   * partial that was given up. Rejects if a piece fails, or if there is too much audio waiting
   * already.
   */
  submit(
    pieces: Int16Array[],
    purpose: TranscriptionPurpose,
    options?: SubmitOptions,
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
  /** A partial's: aborted when a final takes its thread, or its caller gives it up. */
  dropper: AbortController | undefined;
  resolve(texts: string[] | null): void;
  reject(error: Error): void;
  onPiece: ((index: number, text: string) => void) | undefined;
  /** Stops listening to the caller's signal (a turn asks for many partials over one signal). */
  detach: (() => void) | undefined;
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
 * A partial waits behind the finals when no thread is free: dropping it would leave its turn
 * without the words that end it after a short quiet (`endpointing.ts`), so on a busy machine
 * every turn would wait out the long quiet. A turn asks for one partial at a time, so at most
 * one waits per live turn, and its caller gives it up when the turn ends. A final that finds no
 * thread free takes one from a running partial (which is given up, and answered `null`), so a
 * visitor never waits on a preview. Finals and backlog always wait their turn; only beyond
 * `maxWaitingSeconds` of waiting audio (a machine far too slow for its calls) is a request
 * refused, with an error that says so (a partial is then answered `null`).
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
    request.detach?.();
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

  /** Frees threads for a final by giving up running partials. */
  function makeRoomFor(pieces: number) {
    let free = concurrency - runningJobs.size;
    for (const job of runningJobs) {
      if (free >= pieces) return;
      if (job.request.purpose !== 'partial' || job.request.dropper!.signal.aborted) continue;
      job.request.dropper!.abort(new Error('a final transcription took the thread'));
      free += 1;
    }
  }

  /** A partial its caller gave up: its waiting pieces leave the queue, a running one stops. */
  function giveUp(request: Request) {
    settle(request, null);
    request.dropper!.abort(new Error('the partial transcription was given up'));
    const partials = waiting.get('partial')!;
    const kept = partials.filter((job) => job.request !== request);
    for (const job of partials) {
      if (job.request !== request) continue;
      waitingJobs -= 1;
      waitingSamples -= job.piece.length;
    }
    waiting.set('partial', kept);
  }

  return {
    submit(pieces, purpose, { onPiece, signal } = {}) {
      if (closed) return Promise.reject(closed);
      if (pieces.length === 0) return Promise.resolve([]);
      if (purpose === 'partial' && signal?.aborted) return Promise.resolve(null);
      const samples = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (waitingSamples + samples > maxWaitingSamples) {
        if (purpose === 'partial') return Promise.resolve(null);
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
          detach: undefined,
        };
        const queue = waiting.get(purpose)!;
        pieces.forEach((piece, index) => queue.push({ piece, index, request }));
        waitingJobs += pieces.length;
        waitingSamples += samples;
        if (request.dropper && signal) {
          const onAbort = () => giveUp(request);
          signal.addEventListener('abort', onAbort, { once: true });
          request.detach = () => signal.removeEventListener('abort', onAbort);
        }
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
