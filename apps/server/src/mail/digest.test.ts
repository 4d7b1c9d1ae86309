// The daily digest on both databases, with an injected clock: queued from DIGEST_HOUR_UTC for
// the previous UTC day, once even when two copies look at the same moment, only to organisers
// who asked, with that day's counts and the live interview's top themes, and sent over real
// SMTP.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterEach, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { mailDigestDays, mailOutbox } from '../db/schema/mail.ts';
import { seededDefinition } from '../interview-versions/assistant-body.ts';
import { createLogger } from '../logger.ts';
import { organiserSession, sendJson } from '../testing/admin-helpers.ts';
import { buildTestApp, postJson, postOnboarding, testConfig } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { DIGEST_HOUR_UTC, runDigest, startDigestTimer } from './digest.ts';
import { createSmtpMailer } from './mailer.ts';
import { startMailWorker } from './worker.ts';

const SECRET = 'digest-suite-secret';
const ORIGIN = 'https://vibe.example';

/** A report answering the seeded interview's first `answered` questions, the first with `first`. */
function report(interviewId: string, answered: number, first: string, endedAt: string) {
  const answers = Object.fromEntries(
    seededDefinition()
      .questions.slice(0, answered)
      .map((_, index) => [`q${index + 1}`, index === 0 ? first : `Answer ${index + 1}`]),
  );
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: new Date(Date.parse(endedAt) - 120_000).toISOString(),
      endedAt,
      call: { id: `call-${interviewId}`, metadata: { interviewId } },
      artifact: { messages: [] },
      analysis: { structuredData: answers },
    },
  };
}

