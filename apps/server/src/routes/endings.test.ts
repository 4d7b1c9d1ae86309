// Honest endings (docs/product.md#endings): an attempt ends `completed` or `abandoned`, the
// page's own completion and the platform's end-of-call report agree whichever arrives first,
// and the dashboard shows the status, the ended reason and the recordings the report named.
import type { PersonAnswer } from '@vibe/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import { organiserSession } from '../testing/admin-helpers.ts';
import { bearer, buildTestApp, postJson, signUp, type Ticket } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const SECRET = 'endings-secret';
const STARTED = '2026-01-01T10:00:00.000Z';
const LEFT = '2026-01-01T10:01:30.000Z';
const ENDED = '2026-01-01T10:02:00.000Z';
const question = { role: 'assistant', text: 'What do you build?', timestamp: STARTED };
const answer = { role: 'user', text: 'Web apps.', timestamp: '2026-01-01T10:00:20.000Z' };
const RECORDING = 'https://storage.vapi.ai/recordings/call-1-mono.mp3';
const STEREO = 'https://storage.vapi.ai/recordings/call-1-stereo.mp3';

function report(endedReason: string, messages: { role: string; text: string }[]) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason,
      call: { id: 'call-1', status: 'ended' },
      startedAt: STARTED,
      endedAt: ENDED,
      artifact: {
        messages: messages.map((m, i) => ({
          role: m.role === 'assistant' ? 'bot' : m.role,
          message: m.text,
          time: Date.parse(STARTED) + i * 10_000,
        })),
        recording: { stereoUrl: STEREO, mono: { combinedUrl: RECORDING } },
      },
    },
  };
}

