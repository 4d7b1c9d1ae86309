// A job every server copy runs now and then (the retention run, the daily digest): first a
// minute after the start, then at a fixed interval; runs never overlap, a failed one is logged
// and the next goes on, and the timers never keep the process alive. The job itself decides,
// in the database, whether anything is due, so many copies can share one schedule.
import type { Logger } from '../logger.ts';

export interface PeriodicJob {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicJob(options: {
  run: () => Promise<unknown>;
  /** What the log calls a failed run. */
  failure: string;
  logger: Logger | undefined;
  everyMs: number;
  firstAfterMs?: number;
}): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(options.run).catch((error: unknown) =>
      options.logger?.warn(options.failure, {
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
  };
  const first = setTimeout(tick, options.firstAfterMs ?? 60_000);
  const every = setInterval(tick, options.everyMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
