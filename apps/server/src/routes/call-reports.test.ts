import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import {
  bearer,
  buildTestApp,
  errorCode,
  postJson,
  postOnboarding,
  storedRecord,
  type Ticket,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const SECRET = 'test-webhook-secret';
const hook = (app: Hono, body: unknown, secret: string | null = SECRET) =>
  postJson(app, '/api/webhooks/voice', body, secret === null ? {} : { 'x-vapi-secret': secret });

const STARTED = '2026-01-01T10:00:00.000Z';
const ENDED = '2026-01-01T10:03:05.400Z';
const at = (seconds: number) => Date.parse(STARTED) + seconds * 1000;

/** An end-of-call report in the platform's shape (as the local platform sends it). */
function report(call: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: Date.parse(ENDED),
      endedReason: 'assistant-ended-call',
      call: { status: 'ended', ...call },
      startedAt: STARTED,
      endedAt: ENDED,
      artifact: {
        messages: [
          { role: 'system', message: 'You are the interviewer.', time: at(0) },
          { role: 'bot', message: 'Hi, and welcome!', time: at(1), endTime: at(3) },
          { role: 'user', message: '  I build web apps.  ', time: at(5), endTime: at(8) },
          { role: 'assistant', message: 'Thank you! Goodbye!', time: at(10) },
          { role: 'tool_calls', message: 'ignored', time: at(11) },
        ],
        transcript: 'AI: Hi…',
      },
      ...extra,
    },
  };
}

const expectedTranscript = [
  { role: 'assistant', text: 'Hi, and welcome!', timestamp: '2026-01-01T10:00:01.000Z' },
  { role: 'user', text: 'I build web apps.', timestamp: '2026-01-01T10:00:05.000Z' },
  { role: 'assistant', text: 'Thank you! Goodbye!', timestamp: '2026-01-01T10:00:10.000Z' },
];

async function storedInterview(db: Database, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  return row;
}

