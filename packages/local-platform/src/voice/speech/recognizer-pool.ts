import { Worker } from 'node:worker_threads';
import { workerStart } from '../worker-start.ts';

/** Options of {@link createRecognizerPool}. */
export interface RecognizerPoolOptions {
  /** Worker threads, each with its own copy of the model (about 170 MB resident). */
  threads: number;
  /** The worker's module (default `moonshine-worker.mjs` beside this file); tests swap it. */
  workerUrl?: URL;
}

/** Worker threads that each hold the model and transcribe one batch of pieces at a time. */
export interface RecognizerPool {
  /**
   * Transcribes a batch of pieces (each at most ~20 s, the longest the model takes) on an idle
   * thread, starting one (and loading the model there) when none is running yet; answers their
   * texts in order. The caller keeps to `threads` batches at once. Aborting `signal` gives the
   * batch up (the thread stops after the token it is on) and rejects with the signal's reason.
   */
  transcribe(pieces: Int16Array[], signal?: AbortSignal): Promise<string[]>;
  /** Threads started (loading or loaded); none before the first transcription. */
  startedThreads(): number;
  /**
   * Stops every thread; a piece being transcribed fails at once, and its thread ends after the
   * token it is on. Resolves once every thread has ended.
   */
  close(): Promise<void>;
}

type WorkerReply =
  | { ready: true }
  | { failed: string }
  | { id: number; texts: string[] }
  | { id: number; cancelled: true }
  | { id: number; error: string };

