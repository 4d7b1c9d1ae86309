// Locks per key on rate-limiter-flexible, in the same store as the rate limits (see
// rate-limiter.ts): a lock is the library's `block`, a counter of one point pushed past its
// budget until the lock ends, so every copy of the server sees it.
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Locks per key (e.g. an organiser account after too many failed passwords). */
export interface KeyLock {
  /** Locks `key` for `seconds` from now, replacing any earlier lock of it. */
  lock(key: string, seconds: number): Promise<void>;
  /** Whole seconds until `key` is unlocked (at least 1 while locked); 0 when it is not. */
  lockedFor(key: string): Promise<number>;
}

/** The library limiter's settings for locks: its own window is never used (nothing consumes it). */
export const LOCK_COUNTER = { points: 1, duration: 1 } as const;

/** The library calls a lock needs. */
export type LockCounters = Pick<RateLimiterAbstract, 'block' | 'get'>;

/** Locks in this process's memory. */
export function memoryLock(): KeyLock {
  const locks = new RateLimiterMemory(LOCK_COUNTER);
  return storedLock(
    async () => locks,
    () => {},
  );
}

/**
 * Locks on library counters of {@link LOCK_COUNTER} that `open` answers (it may first make the
 * store's table). While the store fails, `report` hears of it and locks are set and read in
 * memory instead: a lock is never skipped, and one set during an outage still holds after it.
 */
export function storedLock(
  open: () => Promise<LockCounters>,
  report: (error: unknown) => void,
): KeyLock {
  let standIn: KeyLock | undefined;
  const whileDown = () => (standIn ??= memoryLock());
  return {
    async lock(key, seconds) {
      try {
        await (await open()).block(key, seconds);
      } catch (error) {
        report(error);
        await whileDown().lock(key, seconds);
      }
    },
    async lockedFor(key) {
      try {
        const res = await (await open()).get(key);
        // Memory answers an ended lock until its timer removes it, with a negative time left.
        const stored =
          res && res.consumedPoints > LOCK_COUNTER.points && res.msBeforeNext > 0
            ? Math.max(1, Math.ceil(res.msBeforeNext / 1000))
            : 0;
        return stored || (standIn ? await standIn.lockedFor(key) : 0);
      } catch (error) {
        report(error);
        return whileDown().lockedFor(key);
      }
    },
  };
}
