/** The answer to "may this client do it once more?". */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts actions per key within a window. The in-memory one suits a single server; a shared
 * store (Redis) can implement the same interface for several instances.
 */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitDecision>;
}

export interface MemoryRateLimiterOptions {
  /** Most actions per key and window. */
  limit: number;
  /** Window length in milliseconds (default one minute). */
  windowMs?: number;
  /** Current time (injectable for tests). */
  now?: () => number;
}

/**
 * A fixed-window counter per key, kept in memory. Expired windows are swept once per window,
 * so memory stays proportional to the clients seen in the last minute.
 * @example const limiter = createMemoryRateLimiter({ limit: 20 });
 */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter {
  const { limit, windowMs = 60_000, now = Date.now } = options;
  const windows = new Map<string, { start: number; count: number }>();
  let nextSweep = now() + windowMs;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    for (const [key, window] of windows) {
      if (time - window.start >= windowMs) windows.delete(key);
    }
    nextSweep = time + windowMs;
  };

  return {
    async consume(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        const waitMs = window.start + windowMs - time;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      window.count += 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