interface BatchInFlight {
  id: number;
  resolve(texts: string[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | null;
  signal: AbortSignal | undefined;
}

interface RecognizerThread {
  worker: Worker;
  ready: Promise<void>;
  /** Resolves when the thread has ended, however it ended. */
  exited: Promise<void>;
  /** False while the thread loads the model (onnxruntime is building its sessions). */
  loaded: boolean;
  batch: BatchInFlight | null;
}

/**
 * A batch not answered within this long fails, and its thread is stopped (a 10 s piece takes
 * about 0.4 s on one core).
 */
const BATCH_TIMEOUT_MS = 60_000;

/**
 * How long a thread told to stop may take to end by itself (the token it is on, or the model it
 * is loading) before it is terminated.
 */
const STOP_GRACE_MS = 5_000;

/**
 * The same for a thread still loading the model: onnxruntime builds its sessions meanwhile, and
 * terminating it there aborts the process too. Loading takes about 0.8 s on a quiet core, but
 * several seconds on a loaded machine (it exceeded {@link STOP_GRACE_MS} under a full test run).
 */
const LOADING_STOP_GRACE_MS = 30_000;

/**
 * Speech recognition threads (`moonshine-worker.mjs`), started lazily: the first piece starts a
 * thread, which loads the model (about 0.8 s) and keeps it for the life of the process; more
 * pieces at once start more threads, up to `threads`. A thread holds the process open only while
 * it transcribes. A thread that dies, or fails to load the model, fails the piece it had; the
 * next piece starts a fresh one.
 */
export function createRecognizerPool(options: RecognizerPoolOptions): RecognizerPool {
  const size = Math.max(1, Math.floor(options.threads));
  const workerUrl = options.workerUrl ?? new URL('./moonshine-worker.mjs', import.meta.url);
  const threads: (RecognizerThread | null)[] = Array.from({ length: size }, () => null);
  let nextId = 1;
  let closed = false;

  /** Fails the thread's batch now, and ends the thread; resolves once it has ended. */
  function stop(thread: RecognizerThread, error: Error): Promise<void> {
    const index = threads.indexOf(thread);
    if (index >= 0) threads[index] = null;
    const batch = thread.batch;
    thread.batch = null;
    if (batch) {
      if (batch.timer) clearTimeout(batch.timer);
      batch.reject(error);
    }
    // Its 'exit' then finds it no longer in `threads`.
    return endThread(thread);
  }

  function start(index: number): RecognizerThread {
    const worker = new Worker(workerUrl);
    worker.unref();
    const { ready, markReady, failStart } = workerStart();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const thread: RecognizerThread = { worker, ready, exited, loaded: false, batch: null };
    const fail = (error: Error) => {
      failStart(error);
      if (threads[index] === thread) stop(thread, error);
    };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        thread.loaded = true;
        return markReady();
      }
      if ('failed' in reply) return fail(new Error(reply.failed));
      const batch = thread.batch;
      if (!batch || batch.id !== reply.id) return;
      thread.batch = null;
      if (batch.timer) clearTimeout(batch.timer);
      worker.unref();
      if ('error' in reply) batch.reject(new Error(`speech recognition failed: ${reply.error}`));
      else if ('cancelled' in reply) batch.reject(abortReason(batch.signal));
      else batch.resolve(reply.texts);
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`the speech recognition thread exited (${code})`)));
    threads[index] = thread;
    return thread;
  }

  function idleThread(): RecognizerThread {
    const idle = threads.find((thread) => thread !== null && thread.batch === null);
    if (idle) return idle;
    const free = threads.indexOf(null);
    if (free < 0) throw new Error(`all ${size} speech recognition threads are busy`);
    return start(free);
  }

  return {
    transcribe(pieces, signal) {
      if (closed) return Promise.reject(new Error('the speech recognizer was closed'));
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const thread = idleThread();
      return new Promise<string[]>((resolve, reject) => {
        // Claimed before the model has loaded, so that the next batch goes to another thread.
        const inFlight: BatchInFlight = { id: nextId++, resolve, reject, timer: null, signal };
        thread.batch = inFlight;
        thread.worker.ref();
        let posted = false;
        signal?.addEventListener(
          'abort',
          () => {
            if (thread.batch !== inFlight) return;
            if (posted) return thread.worker.postMessage({ type: 'cancel', id: inFlight.id });
            // Still waiting for the model: the thread is free again at once.
            thread.batch = null;
            thread.worker.unref();
            reject(abortReason(signal));
          },
          { once: true },
        );
        thread.ready.then(
          () => {
            if (thread.batch !== inFlight) return; // stopped, or given up, while the model loaded
            inFlight.timer = setTimeout(
              () => stop(thread, new Error(`speech recognition took over ${BATCH_TIMEOUT_MS} ms`)),
              BATCH_TIMEOUT_MS,
            );
            inFlight.timer.unref();
            // Copies go over: a piece is a view of the caller's turn, which stays whole.
            const pcms = pieces.map((piece) => piece.slice());
            thread.worker.postMessage(
              { type: 'transcribe', id: inFlight.id, pcms },
              pcms.map((pcm) => pcm.buffer),
            );
            posted = true;
          },
          () => undefined, // the thread failed to start: stop() has rejected the piece
        );
      });
    },
    startedThreads: () => threads.filter((thread) => thread !== null).length,
    async close() {
      closed = true;
      const running = threads.filter((thread): thread is RecognizerThread => thread !== null);
      const error = new Error('the speech recognizer was closed');
      await Promise.all(running.map((thread) => stop(thread, error)));
    },
  };
}

/**
 * Asks the thread to end and waits for it: it gives its piece up after the token it is on and
 * ends by itself. Terminating a thread inside an onnxruntime run would abort the whole process
 * (`terminate called after throwing an instance of 'Napi::Error'`), so it is terminated only if
 * it has not ended within {@link STOP_GRACE_MS} ({@link LOADING_STOP_GRACE_MS} while it loads). Meanwhile it holds the process open: a process
 * that exits terminates its threads just the same.
 */
function endThread({ worker, exited, loaded }: RecognizerThread): Promise<void> {
  worker.ref();
  worker.postMessage({ type: 'stop' });
  const grace = loaded ? STOP_GRACE_MS : LOADING_STOP_GRACE_MS;
  const timer = setTimeout(() => void worker.terminate(), grace);
  void exited.then(() => clearTimeout(timer));
  return exited;
}

/** Why an aborted piece failed: the signal's reason when it is an error. */
function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('the transcription was given up');
}
