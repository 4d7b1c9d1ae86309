// The completion notice on both databases, sent through the outbox to a real SMTP server: one to
// each organiser who asked (viewers too), none to others, none for a replayed report or a
// partial interview, and nothing queued at all without SMTP_URL.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterEach, expect, it } from 'vitest';
import { interviews } from '../db/schema/interviews.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { seededDefinition } from '../interview-versions/assistant-body.ts';
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
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';
import { startTestMailWorker } from '../testing/test-mail-worker.ts';
import type { MailWorker } from './worker.ts';

const SECRET = 'notice-suite-secret';
const ORIGIN = 'https://vibe.example';

/** An end-of-call report answering `answered` of the seeded interview's questions. */
function report(interviewId: string, answered: number) {
  const questions = seededDefinition().questions;
  const answers = Object.fromEntries(
    questions.slice(0, answered).map((_, index) => [`q${index + 1}`, `Answer ${index + 1}`]),
  );
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: '2026-01-01T10:00:00.000Z',
      endedAt: '2026-01-01T10:03:05.000Z',
      call: { id: `call-${interviewId}`, metadata: { interviewId } },
      artifact: { messages: [] },
      analysis: { structuredData: answers },
    },
  };
}

describeOnEachDatabase((context) => {
  let smtp: SmtpTestServer | undefined;
  let worker: MailWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await smtp?.close();
    worker = undefined;
    smtp = undefined;
  });

  /** An app with e-mail on, two organisers who asked for notices and one who did not. */
  async function setUp() {
    smtp = await startSmtpTestServer();
    const { database } = context();
    const app = buildTestApp(database, {
      config: testConfig({ SMTP_URL: smtp.url }),
      // The server's own address (startServer's), as PUBLIC_URL is unset.
      origin: ORIGIN,
      webhookSecret: SECRET,
    });
    worker = startTestMailWorker(database.db, smtp.url);
    const owner = await organiserSession(app, database.db, 'owner@example.com', 'owner');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    await organiserSession(app, database.db, 'quiet@example.com', 'viewer');
    for (const session of [owner, viewer]) await choose(session, true);
    return { app, db: database.db };
  }

  async function choose(session: OrganiserSession, completionNotice: boolean) {
    const res = await sendJson(session, 'PUT', '/api/admin/me/notifications', {
      completionNotice,
      dailyDigest: false,
    });
    expect(res.status).toBe(200);
  }

  const deliver = (app: Hono, body: unknown) =>
    postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });

  const notices = async () =>
    context()
      .database.db.select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'completion-notice'));

  it('e-mails each organiser who asked when the page completes an interview, and no one else', async () => {
    const { app } = await setUp();
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
    // The identical replay of the completion is answered again, and tells nothing again.
    await call('complete', {
      completed_at: '2026-01-01T10:02:05Z',
      transcript: answeredTranscript(),
      duration_seconds: 125,
    });

    expect(await worker!.runOnce()).toBe(2);
    const toOwner = await smtp!.next((mail) => mail.to.includes('owner@example.com'));
    const toViewer = await smtp!.next((mail) => mail.to.includes('viewer@example.com'));
    expect(smtp!.received).toHaveLength(2);
    expect(toOwner.subject).toBe('Interview completed: ada@example.com');
    expect(toOwner.text).toContain('Ended: 2026-01-01 10:02 UTC');
    expect(toOwner.text).toContain('Length: 2 min 5 s');
    expect(toOwner.text).toContain(`${ORIGIN}/admin/people/ada%40example.com`);
    expect(toOwner.html).toContain(`<a href="${ORIGIN}/admin/people/ada%40example.com">`);
    // Nothing the visitor said travels in it.
    expect(toOwner.text).not.toContain('My answer');
    expect(toViewer.text).toBe(toOwner.text);
  });

  it('e-mails once for a report that completes an interview; a replayed report sends no second notice', async () => {
    const { app } = await setUp();
    const { ticket } = await postOnboarding(app, 'grace@example.com');
    expect(
      (await deliver(app, report(ticket.id, seededDefinition().questions.length))).status,
    ).toBe(200);
    expect(
      (await deliver(app, report(ticket.id, seededDefinition().questions.length))).status,
    ).toBe(200);
    expect((await notices()).map((row) => row.to).sort()).toEqual([
      'owner@example.com',
      'viewer@example.com',
    ]);
    expect(await worker!.runOnce()).toBe(2);
    const mail = await smtp!.next();
    expect(mail.subject).toBe('Interview completed: grace@example.com');
    expect(mail.text).toContain('Length: 3 min 5 s');
    expect(await worker!.runOnce()).toBe(0);
  });

  it('sends no completion notice for a partial interview, nor to an organiser who turned it off', async () => {
    const { app } = await setUp();
    const { ticket } = await postOnboarding(app, 'lin@example.com');
    expect((await deliver(app, report(ticket.id, 1))).status).toBe(200);
    const [ended] = await context()
      .database.db.select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, ticket.id));
    expect(ended?.status).toBe('partial');
    expect(await notices()).toEqual([]);
    // Turned off, the viewer is told nothing of the next completion.
    const { db } = context().database;
    const viewer = await organiserSession(app, db, 'viewer2@example.com', 'viewer');
    await choose(viewer, true);
    await choose(viewer, false);
    const { ticket: next } = await postOnboarding(app, 'mo@example.com');
    await deliver(app, report(next.id, seededDefinition().questions.length));
    expect((await notices()).map((row) => row.to).sort()).toEqual([
      'owner@example.com',
      'viewer@example.com',
    ]);
  });

  it('queues nothing without SMTP_URL, whatever organisers chose', async () => {
    const { database } = context();
    const app = buildTestApp(database, { webhookSecret: SECRET });
    const owner = await organiserSession(app, database.db, 'owner@example.com', 'owner');
    await choose(owner, true);
    const { ticket } = await postOnboarding(app, 'ada@example.com');
    await deliver(app, report(ticket.id, seededDefinition().questions.length));
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});
