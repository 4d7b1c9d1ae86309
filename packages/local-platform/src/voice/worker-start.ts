/** A worker thread's start: settled by the thread's first message (`ready`) or its failure. */
export interface WorkerStart {
  /** Resolves once the worker is ready; rejects if it fails to start. */
  ready: Promise<void>;
  markReady(): void;
  failStart(error: Error): void;
}

/**
 * The start of a worker thread that loads something (a model, a voice) before it takes work.
 * A start that fails while nothing waits on it is no unhandled rejection: the work that comes
 * next sees the failure.
 *
 * @example
 * const start = workerStart();
 * worker.on('message', (reply) => 'ready' in reply && start.markReady());
 * await start.ready;
 */
export function workerStart(): WorkerStart {
  let markReady = () => {};
  let failStart: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  ready.catch(() => undefined);
  return { ready, markReady, failStart };
}
