import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import type { TranscriptionPurpose } from '../speech-recognizer.ts';

/** Options of {@link createRecognitionQueue}. */
export interface RecognitionQueueOptions {
  /** Batches transcribed at once (the recogniser's worker threads). */
  concurrency: number;
  /**
   * Transcribes a batch of pieces, answering their texts in order; called at most
   * `concurrency` times at once. A batch of partials comes with a signal, aborted when a final
   * needs its thread.
   */
  run(pieces: Int16Array[], signal?: AbortSignal): Promise<string[]>;
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
  resolve(texts: string[] | null): void;
  reject(error: Error): void;
  onPiece: ((index: number, text: string) => void) | undefined;
}

interface Job {
  piece: Int16Array;
  index: number;
  request: Request;
}

interface Batch {
  jobs: Job[];
  /** A batch of partials': aborted when a final takes its thread. */
  dropper: AbortController | undefined;
}

const ORDER: readonly TranscriptionPurpose[] = ['final', 'partial', 'backlog'];

/**
 * Most pieces in one batch, and most audio. onnxruntime keeps the memory of its largest run, and
 * a batch's working state grows with its pieces: batches of up to 16 made the model add 457 MB
 * to the server (budget 400, bench/spoken-calls.bench.ts), while most of the saving comes with
 * the first few pieces (measured on two cores, per 8 s answer: 297 ms alone, 165 ms in fours,
 * 140 ms in tens).
 */
const MAX_BATCH_PIECES = 6;
const MAX_BATCH_SECONDS = 60;
/**
 * Pieces are batched with others at most this much longer or shorter: a batch pads each piece
 * with silence to its longest, and a model given seconds of silence after the words gets more
 * of them wrong (on the bench corpus, 1 s of added silence moved its word error rate by about
 * as much as its run-to-run spread between paddings; 2 s made it clearly worse).
 */
const MAX_BATCH_SPREAD_SECONDS = 1;
/**
 * Partials waiting for a thread, at most: two batches' worth. When many visitors speak at once
 * their previews wait briefly and are transcribed together; beyond this a partial is answered
 * `null` at once (the visitor's next partial, a second later, supersedes it anyway).
 */
const MAX_WAITING_PARTIALS = 2 * MAX_BATCH_PIECES;

/**
 * The order transcriptions run in: a visitor waiting on a finished turn goes first, then a
 * preview of a turn still being spoken, then catch-up work; each purpose in arrival order. The
 * pieces of one request are jobs of their own. A thread that comes free takes the first job
 * waiting and the jobs of the same purpose of about its length waiting behind it, as one batch:
 * the model transcribes a batch in far less time than its pieces one after another, so when many
 * visitors finish speaking at once they wait for one or two batches, not for each other in turn,
 * and when many speak at once each still sees previews of their words.
 *
 * A partial is only worth having soon: it waits for a thread only while no final waits and few
 * partials do (see {@link MAX_WAITING_PARTIALS}), and is answered `null` otherwise (the next
 * partial, or the final, supersedes it). A final drops the partials waiting and, finding no
 * thread free, takes one from a batch of partials (given up, each answered `null`), so a visitor
 * never waits on a preview. Finals and backlog always wait their turn; only beyond
 * `maxWaitingSeconds` of waiting audio (a machine far too slow for its calls) is a request
 * refused, with an error that says so.
 */
