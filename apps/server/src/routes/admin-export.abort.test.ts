import type { AddressInfo } from 'node:net';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organiserSession } from '../testing/admin-helpers.ts';
import { buildTestApp } from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import { pgliteDriver } from '../testing/test-databases.ts';

/** People seeded; each has two interviews, so the export has this many rows twice over. */
const PEOPLE = 12_000;

/**
 * The export stalls on a client that stops reading only once the socket's buffers and the
 * stream's queue are full: a few MB on loopback. Rows of about 1 KB make the whole export
 * (about 24 MB) many times that, so it is still far from done when it stalls.
 */
async function seedInterviews(db: Parameters<typeof organiserSession>[1]): Promise<void> {
  await db.execute(sql`
    insert into onboarding (email, created_at, current_interview_id)
    select 'person' || n || '@example.com', now() - n * interval '1 second', md5(n || '-2')::uuid
    from generate_series(1, ${PEOPLE}::int) as n`);
  await db.execute(sql`
    insert into interviews (id, email, token_hash, status, transcript, created_at)
    select md5(n || '-' || a)::uuid, 'person' || n || '@example.com', md5(n || '-' || a),
      'completed',
      jsonb_build_array(jsonb_build_object(
        'role', 'user', 'text', repeat('an answer ', 100), 'timestamp', '2026-01-01T10:00:00Z')),
      now() - n * interval '1 second'
    from generate_series(1, ${PEOPLE}::int) as n, generate_series(1, 2) as a`);
}

/** Resolves once `count()` has not changed for `quietMs` (gives up after 20 s). */
async function settled(count: () => number, quietMs: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  let last = count();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error('the export never paused');
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (count() !== last) {
      last = count();
      since = Date.now();
    }
  }
  return last;
}

/** An export the browser gives up on: the server stops reading the database. */
describe('an export the client aborts, on pglite', () => {
  const database = useSuiteDatabase(pgliteDriver);
  let server: ServerType | undefined;
  let client: ClientRequest | undefined;

  afterEach(async () => {
    client?.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    vi.restoreAllMocks();
  });

  it('reads no batch from the database once the client has gone', async () => {
    const handle = database();
    const app = buildTestApp(handle);
    const owner = await organiserSession(app, handle.db, 'owner@example.com');
    await seedInterviews(handle.db);

    // Every statement the export runs reads the interviews (the batches and their answers).
    const pglite = (handle.db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(pglite, 'query');
    const interviewReads = () =>
      query.mock.calls.filter(([text]) => text.includes('"interviews"')).length;

    server = createAdaptorServer({ fetch: app.fetch });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    // Read the first chunk, then stop reading: the export runs until the buffers are full.
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      client = request(
        `http://127.0.0.1:${port}/api/admin/export/interviews.csv`,
        { headers: { cookie: owner.cookie } },
        resolve,
      );
      client.on('error', () => {});
      client.end();
      setTimeout(() => reject(new Error('no answer')), 10_000);
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    const readsWhenPaused = await settled(interviewReads, 300);
    // Each batch reads at least once, and the whole export takes at least this many batches.
    const fewestBatches = (PEOPLE * 2) / 1000;
    expect(readsWhenPaused).toBeGreaterThan(0);
    expect(readsWhenPaused).toBeLessThan(fewestBatches);

    client!.destroy();
    // Long enough for the server to notice the closed socket and, were it to go on, to read
    // the next batch (a few ms here).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(interviewReads()).toBe(readsWhenPaused);
  });
});
