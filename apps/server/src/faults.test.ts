// Faults a deployment meets, caused for real: the database's or Redis's connection cut under
// steady sign-ups (through a TCP proxy), and a server killed with SIGKILL under load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from './db/client.ts';
import { onboarding } from './db/schema/onboarding.ts';
import { startServer } from './server.ts';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import { startServerProcess } from './testing/server-process.ts';
import { startOnboardingLoad, type OnboardingOutcome } from './testing/onboarding-load.ts';
import { proxyInFront } from './testing/tcp-proxy.ts';
import {
  createScratchDatabase,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from './testing/test-databases.ts';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from './testing/migrated-template.ts';

/** How soon after the database returns the copy must serve again, without a restart. */
const RECOVERY_MS = 5_000;

/** A scratch database, dropped after the test. */
async function scratchDatabase(): Promise<string> {
  const template = await migratedPostgresTemplate(TEST_DATABASE_URL ?? '');
  const scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '', { template });
  onTestFinished(() => scratch.drop());
  return scratch.url;
}

/** Every answer a visitor got was 201, or a JSON 503 database_unavailable; never a bare 5xx. */
function expectOnlyCreatedOrUnavailable(outcomes: OnboardingOutcome[]) {
  const unexpected = outcomes.filter(
    (outcome) =>
      outcome.status !== undefined &&
      outcome.status !== 201 &&
      !(outcome.status === 503 && outcome.code === 'database_unavailable'),
  );
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.status! >= 500 && !outcome.jsonError)).toEqual([]);
}

async function storedEmails(databaseUrl: string | undefined, dataDir: string, emails: string[]) {
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    const rows = await database.db
      .select({ email: onboarding.email })
      .from(onboarding)
      .where(inArray(onboarding.email, emails));
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('the database connection cut under steady sign-ups', () => {
  it('answers JSON 503 database_unavailable and /readyz 503, and serves again within 5 s of its return', async () => {
    const { url, proxy } = await proxyInFront(await scratchDatabase(), 5432);
    const server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ DATABASE_URL: url, SIGNUP_RATE_LIMIT: '1000' }),
      app: { webDistDir: null },
    });
    onTestFinished(() => server.close());
    const load = startOnboardingLoad(() => [server.url], { prefix: 'cut', concurrency: 4 });
    await expect.poll(() => load.outcomes.length, { timeout: 30_000 }).toBeGreaterThan(10);

    await proxy.cut();
    const cutAt = Date.now();
    await expect
      .poll(() => load.outcomes.filter((o) => o.at > cutAt && o.status === 503).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(3);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.restore();
    const backAt = Date.now();
    await expect
      .poll(() => load.outcomes.some((o) => o.at > backAt && o.status === 201), {
        timeout: RECOVERY_MS,
        interval: 50,
      })
      .toBe(true);
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: RECOVERY_MS })
      .toBe(200);
    const outcomes = await load.stop();
    expectOnlyCreatedOrUnavailable(outcomes);
    expect(outcomes.filter((outcome) => outcome.status === undefined)).toEqual([]);
  });
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('Redis cut under steady sign-ups', () => {
  it('lets sign-ups through, shows the store unavailable in /readyz, and ok again once back', async () => {
    const { url, proxy } = await proxyInFront(TEST_REDIS_URL ?? '', 6379);
    const server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({
        DATABASE_URL: await scratchDatabase(),
        REDIS_URL: url,
        SIGNUP_RATE_LIMIT: '1000',
      }),
      app: { webDistDir: null },
    });
    onTestFinished(() => server.close());
    const load = startOnboardingLoad(() => [server.url], { prefix: 'redis-cut', concurrency: 4 });
    await expect.poll(() => load.outcomes.length, { timeout: 30_000 }).toBeGreaterThan(10);

    await proxy.cut();
    const cutAt = Date.now();
    await expect
      .poll(() => load.outcomes.filter((o) => o.at > cutAt && o.status === 201).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(10);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', rateLimitStore: 'unavailable' });

    await proxy.restore();
    await expect
      .poll(async () => (await (await fetch(`${server.url}/readyz`)).json()) as object, {
        timeout: RECOVERY_MS,
      })
      .toEqual({ status: 'ready', rateLimitStore: 'ok' });
    const outcomes = await load.stop();
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
  });
});

describe('a server killed with SIGKILL under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const backends = [
    { name: 'PGlite', skip: false, env: async () => ({ DATA_DIR: dataDir }) },
    {
      name: 'PostgreSQL',
      skip: !TEST_DATABASE_URL,
      env: async () => ({ DATABASE_URL: await scratchDatabase() }),
    },
  ];

  it.each(backends)(
    'keeps, on $name, every sign-up it answered 201 before it died',
    async ({ env, skip }) => {
      if (skip) return;
      const settings = { ...(await env()), SIGNUP_RATE_LIMIT: '0' };
      const server = await startServerProcess(settings);
      const load = startOnboardingLoad(() => [server.url], { prefix: 'kill', concurrency: 6 });
      await expect.poll(() => load.outcomes.length, { timeout: 30_000 }).toBeGreaterThan(40);
      server.child.kill('SIGKILL');
      await server.exited;
      const outcomes = await load.stop();
      const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
      expect(acknowledged.length).toBeGreaterThan(40);
      expectOnlyCreatedOrUnavailable(outcomes);

      // Restarted on the same data, as a supervisor would; then every acknowledged row is there.
      const restarted = await startServerProcess(settings);
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      const emails = acknowledged.map((outcome) => outcome.email);
      const stored = await storedEmails(
        'DATABASE_URL' in settings ? settings.DATABASE_URL : undefined,
        dataDir,
        emails,
      );
      expect(emails.filter((email) => !stored.has(email))).toEqual([]);
    },
    300_000,
  );
});
