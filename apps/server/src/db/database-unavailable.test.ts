import { afterAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { buildTestApp, errorCode, postJson, postOnboarding } from '../testing/api-helpers.ts';
import { createScratchDatabase, TEST_DATABASE_URL } from '../testing/test-databases.ts';
import { proxyInFront } from '../testing/tcp-proxy.ts';
import { createDatabase, type Database, type DatabaseHandle } from './client.ts';

/** What a visitor and a load balancer see while the database is away. */
async function expectUnavailable(app: Hono) {
  const onboarding = await postJson(app, '/api/onboarding', { email: 'down@example.com' });
  expect(onboarding.status).toBe(503);
  expect(onboarding.headers.get('retry-after')).toBeTruthy();
  expect(await errorCode(onboarding)).toBe('database_unavailable');

  const interview = await postJson(
    app,
    '/api/interviews/01890000-0000-7000-8000-000000000000/start',
    { started_at: '2026-01-01T10:00:00Z' },
    { authorization: 'Bearer x' },
  );
  expect(interview.status).toBe(503);

  const ready = await app.request('/readyz');
  expect(ready.status).toBe(503);
  expect(await errorCode(ready)).toBe('database_unavailable');
  expect((await app.request('/healthz')).status).toBe(200);
}

describe('the database unreachable on pglite', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('answers 503 database_unavailable and /readyz 503 once closed, and serves again on a working one', async () => {
    const first = await createDatabase({ dataDir: 'memory://' });
    opened.push(first);
    let current = first;
    // The app holds one handle; it forwards to whichever database is current.
    const db = new Proxy({} as Database, { get: (_, key) => Reflect.get(current.db, key) });
    const app = buildTestApp({ db, ping: () => current.ping() });

    expect((await postOnboarding(app, 'up@example.com')).status).toBe(201);
    await first.close();
    await expectUnavailable(app);

    current = await createDatabase({ dataDir: 'memory://' });
    opened.push(current);
    expect((await postOnboarding(app, 'back@example.com')).status).toBe(201);
    expect((await app.request('/readyz')).status).toBe(200);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the database unreachable on postgres', () => {
  it('answers 503 while the server cannot be reached and recovers by itself when it is back', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    const { url: viaProxy, proxy } = await proxyInFront(scratch.url, 5432);
    const database = await createDatabase({ databaseUrl: viaProxy });
    try {
      const app = buildTestApp(database);
      expect((await postOnboarding(app, 'up@example.com')).status).toBe(201);

      await proxy.cut();
      await expectUnavailable(app);

      await proxy.restore();
      expect((await app.request('/readyz')).status).toBe(200);
      expect((await postOnboarding(app, 'back@example.com')).status).toBe(201);
    } finally {
      await database.close();
      await proxy.cut().catch(() => {});
      await scratch.drop();
    }
  });
});