/** `POST /api/webhooks/voice`: the secret, the messages, and end-of-call reports stored. */
describeOnEachDatabase((context) => {
  const setup = async () => {
    const { database } = context();
    const app = buildTestApp(database, { webhookSecret: SECRET });
    const { ticket } = await postOnboarding(app, 'ada@example.com');
    return { app, db: database.db, ticket };
  };
  const start = (app: Hono, ticket: Ticket, body: Record<string, unknown>) =>
    postJson(app, `/api/interviews/${ticket.id}/start`, body, bearer(ticket.token));

  describe('POST /api/webhooks/voice', () => {
    it('refuses a message without the secret, or with a wrong one, with a 401 JSON error', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
      for (const secret of [null, 'wrong', `${SECRET}x`, '']) {
        const res = await hook(app, report({ id: 'call-1' }), secret);
        expect(res.status, String(secret)).toBe(401);
        expect(await errorCode(res)).toBe('unauthorized');
      }
      expect((await storedInterview(db, ticket.id))?.status).toBe('started');
    });

    it('refuses every message while no secret is configured', async () => {
      const app = buildTestApp(context().database);
      const res = await hook(app, { message: { type: 'status-update', status: 'ended' } });
      expect(res.status).toBe(401);
    });

    it('answers 200 {} to every message type it does not store', async () => {
      const { app } = await setup();
      for (const type of ['status-update', 'conversation-update', 'transcript', 'hang']) {
        const res = await hook(app, { message: { type, status: 'in-progress' } });
        expect(res.status, type).toBe(200);
        expect(await res.json()).toEqual({});
      }
    });

    it('answers 400 to a body that is not a server message, 415 to non-JSON, 413 over 1 MB', async () => {
      const { app } = await setup();
      expect((await hook(app, { type: 'end-of-call-report' })).status).toBe(400);
      expect((await hook(app, '{"message":')).status).toBe(400);
      const text = await app.request('/api/webhooks/voice', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-vapi-secret': SECRET },
        body: 'hello',
      });
      expect(text.status).toBe(415);
      const huge = { message: { type: 'status-update', pad: 'x'.repeat(1024 * 1024) } };
      const res = await hook(app, huge);
      expect(res.status).toBe(413);
      expect(await errorCode(res)).toBe('payload_too_large');
    });

    it('stores an end-of-call report for the call started by the interview as its transcript and timing', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: '2026-01-01T09:59:58.000Z', call_id: 'call-1' });
      await postJson(
        app,
        `/api/interviews/${ticket.id}/transcript`,
        { from_index: 0, entries: [{ role: 'user', text: 'partial', timestamp: STARTED }] },
        bearer(ticket.token),
      );
      const res = await hook(app, report({ id: 'call-1' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      const stored = await storedInterview(db, ticket.id);
      expect(stored).toMatchObject({
        // No question of the interview was asked (docs/product.md#statuses).
        status: 'abandoned',
        transcript: expectedTranscript,
        durationSeconds: 185,
        callId: 'call-1',
      });
      expect(stored?.completedAt?.toISOString()).toBe(ENDED);
      // The start the browser recorded is kept.
      expect(stored?.startedAt?.toISOString()).toBe('2026-01-01T09:59:58.000Z');
      const mirrored = await storedRecord(db, 'ada@example.com');
      expect(mirrored).toMatchObject({
        status: 'abandoned',
        interviewCompleted: false,
        transcript: expectedTranscript,
        interviewDurationSeconds: 185,
      });
      expect(mirrored?.interviewCompletedAt?.toISOString()).toBe(ENDED);
    });

    it('finds the interview by the id in the call metadata or in the assistant overrides', async () => {
      const { app, db } = await setup();
      const first = (await postOnboarding(app, 'bo@example.com')).ticket;
      const second = (await postOnboarding(app, 'cy@example.com')).ticket;
      await hook(app, report({ id: 'call-a', metadata: { interviewId: first.id } }));
      await hook(
        app,
        report({ id: 'call-b', assistantOverrides: { metadata: { interviewId: second.id } } }),
      );
      for (const [ticket, callId] of [
        [first, 'call-a'],
        [second, 'call-b'],
      ] as const) {
        const stored = await storedInterview(db, ticket.id);
        expect(stored).toMatchObject({
          status: 'abandoned',
          callId,
          transcript: expectedTranscript,
        });
        // Never started through the API: the report's start fills it in.
        expect(stored?.startedAt?.toISOString()).toBe(STARTED);
      }
    });

    it('makes the report authoritative: the interview is sealed, a later browser completion or start is refused', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
      await hook(app, report({ id: 'call-1' }));
      const res = await postJson(
        app,
        `/api/interviews/${ticket.id}/complete`,
        {
          completed_at: '2026-01-01T10:05:00.000Z',
          transcript: [{ role: 'user', text: 'browser copy', timestamp: STARTED }],
          duration_seconds: 300,
        },
        bearer(ticket.token),
      );
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe('interview_completed');
      const restart = await start(app, ticket, { started_at: ENDED, call_id: 'call-2' });
      expect(restart.status).toBe(409);
      expect(await errorCode(restart)).toBe('interview_completed');
      expect(await storedInterview(db, ticket.id)).toMatchObject({
        transcript: expectedTranscript,
        durationSeconds: 185,
        callId: 'call-1',
      });
    });

    it('ignores a report whose call belongs to another interview than its metadata names', async () => {
      const { app, db, ticket } = await setup();
      const other = (await postOnboarding(app, 'bo@example.com')).ticket;
      await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
      const res = await hook(app, report({ id: 'call-1', metadata: { interviewId: other.id } }));
      expect(res.status).toBe(200);
      for (const id of [ticket.id, other.id]) {
        expect((await storedInterview(db, id))?.status).toBe(
          id === ticket.id ? 'started' : 'pending',
        );
      }
    });

    it('keeps the report whose call ended later, then the longer transcript, whatever the delivery order', async () => {
      const shorter = {
        artifact: { messages: [{ role: 'user', message: 'only this', time: at(5) }] },
      };
      const earlier = { endedAt: '2026-01-01T10:02:00.000Z', timestamp: at(120) };
      for (const [first, second, winner] of [
        [{}, earlier, 'final'],
        [earlier, {}, 'final'],
        [shorter, {}, 'final'],
        [{}, shorter, 'final'],
        [{ ...earlier }, { ...earlier, ...shorter }, 'earlier'],
      ] as const) {
        await context().database.reset();
        const { app, db, ticket } = await setup();
        await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
        await hook(app, report({ id: 'call-1' }, first));
        await hook(app, report({ id: 'call-1' }, second));
        const stored = await storedInterview(db, ticket.id);
        expect(stored?.transcript, JSON.stringify([first, second])).toEqual(expectedTranscript);
        expect(stored?.completedAt?.toISOString()).toBe(
          winner === 'final' ? ENDED : earlier.endedAt,
        );
      }
    });

    it('stores a replayed report once: the second delivery changes nothing', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
      await hook(app, report({ id: 'call-1' }));
      const before = await storedInterview(db, ticket.id);
      const replay = await hook(app, report({ id: 'call-1' }));
      expect(replay.status).toBe(200);
      expect(await storedInterview(db, ticket.id)).toEqual(before);
    });

    it('answers 200 and stores nothing for a call it does not know', async () => {
      const { app, db, ticket } = await setup();
      const unknownId = '01900000-0000-7000-8000-000000000000';
      for (const call of [
        { id: 'call-x' },
        { id: 'call-y', metadata: { interviewId: unknownId } },
      ]) {
        const res = await hook(app, report(call));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({});
      }
      expect((await storedInterview(db, ticket.id))?.status).toBe('pending');
    });

    it('leaves an interview alone when its metadata names it but it has since started another call', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: STARTED, call_id: 'call-new' });
      await hook(app, report({ id: 'call-old', metadata: { interviewId: ticket.id } }));
      expect((await storedInterview(db, ticket.id))?.status).toBe('started');
    });

    it('keeps the stored transcript when a report carries no messages', async () => {
      const { app, db, ticket } = await setup();
      await start(app, ticket, { started_at: STARTED, call_id: 'call-1' });
      const entries = [{ role: 'user', text: 'kept', timestamp: STARTED }];
      await postJson(
        app,
        `/api/interviews/${ticket.id}/transcript`,
        { from_index: 0, entries },
        bearer(ticket.token),
      );
      await hook(app, report({ id: 'call-1' }, { artifact: {} }));
      expect(await storedInterview(db, ticket.id)).toMatchObject({
        // Judged by the kept transcript, in which no question was asked.
        status: 'abandoned',
        transcript: entries,
      });
    });
  });
});
