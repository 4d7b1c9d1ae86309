// Rate limits on rate-limiter-flexible, counted in one store per process so that every limiter
// (sign-ups, the organisers' password checks) and every lock (an organiser account after too
// many failures) counts in the same place as every other copy of the server: Redis when
// REDIS_URL is set, else the PostgreSQL server of DATABASE_URL (the database every copy already
// shares), else this process's memory (embedded PGlite is one process anyway).
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { openPool } from '../db/pool.ts';
import { describeError } from './describe-error.ts';
import { LOCK_COUNTER, memoryLock, storedLock, type KeyLock } from './key-lock.ts';
import type { Logger } from '../logger.ts';

export type { KeyLock } from './key-lock.ts';

/** The answer to "may this client do it once more?". */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
  /**
   * Actions counted for the key in the current window, this one included; 0 when the store
   * could not count it (and let it through).
   */
  count: number;
}

/** Counts actions per key within a window. */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitDecision>;
}

export interface LimiterOptions {
  /** Names the limiter's counters in the store (e.g. `signup`); one name, one budget. */
  name: string;
  /** Most actions per key and window. */
  points: number;
  /** Window length in seconds (default 60). */
  durationSeconds?: number;
  /**
   * What happens while the store cannot be reached: `allow` lets every action through (sign-ups:
   * a visitor is never refused for it), `memory` counts in this process's memory meanwhile
   * (sign-ins: guessing passwords must stay limited, if only per copy). Default `allow`.
   */
  whenStoreDown?: 'allow' | 'memory';
}

/** Where the counters live; every limiter made from one store shares its connection. */
export interface RateLimitStore {
  kind: 'redis' | 'postgres' | 'memory';
  /**
   * A limiter on this store. When the store cannot be reached it lets every action through
   * (or counts in memory, see {@link LimiterOptions.whenStoreDown}) and logs that at most once
   * a minute.
   */
  limiter(options: LimiterOptions): RateLimiter;
  /**
   * Locks named `name` (one name, one set of locks) on this store. While the store cannot be
   * reached, locks are set and read in this process's memory: a lock must never be skipped.
   */
  lock(name: string): KeyLock;
  /** Resolves when the store answers; rejects otherwise (reported by `/readyz`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  /** Counts in this Redis server (`redis://…`); wins over `databaseUrl`. */
  redisUrl?: string | undefined;
  /** Counts in this PostgreSQL database (table `rate_limits`). */
  databaseUrl?: string | undefined;
  logger: Logger;
}

/** The table of the PostgreSQL store; made on first use, shared by every limiter. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** A limiter's window when its options name none, in seconds. */
const DEFAULT_DURATION_SECONDS = 60;

/** How long a limiter waits for its store before letting the action through. */
const STORE_TIMEOUT_MS = 2_000;

/** At most one "store unavailable" line per this long, whatever the traffic. */
const STORE_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Opens the store the settings call for (Redis, PostgreSQL or memory).
 * @example
 * const store = await createRateLimitStore({ databaseUrl: config.databaseUrl, logger });
 * const signIns = store.limiter({ name: 'sign-in', points: 10, durationSeconds: 600 });
 * const { allowed, retryAfterSeconds } = await signIns.consume(`${address}:${email}`);
 */
export async function createRateLimitStore(
  options: RateLimitStoreOptions,
): Promise<RateLimitStore> {
  const report = throttledReport(options.logger);
  if (options.redisUrl) return redisStore(options.redisUrl, report);
  if (options.databaseUrl) return postgresStore(options.databaseUrl, report);
  return memoryRateLimitStore();
}

/** Counters in this process's memory (embedded PGlite, tests). */
export function memoryRateLimitStore(): RateLimitStore {
  // Each library limiter keeps its own counters, so one per name: asking twice for a name
  // counts in one budget, as it does in the shared stores.
  const byName = new Map<string, RateLimiter>();
  const locksByName = new Map<string, KeyLock>();
  return {
    kind: 'memory',
    limiter: (options) => {
      let limiter = byName.get(options.name);
      if (!limiter) {
        limiter = memoryLimiter(options);
        byName.set(options.name, limiter);
      }
      return limiter;
    },
    lock: (name) => {
      let lock = locksByName.get(name);
      if (!lock) {
        lock = memoryLock();
        locksByName.set(name, lock);
      }
      return lock;
    },
    ping: async () => {},
    close: async () => {},
  };
}

