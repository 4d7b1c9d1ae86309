// The loop an outbox worker runs (webhooks, e-mail): every `pollMs` it sends what is due, batch
// after batch while batches come back full, and once an hour forgets what is long over. A
// failing round is logged and the loop goes on; `stop` waits for the round in flight.

export interface OutboxLoopOptions {
  /** Sends one batch of what is due; how many it took. */
  runOnce(): Promise<number>;
  /** A full batch's size: a round that took this many looks again at once. */
  batch: number;
  /** Forgets what is over and older than it should be kept (run hourly). */
  prune(now: Date): Promise<void>;
  /** A failed round, for the log. */
  onError(error: unknown): void;
  clock: () => Date;
  pollMs: number;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function startOutboxLoop(options: OutboxLoopOptions): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let lastPrune = 0;
  const tick = () => {
    if (stopped) return;
    running = (async () => {
      try {
        while (!stopped && (await options.runOnce()) === options.batch) {
          // A full batch: more may be due at once.
        }
        const now = options.clock();
        if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = now.getTime();
          await options.prune(now);
        }
      } catch (caught) {
        options.onError(caught);
      }
    })();
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, options.pollMs);
    });
  };
  let timer: NodeJS.Timeout | undefined = setTimeout(tick, options.pollMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
