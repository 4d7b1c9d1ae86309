// PGlite runs PostgreSQL in single-user mode, which does no background work: no autovacuum.
// Left alone, the embedded database would never mark a page all-visible (so index-only scans,
// such as the overview's, would read the wide table rows anyway), never reclaim the row versions
// that updates leave behind, and never gather the planner's statistics. So the server does
// autovacuum's job for it: a VACUUM (ANALYZE) a minute after opening, then every hour.
import { sql, type SQL } from 'drizzle-orm';

/** The database to keep (client.ts's `Database`, which imports this file). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** When the upkeep runs: first after `firstAfterMs` (autovacuum's naptime), then every `everyMs`. */
export interface UpkeepTiming {
  firstAfterMs: number;
  everyMs: number;
}

const DEFAULT_TIMING: UpkeepTiming = { firstAfterMs: 60_000, everyMs: 3_600_000 };

/** The running upkeep; `stop()` cancels the next run and waits for one under way. */
export interface Upkeep {
  stop(): Promise<void>;
}

/**
 * Vacuums and analyses the embedded database on a timer that never keeps the process alive.
 * @example const upkeep = startPgliteUpkeep(db, (error) => log(error)); await upkeep.stop();
 */
export function startPgliteUpkeep(
  db: Executes,
  onError: (error: Error) => void,
  timing: UpkeepTiming = DEFAULT_TIMING,
): Upkeep {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = Promise.resolve(db.execute(sql`vacuum (analyze)`))
        .then(
          () => undefined,
          (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(timing.everyMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(timing.firstAfterMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
