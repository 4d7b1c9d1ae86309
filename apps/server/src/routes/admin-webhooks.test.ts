import {
  WEBHOOK_FAILURES_BEFORE_PAUSE,
  type CreatedWebhookEndpoint,
  type WebhooksAnswer,
} from '@vibe/contracts/webhooks';
import { asc, eq, like } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';
import { webhookAttempts, webhookDeliveries } from '../db/schema/webhooks.ts';
import { createLogger } from '../logger.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  postJson,
  postOnboarding,
  testConfig,
} from '../testing/api-helpers.ts';
import { answeredTranscript } from '../testing/answered-transcript.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { startWebhookReceiver, verifyWebhook } from '../testing/webhook-receiver.ts';
import { startWebhookWorker, type WebhookWorker } from '../webhooks/worker.ts';

const PATH = '/api/admin/webhooks';

async function addEndpoint(owner: OrganiserSession, url: string, events: string[]) {
  const res = await sendJson(owner, 'POST', PATH, { url, events });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedWebhookEndpoint;
}

async function screen(session: OrganiserSession): Promise<WebhooksAnswer> {
  return (await (await session.request(PATH)).json()) as WebhooksAnswer;
}

/** Runs the worker until nothing is due. */
async function drain(worker: WebhookWorker): Promise<void> {
  while ((await worker.runOnce()) > 0) {
    // more may be due
  }
}

