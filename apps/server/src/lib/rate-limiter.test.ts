import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { proxyInFront, type TcpProxy } from '../testing/tcp-proxy.ts';
import {
  createScratchDatabase,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from '../testing/test-databases.ts';
import { createRateLimitStore, memoryRateLimitStore, type RateLimitStore } from './rate-limiter.ts';

const silent = createLogger('silent');
/** A limiter name no other run has used (Redis keeps counters between runs). */
const freshName = () => `test-${randomBytes(4).toString('hex')}`;

/** A store, closed after the test. */
async function open(options: Parameters<typeof createRateLimitStore>[0]): Promise<RateLimitStore> {
  const store = await createRateLimitStore(options);
  onTestFinished(() => store.close());
  return store;
}

/** What every store must do; `openStore` opens another handle on the same backend. */
function storeCases(openStore: () => Promise<RateLimitStore>) {
  it('allows `points` actions per key and window, then says how long to wait', async () => {
    const limiter = (await openStore()).limiter({ name: freshName(), points: 2 });
    expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterSeconds: 0, count: 1 });
    expect(await limiter.consume('a')).toMatchObject({ allowed: true, count: 2 });
    const refused = await limiter.consume('a');
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume('b')).allowed).toBe(true);
  });

  it('keeps separate budgets for limiters of different names', async () => {
    const store = await openStore();
    const name = freshName();
    expect((await store.limiter({ name, points: 1 }).consume('a')).allowed).toBe(true);
    expect((await store.limiter({ name: `${name}-other`, points: 1 }).consume('a')).allowed).toBe(
      true,
    );
    expect((await store.limiter({ name, points: 1 }).consume('a')).allowed).toBe(false);
  });

  it('locks a key for a while, and says how long the lock still holds', async () => {
    const store = await openStore();
    const name = freshName();
    const locks = store.lock(name);
    expect(await locks.lockedFor('a')).toBe(0);
    await locks.lock('a', 900);
    const left = await store.lock(name).lockedFor('a');
    expect(left).toBeGreaterThanOrEqual(899);
    expect(left).toBeLessThanOrEqual(900);
    expect(await locks.lockedFor('b')).toBe(0);
    expect(await store.lock(`${name}-other`).lockedFor('a')).toBe(0);
  });
}

describe('the memory store', () => {
  storeCases(async () => memoryRateLimitStore());

  it('lifts a lock once its time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const locks = memoryRateLimitStore().lock('x');
    await locks.lock('a', 2);
    vi.setSystemTime(Date.now() + 1_500);
    expect(await locks.lockedFor('a')).toBe(1);
    vi.setSystemTime(Date.now() + 501);
    expect(await locks.lockedFor('a')).toBe(0);
  });

  it('starts afresh once the window has passed, and never asks to wait less than a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const limiter = memoryRateLimitStore().limiter({ name: 'x', points: 1, durationSeconds: 1 });
    await limiter.consume('a');
    vi.setSystemTime(Date.now() + 999.9);
    expect(await limiter.consume('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    vi.setSystemTime(Date.now() + 1);
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL store', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const url = async () => (scratch ??= await createScratchDatabase(TEST_DATABASE_URL ?? '')).url;
  afterAll(async () => scratch?.drop());

  storeCases(async () => open({ databaseUrl: await url(), logger: silent }));

  it('counts one budget across two stores on the same database (two server copies)', async () => {
    const name = freshName();
    const [one, two] = await Promise.all([
      open({ databaseUrl: await url(), logger: silent }),
      open({ databaseUrl: await url(), logger: silent }),
    ]);
    expect(one.kind).toBe('postgres');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).limiter({ name, points: 4 }).consume('10.0.0.1'),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(4);
  });

  it('lets actions through while the database is unreachable, logs once, and limits again when it is back', async () => {
    const { url: viaProxy, proxy } = await proxyInFront(await url(), 5432);
    await failOpenCase(proxy, (logger) => open({ databaseUrl: viaProxy, logger }));
  });
});

describe.skipIf(!TEST_REDIS_URL)('the Redis store', () => {
  storeCases(async () => open({ redisUrl: TEST_REDIS_URL, logger: silent }));

  it('wins over the database when both are set', async () => {
    const store = await open({
      redisUrl: TEST_REDIS_URL,
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      logger: silent,
    });
    expect(store.kind).toBe('redis');
    await store.ping();
  });

  it('lets actions through while Redis is unreachable, logs once, and limits again when it is back', async () => {
    const { url: viaProxy, proxy } = await proxyInFront(TEST_REDIS_URL ?? '', 6379);
    await failOpenCase(proxy, (logger) => open({ redisUrl: viaProxy, logger }));
  });
});

/** Cuts the store's connection: limits open up, one log line, `ping` fails; then recovery. */
async function failOpenCase(
  proxy: TcpProxy,
  openStore: (logger: ReturnType<typeof createLogger>) => Promise<RateLimitStore>,
) {
  const lines: string[] = [];
  const store = await openStore(createLogger('warn', (line) => lines.push(line)));
  const limiter = store.limiter({ name: freshName(), points: 1 });
  // Sign-ins: counted in memory while the store is down, never let through unlimited.
  const signIns = store.limiter({ name: freshName(), points: 2, whenStoreDown: 'memory' });
  expect((await limiter.consume('a')).allowed).toBe(true);
  expect((await limiter.consume('a')).allowed).toBe(false);

  const locks = store.lock(freshName());
  await locks.lock('stored', 60);

  await proxy.cut();
  for (let i = 0; i < 5; i += 1) expect((await limiter.consume('a')).allowed).toBe(true);
  // Locks: set and read in memory meanwhile, never skipped (the stored one cannot be read).
  await locks.lock('during', 60);
  expect(await locks.lockedFor('during')).toBeGreaterThan(0);
  const guesses = [];
  for (let i = 0; i < 4; i += 1) guesses.push((await signIns.consume('b')).allowed);
  expect(guesses).toEqual([true, true, false, false]);
  await expect(store.ping()).rejects.toThrow();
  const warnings = lines.filter((line) => line.includes('rate-limit store unavailable'));
  expect(warnings).toHaveLength(1);

  await proxy.restore();
  await expect.poll(() => store.ping().then(() => 'ok'), { timeout: 5_000 }).toBe('ok');
  expect((await limiter.consume('a')).allowed).toBe(false);
  expect(await locks.lockedFor('stored')).toBeGreaterThan(0);
  expect(await locks.lockedFor('during')).toBeGreaterThan(0);
}