describeOnEachDatabase((context) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** An app whose clock the test moves, with e-mail on, and organisers choosing. */
  async function setUp() {
    const { database } = context();
    const smtp = await startSmtpTestServer();
    cleanups.push(() => smtp.close());
    const clock = { now: new Date('2026-11-26T12:00:00Z') };
    const app = buildTestApp(database, {
      config: testConfig({ SMTP_URL: smtp.url }),
      origin: ORIGIN,
      clock: () => clock.now,
      webhookSecret: SECRET,
    });
    for (const [email, dailyDigest] of [
      ['owner@example.com', true],
      ['viewer@example.com', true],
      ['quiet@example.com', false],
    ] as const) {
      const session = await organiserSession(app, database.db, email, 'viewer');
      const res = await sendJson(session, 'PUT', '/api/admin/me/notifications', {
        completionNotice: false,
        dailyDigest,
      });
      expect(res.status).toBe(200);
    }
    return { app, db: database.db, smtp, clock };
  }

  /** Signs `email` up at `signedUpAt`, then stores its report (if any) ending at `endedAt`. */
  async function person(
    app: Hono,
    clock: { now: Date },
    email: string,
    signedUpAt: string,
    ending?: { answered: number; first: string; endedAt: string },
  ) {
    clock.now = new Date(signedUpAt);
    const { ticket } = await postOnboarding(app, email);
    if (!ending) return;
    clock.now = new Date(ending.endedAt);
    const body = report(ticket.id, ending.answered, ending.first, ending.endedAt);
    const res = await postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });
    expect(res.status).toBe(200);
  }

  const digests = (db: Database) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'daily-digest'));

  it('queues the previous UTC day’s counts and top themes once, to those who asked, even from two copies at once', async () => {
    const { app, db, smtp, clock } = await setUp();
    const all = seededDefinition().questions.length;
    // The day before: counted in no digest of ours.
    await person(app, clock, 'early@example.com', '2026-11-26T12:00:00Z', {
      answered: all,
      first: 'Open source tools.',
      endedAt: '2026-11-26T12:10:00Z',
    });
    // The day: three sign-ups, two completed, one partial.
    await person(app, clock, 'ada@example.com', '2026-11-27T09:00:00Z', {
      answered: all,
      first: 'I mostly contribute to open-source projects in my spare time.',
      endedAt: '2026-11-27T09:10:00Z',
    });
    await person(app, clock, 'grace@example.com', '2026-11-27T10:00:00Z', {
      answered: all,
      first: 'Open source software, and some machine learning on the side.',
      endedAt: '2026-11-27T10:10:00Z',
    });
    await person(app, clock, 'lin@example.com', '2026-11-27T23:50:00Z', {
      answered: 1,
      first: 'Machine learning pipelines.',
      endedAt: '2026-11-27T23:59:00Z',
    });
    // Today: not yet in a digest.
    await person(app, clock, 'late@example.com', '2026-11-28T01:00:00Z');

    const deps = { db, origin: ORIGIN, logger: createLogger('silent') };
    const before = new Date(`2026-11-28T0${DIGEST_HOUR_UTC - 1}:59:00Z`);
    expect(await runDigest({ ...deps, clock: () => before })).toEqual({
      queued: false,
      reason: 'too-early',
    });
    expect(await digests(db)).toEqual([]);

    // Two copies of the server (on PostgreSQL, two connection pools) look at the same moment.
    const { database } = context();
    const other = database.url ? await createDatabase({ databaseUrl: database.url }) : null;
    if (other) cleanups.push(() => other.close());
    const due = () => new Date('2026-11-28T07:05:00Z');
    const runs = await Promise.all([
      runDigest({ ...deps, clock: due }),
      runDigest({ ...deps, db: other?.db ?? db, clock: due }),
    ]);
    expect(runs.filter((run) => run.queued)).toEqual([
      { queued: true, day: '2026-11-27', messages: 2 },
    ]);
    expect(runs.filter((run) => !run.queued)).toEqual([
      { queued: false, reason: 'already-queued' },
    ]);
    // Later looks the same day find it queued.
    expect(await runDigest({ ...deps, clock: () => new Date('2026-11-28T20:00:00Z') })).toEqual({
      queued: false,
      reason: 'already-queued',
    });
    expect((await digests(db)).map((row) => row.to).sort()).toEqual([
      'owner@example.com',
      'viewer@example.com',
    ]);

    const worker = startMailWorker({
      db,
      mailer: createSmtpMailer({ url: smtp.url, from: 'no-reply@vibe.example' }),
      logger: createLogger('silent'),
      pollMs: 3_600_000,
    });
    cleanups.push(() => worker.stop());
    expect(await worker.runOnce()).toBe(2);
    const mail = await smtp.next((one) => one.to.includes('owner@example.com'));
    await smtp.next((one) => one.to.includes('viewer@example.com'));
    expect(smtp.received).toHaveLength(2);
    expect(mail.subject).toBe('Vibe Together, 2026-11-27: 3 sign-ups, 2 completed');
    expect(mail.text).toContain('New sign-ups: 3');
    expect(mail.text).toContain('Interviews completed: 2');
    expect(mail.text).toContain('Interviews ended part-way: 1');
    // All answers so far: four people said "open source" or "machine learning" to question 1.
    expect(mail.text).toContain(`1. ${seededDefinition().questions[0]}`);
    expect(mail.text).toMatch(/- open source \(3 people\)/);
    expect(mail.text).toMatch(/- machine learning \(2 people\)/);
    expect(mail.text).toContain(`Open the dashboard: ${ORIGIN}/admin`);
    expect(mail.html).toContain('<li>open source (3 people)</li>');
  });

  it('looks on a timer in every copy, and queues each day once', async () => {
    const { db } = await setUp();
    let now = new Date('2026-11-28T07:00:00Z');
    const timers = [1, 2].map(() =>
      startDigestTimer({
        db,
        origin: ORIGIN,
        clock: () => now,
        logger: createLogger('silent'),
        firstAfterMs: 0,
        everyMs: 5,
      }),
    );
    cleanups.push(async () => {
      for (const timer of timers) await timer.stop();
    });
    const waitFor = async (days: number) => {
      for (let tries = 0; tries < 400; tries += 1) {
        if ((await db.select().from(mailDigestDays)).length >= days) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no digest for ${days} days`);
    };
    await waitFor(1);
    // Many more looks the same day: still one digest each.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await digests(db)).toHaveLength(2);
    now = new Date('2026-11-29T09:30:00Z');
    await waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const timer of timers) await timer.stop();
    const rows = await digests(db);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.subject).sort()).toEqual([
      'Vibe Together, 2026-11-27: 0 sign-ups, 0 completed',
      'Vibe Together, 2026-11-27: 0 sign-ups, 0 completed',
      'Vibe Together, 2026-11-28: 0 sign-ups, 0 completed',
      'Vibe Together, 2026-11-28: 0 sign-ups, 0 completed',
    ]);
    expect((await db.select().from(mailDigestDays)).map((row) => row.day).sort()).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('queues nothing, and claims no day, when nobody asked for it', async () => {
    const { database } = context();
    const db = database.db;
    const run = await runDigest({
      db,
      origin: ORIGIN,
      clock: () => new Date('2026-11-28T08:00:00Z'),
    });
    expect(run).toEqual({ queued: false, reason: 'nobody-asked' });
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(await db.select().from(mailDigestDays)).toEqual([]);
  });
});