async function redisStore(url: string, report: (error: unknown) => void): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    // Fail a command at once while disconnected instead of queueing it behind the outage; the
    // client keeps reconnecting in the background (within 2 s of Redis returning).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: STORE_TIMEOUT_MS,
    commandTimeout: STORE_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Without a listener ioredis prints every failed reconnection; one line a minute is enough.
  redis.on('error', report);
  // Start counting once connected; a Redis that is down at start is not a reason not to serve.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, STORE_TIMEOUT_MS);
    redis.once('ready', done);
  });
  return {
    kind: 'redis',
    limiter: (options) => {
      const counters = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `vibe:${options.name}`,
        points: options.points,
        duration: options.durationSeconds ?? DEFAULT_DURATION_SECONDS,
        rejectIfRedisNotReady: true,
      });
      return failOpen((key) => counters.consume(key), report, whileDown(options));
    },
    lock: (name) => {
      const locks = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `vibe:lock:${name}`,
        ...LOCK_COUNTER,
        rejectIfRedisNotReady: true,
      });
      return storedLock(async () => locks, report);
    },
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

function postgresStore(url: string, report: (error: unknown) => void): RateLimitStore {
  // Its own small pool, with short timeouts: a slow or lost database must delay a sign-up by
  // two seconds at most before the limiter gives up and lets it through.
  const { pool, ping, close } = openPool(
    {
      connectionString: url,
      max: 3,
      connectionTimeoutMillis: STORE_TIMEOUT_MS,
      query_timeout: STORE_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    },
    report,
  );
  // Made on first use (not at start), so the store recovers by itself if the first try fails.
  // Concurrent starts racing on `create table if not exists` may see 23505; the table is there.
  let table: Promise<void> | undefined;
  const ensureTable = () =>
    (table ??= pool
      .query(
        `create table if not exists "${RATE_LIMIT_TABLE}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if ((error as { code?: string }).code === '23505') return;
          table = undefined;
          throw error;
        },
      ));
  return {
    kind: 'postgres',
    limiter: (options) => {
      const counters = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: options.name,
        points: options.points,
        duration: options.durationSeconds ?? DEFAULT_DURATION_SECONDS,
      });
      // A table that cannot be made yet is the store being down, like a failed count.
      const consume = async (key: string) => {
        await ensureTable();
        return counters.consume(key);
      };
      return failOpen(consume, report, whileDown(options));
    },
    lock: (name) => {
      const locks = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: `lock:${name}`,
        ...LOCK_COUNTER,
      });
      return storedLock(async () => {
        await ensureTable();
        return locks;
      }, report);
    },
    ping,
    close,
  };
}

/** Let through without being counted (the store is down and no memory stands in). */
const uncounted: RateLimitDecision = { allowed: true, retryAfterSeconds: 0, count: 0 };

/** Seconds (at least 1) until a library answer's window ends. */
const secondsUntilNext = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counters in this process's memory. */
function memoryLimiter(options: LimiterOptions): RateLimiter {
  const counters = new RateLimiterMemory({
    points: options.points,
    duration: options.durationSeconds ?? DEFAULT_DURATION_SECONDS,
  });
  return failOpen(
    (key) => counters.consume(key),
    () => {},
  );
}

/** The memory limiter that stands in while the store is down, when the options ask for one. */
function whileDown(options: LimiterOptions): RateLimiter | undefined {
  return options.whenStoreDown === 'memory' ? memoryLimiter(options) : undefined;
}

/**
 * The library's answer (`consume` resolves, or rejects with its result when the budget is
 * spent) as a decision; a store failure lets the action through, or asks `fallback` (counters
 * in memory) when there is one.
 */
function failOpen(
  consume: (key: string) => Promise<RateLimiterRes>,
  report: (error: unknown) => void,
  fallback?: RateLimiter,
): RateLimiter {
  return {
    async consume(key) {
      try {
        const res = await consume(key);
        return { allowed: true, retryAfterSeconds: 0, count: res.consumedPoints };
      } catch (rejection) {
        // The library rejects with its result when the budget is spent, with an Error when the
        // store failed.
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: secondsUntilNext(rejection),
            count: rejection.consumedPoints,
          };
        }
        report(rejection);
        return fallback ? fallback.consume(key) : uncounted;
      }
    },
  };
}

/** Logs a store failure at most once per {@link STORE_ERROR_LOG_INTERVAL_MS}. */
function throttledReport(logger: Logger): (error: unknown) => void {
  let lastLogged = -Infinity;
  let missed = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastLogged < STORE_ERROR_LOG_INTERVAL_MS) {
      missed += 1;
      return;
    }
    const { stack: _stack, ...summary } = describeError(error);
    logger.warn('rate-limit store unavailable; letting actions through', {
      ...summary,
      ...(missed ? { failuresSinceLastLine: missed } : {}),
    });
    lastLogged = now;
    missed = 0;
  };
}