/** Outgoing webhooks: endpoints, signed deliveries from the outbox, retries and pausing. */
describeOnEachDatabase((context) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** An app allowing private endpoints (WEBHOOKS_ALLOW_PRIVATE=1), a receiver and a worker. */
  async function setUp() {
    const { database } = context();
    const app = buildTestApp(database, { config: testConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }) });
    const receiver = await startWebhookReceiver();
    const worker = startWebhookWorker({
      db: database.db,
      logger: createLogger('silent'),
      allowPrivate: true,
      pollMs: 3_600_000,
      backoffMs: 0,
    });
    cleanups.push(
      () => receiver.close(),
      () => worker.stop(),
    );
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    return { app, database, receiver, worker, owner };
  }

  const auditOf = async () =>
    (
      await context()
        .database.db.select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .where(like(auditLog.action, 'webhook-%'))
        .orderBy(asc(auditLog.id))
    ).map((entry) => `${entry.action} ${entry.target}`);

  it('owners add, test, pause, resume and remove endpoints, each audited; the secret is shown once', async () => {
    const { app, database, receiver, worker, owner } = await setUp();
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    expect(
      (await sendJson(viewer, 'POST', PATH, { url: receiver.url, events: ['person.erased'] }))
        .status,
    ).toBe(403);
    const endpoint = await addEndpoint(owner, receiver.url, ['interview.completed']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      format: 'standard',
      pausedAt: null,
      events: ['interview.completed'],
    });
    const listed = await screen(viewer);
    expect(listed.endpoints).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    expect((await owner.request(`${PATH}/${endpoint.id}/test`, { method: 'POST' })).status).toBe(
      202,
    );
    await drain(worker);
    const [test] = receiver.received;
    expect(test && verifyWebhook(endpoint.secret, test.headers, test.body)).toBe(true);
    expect(JSON.parse(test?.body ?? '')).toMatchObject({ type: 'webhook.test', data: {} });
    const after = await screen(owner);
    expect(after.deliveries).toMatchObject([
      { event: 'webhook.test', status: 'delivered', attempts: [{ statusCode: 200, error: null }] },
    ]);
    expect(
      (await sendJson(owner, 'PUT', `${PATH}/${endpoint.id}/paused`, { paused: true })).status,
    ).toBe(204);
    expect((await screen(owner)).endpoints[0]).toMatchObject({ pausedReason: 'owner' });
    await sendJson(owner, 'PUT', `${PATH}/${endpoint.id}/paused`, { paused: false });
    expect((await owner.request(`${PATH}/${endpoint.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`${PATH}/${endpoint.id}`, { method: 'DELETE' })).status).toBe(404);
    const host = new URL(receiver.url).host;
    expect(await auditOf()).toEqual(
      ['webhook-add', 'webhook-test', 'webhook-pause', 'webhook-resume', 'webhook-remove'].map(
        (action) => `${action} ${host}`,
      ),
    );
  });

  it('refuses private addresses unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.0.0.1/x',
      'http://169.254.169.254/x',
      'http://[::1]/x',
    ]) {
      const res = await sendJson(owner, 'POST', PATH, { url, events: ['person.erased'] });
      expect(res.status, url).toBe(400);
    }
  });

  it('tells a completed interview with the e-mail, id and status only, signed', async () => {
    const { app, receiver, worker, owner } = await setUp();
    const endpoint = await addEndpoint(owner, receiver.url, [
      'interview.completed',
      'interview.partial',
    ]);
    const { ticket } = await postOnboarding(app, 'ada@example.com');
    const call = (action: string, body: unknown) =>
      postJson(app, `/api/interviews/${ticket.id}/${action}`, body, bearer(ticket.token));
    await call('start', { started_at: '2026-01-01T10:00:00Z' });
    const res = await call('complete', {
      completed_at: '2026-01-01T10:02:05Z',
      transcript: answeredTranscript(),
      duration_seconds: 125,
    });
    expect(res.status).toBe(200);
    await drain(worker);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(verifyWebhook(endpoint.secret, delivery!.headers, delivery!.body)).toBe(true);
    expect(JSON.parse(delivery!.body)).toEqual({
      type: 'interview.completed',
      timestamp: expect.any(String),
      data: { email: 'ada@example.com', interviewId: ticket.id, status: 'completed' },
    });
  });

  it('tells a visitor leaving part-way as interview.partial, once', async () => {
    const { app, receiver, worker, owner } = await setUp();
    await addEndpoint(owner, receiver.url, ['interview.partial']);
    const { ticket } = await postOnboarding(app, 'ada@example.com');
    const call = (action: string, body: unknown) =>
      postJson(app, `/api/interviews/${ticket.id}/${action}`, body, bearer(ticket.token));
    await call('start', { started_at: '2026-01-01T10:00:00Z' });
    const leaving = {
      from_index: 0,
      entries: answeredTranscript().slice(0, 3),
      left_at: '2026-01-01T10:01:00Z',
    };
    expect((await call('transcript', leaving)).status).toBe(200);
    // A replay of the same save changes nothing, so tells nothing.
    await call('transcript', leaving);
    await drain(worker);
    expect(receiver.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      {
        type: 'interview.partial',
        timestamp: expect.any(String),
        data: { email: 'ada@example.com', interviewId: ticket.id, status: 'partial' },
      },
    ]);
  });

  it('retries after a receiver’s 500, then succeeds; the body is gone once delivered', async () => {
    const { database, receiver, worker, owner } = await setUp();
    const endpoint = await addEndpoint(owner, receiver.url, ['person.erased']);
    receiver.answers.push(500);
    await postOnboarding(context().app, 'ada@example.com');
    expect(
      (await owner.request('/api/admin/people/ada%40example.com', { method: 'DELETE' })).status,
    ).toBeLessThan(300);
    expect(await worker.runOnce()).toBe(1);
    expect((await screen(owner)).deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: [{ statusCode: 500 }],
    });
    await drain(worker);
    const [delivery] = (await screen(owner)).deliveries;
    expect(delivery).toMatchObject({
      event: 'person.erased',
      status: 'delivered',
      attempts: [{ statusCode: 500 }, { statusCode: 200 }],
    });
    // Both attempts carry one webhook-id, each signed afresh.
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    for (const r of receiver.received)
      expect(verifyWebhook(endpoint.secret, r.headers, r.body)).toBe(true);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({
      data: { email: 'ada@example.com' },
    });
    const [row] = await database.db.select().from(webhookDeliveries);
    expect(row?.body).toBeNull();
    expect((await screen(owner)).endpoints[0]?.consecutiveFailures).toBe(0);
  });

  it(`pauses an endpoint after ${WEBHOOK_FAILURES_BEFORE_PAUSE} failures in a row, and a resume sends what waited`, async () => {
    const { app, database, receiver, worker, owner } = await setUp();
    const endpoint = await addEndpoint(owner, receiver.url, ['person.erased']);
    receiver.fallback = 500;
    for (const email of ['a@example.com', 'b@example.com']) {
      await postOnboarding(app, email);
      await owner.request(`/api/admin/people/${encodeURIComponent(email)}`, { method: 'DELETE' });
    }
    await drain(worker);
    expect(receiver.received).toHaveLength(WEBHOOK_FAILURES_BEFORE_PAUSE);
    const paused = await screen(owner);
    expect(paused.endpoints[0]).toMatchObject({
      pausedReason: 'failing',
      consecutiveFailures: WEBHOOK_FAILURES_BEFORE_PAUSE,
    });
    expect(await database.db.select().from(webhookAttempts)).toHaveLength(
      WEBHOOK_FAILURES_BEFORE_PAUSE,
    );
    receiver.fallback = 200;
    await sendJson(owner, 'PUT', `${PATH}/${endpoint.id}/paused`, { paused: false });
    await drain(worker);
    const resumed = await screen(owner);
    expect(resumed.endpoints[0]).toMatchObject({ pausedAt: null, consecutiveFailures: 0 });
    expect(resumed.deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('two workers on one database send each delivery once', async () => {
    const { database } = context();
    if (!database.url) return; // one PGlite has one connection: PostgreSQL only
    const { receiver, owner } = await setUp();
    const other = await createDatabase({ databaseUrl: database.url });
    cleanups.push(() => other.close());
    const slow = await startWebhookReceiver(15);
    cleanups.push(() => slow.close());
    const endpoint = await addEndpoint(owner, slow.url, ['person.erased']);
    for (let i = 0; i < 30; i++) {
      await owner.request(`${PATH}/${endpoint.id}/test`, { method: 'POST' });
    }
    const workers = [database.db, other.db].map((db) =>
      startWebhookWorker({
        db,
        logger: createLogger('silent'),
        allowPrivate: true,
        pollMs: 3_600_000,
      }),
    );
    cleanups.push(async () => {
      for (const w of workers) await w.stop();
    });
    const sent = await Promise.all(
      workers.map(async (w) => {
        let n = 0;
        for (let got = await w.runOnce(); got > 0; got = await w.runOnce()) n += got;
        return n;
      }),
    );
    expect(sent[0]! + sent[1]!).toBe(30);
    const ids = slow.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(receiver.received).toHaveLength(0);
    const rows = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'delivered'));
    expect(rows).toHaveLength(30);
  });
});