export function createRecognitionQueue(options: RecognitionQueueOptions): RecognitionQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaitingSamples = (options.maxWaitingSeconds ?? 3600) * PCM_SAMPLE_RATE;
  const waiting = new Map<TranscriptionPurpose, Job[]>(ORDER.map((purpose) => [purpose, []]));
  const runningBatches = new Set<Batch>();
  let waitingSamples = 0;
  let waitingJobs = 0;
  let closed: Error | null = null;

  function settle(request: Request, outcome: string[] | null | Error) {
    if (request.settled) return;
    request.settled = true;
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
  }

  function take(queue: Job[], at: number): Job {
    const [job] = queue.splice(at, 1);
    waitingJobs -= 1;
    waitingSamples -= job!.piece.length;
    return job!;
  }

  /**
   * The next batch: the first job waiting (a request that already failed, or a dropped partial,
   * needs no more of its pieces) and those of its purpose behind it it batches with.
   */
  function nextBatch(): Job[] | undefined {
    for (const purpose of ORDER) {
      const queue = waiting.get(purpose)!;
      while (queue.length > 0 && queue[0]!.request.settled) take(queue, 0);
      if (queue.length === 0) continue;
      const batch = [take(queue, 0)];
      const first = batch[0]!.piece.length;
      const spread = MAX_BATCH_SPREAD_SECONDS * PCM_SAMPLE_RATE;
      let samples = first;
      for (let at = 0; at < queue.length && batch.length < MAX_BATCH_PIECES;) {
        const job = queue[at]!;
        const fits =
          Math.abs(job.piece.length - first) <= spread &&
          samples + job.piece.length <= MAX_BATCH_SECONDS * PCM_SAMPLE_RATE;
        if (job.request.settled) take(queue, at);
        else if (!fits) at += 1;
        else {
          samples += job.piece.length;
          batch.push(take(queue, at));
        }
      }
      return batch;
    }
    return undefined;
  }

  function pump() {
    while (runningBatches.size < concurrency) {
      const batch = nextBatch();
      if (!batch) return;
      start(batch);
    }
  }

  function start(jobs: Job[]) {
    const dropper = jobs[0]!.request.purpose === 'partial' ? new AbortController() : undefined;
    const batch: Batch = { jobs, dropper };
    runningBatches.add(batch);
    options
      .run(
        jobs.map((job) => job.piece),
        dropper?.signal,
      )
      .then(
        (texts) => {
          jobs.forEach((job, at) => {
            const { request } = job;
            const text = texts[at] ?? '';
            request.texts[job.index] = text;
            request.left -= 1;
            if (!request.settled) request.onPiece?.(job.index, text);
            if (request.left === 0) settle(request, request.texts);
          });
        },
        (error: unknown) => {
          for (const { request } of jobs) {
            if (dropper?.signal.aborted) settle(request, null);
            else settle(request, error instanceof Error ? error : new Error(String(error)));
          }
        },
      )
      .finally(() => {
        runningBatches.delete(batch);
        pump();
      });
  }

  /** Frees a thread for a final: drops waiting partials, then gives up a running batch of them. */
  function makeRoomForFinal() {
    const partials = waiting.get('partial')!;
    while (partials.length > 0) settle(take(partials, 0).request, null);
    if (runningBatches.size < concurrency) return;
    for (const { jobs, dropper } of runningBatches) {
      if (!dropper || dropper.signal.aborted) continue;
      dropper.abort(new Error('a final transcription took the thread'));
      // Answered now: the thread stops between two steps of the model, and is then free.
      for (const { request } of jobs) settle(request, null);
      return;
    }
  }

  return {
    submit(pieces, purpose, onPiece) {
      if (closed) return Promise.reject(closed);
      if (pieces.length === 0) return Promise.resolve([]);
      const samples = pieces.reduce((sum, piece) => sum + piece.length, 0);
      if (purpose === 'partial') {
        const crowded = waiting.get('partial')!.length + pieces.length > MAX_WAITING_PARTIALS;
        if (waiting.get('final')!.length > 0 || crowded) return Promise.resolve(null);
      } else if (waitingSamples + samples > maxWaitingSamples) {
        const seconds = Math.round(waitingSamples / PCM_SAMPLE_RATE);
        return Promise.reject(
          new Error(
            `speech recognition is too far behind: ${seconds} s of audio are waiting (at most ${maxWaitingSamples / PCM_SAMPLE_RATE} s)`,
          ),
        );
      }
      if (purpose === 'final') makeRoomForFinal();
      return new Promise<string[] | null>((resolve, reject) => {
        const request: Request = {
          purpose,
          texts: [],
          left: pieces.length,
          settled: false,
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
    running() {
      let pieces = 0;
      for (const { jobs } of runningBatches) pieces += jobs.length;
      return pieces;
    },
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