describeOnEachDatabase((context) => {
  const setup = async () => {
    const { database } = context();
    const app = buildTestApp(database, { webhookSecret: SECRET });
    const { ticket } = await signUp(app, 'ada@example.com');
    await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: STARTED, call_id: 'call-1' },
      bearer(ticket.token),
    );
    return { app, db: database.db, ticket };
  };
  const send = (app: Hono, ticket: Ticket, action: string, body: unknown) =>
    postJson(app, `/api/interviews/${ticket.id}/${action}`, body, bearer(ticket.token));
  const complete = (app: Hono, ticket: Ticket, transcript: unknown[]) =>
    send(app, ticket, 'complete', { completed_at: ENDED, transcript, duration_seconds: 120 });
  const leave = (app: Hono, ticket: Ticket, entries: unknown[]) =>
    send(app, ticket, 'transcript', { from_index: 0, entries, left_at: LEFT });
  const hook = (app: Hono, body: unknown) =>
    postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });
  const row = async (db: Database, id: string) => {
    const [found] = await db.select().from(interviews).where(eq(interviews.id, id));
    const { status, transcript, completedAt, durationSeconds, endedReason } = found!;
    return { status, transcript, completedAt, durationSeconds, endedReason };
  };
  const record = async (db: Database) =>
    (await db.select().from(onboarding).where(eq(onboarding.email, 'ada@example.com')))[0];

  describe('interview endings', () => {
    it('completes an interview the visitor ended after answering, and abandons one without an answer', async () => {
      const { app, ticket } = await setup();
      const res = await complete(app, ticket, [question, answer]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        interview: { status: 'completed', completed: true },
        record: { interview_completed: true },
      });

      const again = await signUp(app, 'ada@example.com');
      const silent = await complete(app, again.ticket, [question]);
      expect(await silent.json()).toMatchObject({
        interview: { status: 'abandoned', completed: false, completed_at: ENDED },
        record: { interview_completed: false, interview_completed_at: ENDED },
      });
    });

    it('abandons an interview whose visitor left mid-call, with the time they left', async () => {
      const { app, db, ticket } = await setup();
      const res = await leave(app, ticket, [question, answer]);
      expect(res.status).toBe(200);
      expect(await row(db, ticket.id)).toMatchObject({
        status: 'abandoned',
        transcript: [question, answer],
        completedAt: new Date(LEFT),
        durationSeconds: 90,
      });
      expect(await record(db)).toMatchObject({ interviewCompleted: false });
      // Sealed: the page cannot complete it afterwards.
      expect((await complete(app, ticket, [question, answer])).status).toBe(409);
    });

    it('gives the same row for a visitor who left, whether the report or the page arrives first', async () => {
      const visitorEnded = report('customer-ended-call', [question, answer, question]);
      const rows = [];
      for (const reportFirst of [true, false]) {
        await context().database.reset();
        const { app, db, ticket } = await setup();
        if (reportFirst) {
          expect((await hook(app, visitorEnded)).status).toBe(200);
          expect((await leave(app, ticket, [question, answer])).status).toBe(200);
        } else {
          expect((await leave(app, ticket, [question, answer])).status).toBe(200);
          expect((await hook(app, visitorEnded)).status).toBe(200);
        }
        rows.push(await row(db, ticket.id));
      }
      expect(rows[0]).toMatchObject({
        status: 'abandoned',
        endedReason: 'customer-ended-call',
        completedAt: new Date(ENDED),
      });
      expect(rows[0]!.transcript).toHaveLength(3);
      expect(rows[1]).toEqual(rows[0]);
    });

    it('gives the same completed row for End Interview after an answer, in either order', async () => {
      const visitorEnded = report('customer-ended-call', [question, answer]);
      const rows = [];
      for (const reportFirst of [true, false]) {
        await context().database.reset();
        const { app, db, ticket } = await setup();
        const page = () => complete(app, ticket, [question, answer]);
        if (reportFirst) {
          await hook(app, visitorEnded);
          expect((await page()).status).toBe(409);
        } else {
          expect((await page()).status).toBe(200);
          await hook(app, visitorEnded);
        }
        rows.push(await row(db, ticket.id));
      }
      expect(rows[0]).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call' });
      expect(rows[1]).toEqual(rows[0]);
    });

    it.each([
      ['assistant-ended-call', [question], 'completed'],
      ['silence-timed-out', [question], 'abandoned'],
      ['silence-timed-out', [question, answer], 'completed'],
      ['exceeded-max-duration', [question], 'abandoned'],
      ['customer-did-not-give-microphone-permission', [], 'abandoned'],
      [
        'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
        [question, answer],
        'abandoned',
      ],
      // A reason the protocol does not list (a newer platform's) is kept and judged abandoned.
      ['a-reason-from-a-newer-platform', [question, answer], 'abandoned'],
    ])('reads a report ended by %s as %s', async (reason, messages, status) => {
      const { app, db, ticket } = await setup();
      await hook(app, report(reason, messages));
      expect(await row(db, ticket.id)).toMatchObject({ status, endedReason: reason });
      expect((await record(db))?.interviewCompleted).toBe(status === 'completed');
    });

    it('never erases transcript entries the page saved when a report holds fewer', async () => {
      const { app, db, ticket } = await setup();
      const saved = [question, answer, { ...question, text: 'And your goals?' }];
      await send(app, ticket, 'transcript', { from_index: 0, entries: saved });
      await hook(app, report('customer-ended-call', [question]));
      expect(await row(db, ticket.id)).toMatchObject({ status: 'completed', transcript: saved });
    });

    it("shows the status, the ended reason and the report's recordings on the person page", async () => {
      const { app, db, ticket } = await setup();
      await hook(app, report('assistant-ended-call', [question, answer]));
      const owner = await organiserSession(app, db, 'owner@example.com');
      const person = (await (
        await owner.request('/api/admin/people/ada@example.com')
      ).json()) as PersonAnswer;
      expect(person.interviews[0]).toMatchObject({
        id: ticket.id,
        status: 'completed',
        endedReason: 'assistant-ended-call',
        recordingUrl: `/api/admin/interviews/${ticket.id}/recording`,
        stereoRecordingUrl: `/api/admin/interviews/${ticket.id}/recording?channels=stereo`,
      });
      const people = await owner.request('/api/admin/people?status=abandoned');
      expect(((await people.json()) as { items: unknown[] }).items).toHaveLength(0);
      await leave(app, ticket, [question]);
      const abandoned = await owner.request('/api/admin/people?status=abandoned');
      expect(((await abandoned.json()) as { items: { email: string }[] }).items).toEqual([
        expect.objectContaining({ email: 'ada@example.com', latestStatus: 'abandoned' }),
      ]);
      const overview = await owner.request('/api/admin/overview?days=all');
      expect(await overview.json()).toMatchObject({
        funnel: { signedUp: 1, started: 1, completed: 0, abandoned: 1 },
      });
    });

    it('answers 404 for the recording of an attempt without one, and without a session 401', async () => {
      const { app, db, ticket } = await setup();
      const owner = await organiserSession(app, db, 'owner@example.com');
      const path = `/api/admin/interviews/${ticket.id}/recording`;
      expect((await owner.request(path)).status).toBe(404);
      expect((await owner.request('/api/admin/interviews/nope/recording')).status).toBe(404);
      expect((await app.request(path)).status).toBe(401);
    });
  });
});
