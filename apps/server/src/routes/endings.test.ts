// Endings that say what happened (docs/product.md#statuses): an interview ends `completed`
// (every question answered with words, or the assistant's closing line after the last
// question), `partial` (some answered) or `abandoned` (none); the page's own completion and the
// platform's call report reach the same verdict whichever arrives first; and the dashboard
// shows the status, the ended reason and the recordings the report named.
import type { PersonAnswer } from '@vibe/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import { seededDefinition } from '../interview-versions/assistant-body.ts';
import { organiserSession } from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  postJson,
  postOnboarding,
  startedInterview,
  storedRecord,
  type Ticket,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const SECRET = 'endings-secret';
const STARTED = '2026-01-01T10:00:00.000Z';
const LEFT = '2026-01-01T10:01:30.000Z';
const ENDED = '2026-01-01T10:02:00.000Z';
/** The interview every test runs: the version a fresh install seeds. */
const script = seededDefinition();
const at = (seconds: number) => new Date(Date.parse(STARTED) + seconds * 1000).toISOString();
const asks = (index: number) => ({
  role: 'assistant',
  text: `Thanks. ${script.questions[index]}`,
  timestamp: at(index * 20),
});
const says = (index: number, text: string) => ({
  role: 'user',
  text,
  timestamp: at(index * 20 + 10),
});
const question = asks(0);
const answer = says(0, 'Web apps.');
/** Every question asked and answered. */
const everyAnswer = script.questions.flatMap((_q, i) => [asks(i), says(i, `Answer ${i + 1}.`)]);
const closing = { role: 'assistant', text: script.closingLine, timestamp: at(500) };
const RECORDING = 'https://storage.vapi.ai/recordings/call-1-mono.mp3';
const STEREO = 'https://storage.vapi.ai/recordings/call-1-stereo.mp3';

function report(
  endedReason: string,
  messages: { role: string; text: string }[],
  structuredData?: Record<string, string>,
) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason,
      call: { id: 'call-1', status: 'ended' },
      startedAt: STARTED,
      endedAt: ENDED,
      ...(structuredData ? { analysis: { structuredData } } : {}),
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
    const ticket = await startedInterview(app, 'ada@example.com', {
      startedAt: STARTED,
      callId: 'call-1',
    });
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
  const record = (db: Database) => storedRecord(db, 'ada@example.com');

  describe('interview endings', () => {
    it('completes an interview when every question got an answer with words', async () => {
      const { app, ticket } = await setup();
      const res = await complete(app, ticket, everyAnswer);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        interview: { status: 'completed', completed: true },
        record: { interview_completed: true },
      });
    });

    it('is partial when the visitor answered one question and pressed End', async () => {
      const { app, ticket } = await setup();
      const res = await complete(app, ticket, [question, answer, asks(1)]);
      expect(await res.json()).toMatchObject({
        interview: { status: 'partial', completed: false, completed_at: ENDED },
        record: { interview_completed: false, interview_completed_at: ENDED },
      });
    });

    it('abandons an interview without an answer, and one whose only turns hold no words', async () => {
      const { app, ticket } = await setup();
      const silent = await complete(app, ticket, [question]);
      expect(await silent.json()).toMatchObject({
        interview: { status: 'abandoned', completed: false },
        record: { interview_completed: false },
      });
      for (const noise of [
        '(spoken answer, 0.8 s — no speech recognizer configured; the recording holds it)',
        '[noise]',
        ' … ',
      ]) {
        const again = await postOnboarding(app, 'ada@example.com');
        await send(app, again.ticket, 'start', { started_at: STARTED });
        const res = await complete(app, again.ticket, [question, says(0, noise), asks(1)]);
        expect(await res.json(), noise).toMatchObject({ interview: { status: 'abandoned' } });
      }
    });

    it('completes an interview whose assistant reached its closing line after the last question', async () => {
      const { app, ticket } = await setup();
      const last = script.questions.length - 1;
      const transcript = [question, answer, asks(last), closing];
      expect(await (await complete(app, ticket, transcript)).json()).toMatchObject({
        interview: { status: 'completed' },
      });
    });

    it('judges an interview whose visitor left mid-call by its answers, with the time they left', async () => {
      const { app, db, ticket } = await setup();
      const res = await leave(app, ticket, [question, answer]);
      expect(res.status).toBe(200);
      expect(await row(db, ticket.id)).toMatchObject({
        status: 'partial',
        transcript: [question, answer],
        completedAt: new Date(LEFT),
        durationSeconds: 90,
      });
      expect(await record(db)).toMatchObject({ interviewCompleted: false, status: 'partial' });
      // Sealed: the page cannot complete it afterwards.
      expect((await complete(app, ticket, [question, answer])).status).toBe(409);
    });

    it('gives the same row for a visitor who left, whether the report or the page arrives first', async () => {
      const visitorEnded = report('customer-ended-call', [question, answer, asks(1)]);
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
        status: 'partial',
        endedReason: 'customer-ended-call',
        completedAt: new Date(ENDED),
      });
      expect(rows[0]!.transcript).toHaveLength(3);
      expect(rows[1]).toEqual(rows[0]);
    });

    it.each([
      ['every answer', everyAnswer, 'completed'],
      ['one answer', [question, answer], 'partial'],
      ['no answer', [question], 'abandoned'],
    ])(
      "gives the same row for End Interview after %s, in either order of the page's completion and the report",
      async (_label, transcript, status) => {
        const visitorEnded = report('customer-ended-call', transcript);
        const rows = [];
        for (const reportFirst of [true, false]) {
          await context().database.reset();
          const { app, db, ticket } = await setup();
          const page = () => complete(app, ticket, transcript);
          if (reportFirst) {
            await hook(app, visitorEnded);
            expect((await page()).status).toBe(409);
          } else {
            expect((await page()).status).toBe(200);
            await hook(app, visitorEnded);
          }
          rows.push(await row(db, ticket.id));
        }
        expect(rows[0]).toMatchObject({ status, endedReason: 'customer-ended-call' });
        expect(rows[1]).toEqual(rows[0]);
      },
    );

    it.each([
      ['assistant-ended-call', 'no answer', 'abandoned', [question]],
      [
        'assistant-ended-call',
        'the closing line',
        'completed',
        [question, answer, asks(script.questions.length - 1), closing],
      ],
      ['silence-timed-out', 'no answer', 'abandoned', [question]],
      ['silence-timed-out', 'one answer', 'partial', [question, answer]],
      ['exceeded-max-duration', 'every answer', 'completed', everyAnswer],
      ['customer-did-not-give-microphone-permission', 'nothing', 'abandoned', []],
      // A fault ends the call; what was answered before it still counts.
      [
        'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
        'one answer',
        'partial',
        [question, answer],
      ],
      ['worker-shutdown', 'no answer', 'abandoned', [question]],
      // A reason the protocol does not list (a newer platform's) is kept as given.
      ['a-reason-from-a-newer-platform', 'one answer', 'partial', [question, answer]],
    ])('reads a report ended by %s after %s as %s', async (reason, _label, status, messages) => {
      const { app, db, ticket } = await setup();
      await hook(app, report(reason, messages));
      expect(await row(db, ticket.id)).toMatchObject({ status, endedReason: reason });
      expect(await record(db)).toMatchObject({
        status,
        interviewCompleted: status === 'completed',
      });
    });

    it('judges a hosted report by its per-question structured data, empty fields unanswered', async () => {
      const { app, db, ticket } = await setup();
      // The assistant paraphrased, so the transcript alone finds no question.
      const paraphrased = [
        { role: 'assistant', text: 'So, what brings you here?' },
        { role: 'user', text: 'I build games.' },
      ];
      const data = Object.fromEntries(script.questions.map((_q, i) => [`q${i + 1}`, '']));
      await hook(app, report('customer-ended-call', paraphrased, { ...data, q1: 'Games' }));
      expect(await row(db, ticket.id)).toMatchObject({ status: 'partial' });

      const all = Object.fromEntries(script.questions.map((_q, i) => [`q${i + 1}`, `A${i}`]));
      await hook(app, {
        message: { ...report('customer-ended-call', paraphrased, all).message, endedAt: LEFT },
      });
      // Superseded (ended earlier): the stored verdict stands.
      expect(await row(db, ticket.id)).toMatchObject({ status: 'partial' });
      await context().database.reset();
      const other = await setup();
      await hook(other.app, report('customer-ended-call', paraphrased, all));
      expect(await row(other.db, other.ticket.id)).toMatchObject({ status: 'completed' });
    });

    it('never erases transcript entries the page saved when a report holds fewer', async () => {
      const { app, db, ticket } = await setup();
      const saved = [question, answer, asks(1)];
      await send(app, ticket, 'transcript', { from_index: 0, entries: saved });
      await hook(app, report('customer-ended-call', [question]));
      expect(await row(db, ticket.id)).toMatchObject({ status: 'partial', transcript: saved });
    });

    it("shows the status, the ended reason and the report's recordings on the person page", async () => {
      const { app, db, ticket } = await setup();
      await hook(app, report('assistant-ended-call', everyAnswer));
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
      // Bo answers once and ends; Cy says nothing; Di has not started.
      for (const [email, transcript] of [
        ['bo@example.com', [question, answer, asks(1)]],
        ['cy@example.com', [question]],
      ] as const) {
        const { ticket: theirs } = await postOnboarding(app, email);
        await send(app, theirs, 'start', { started_at: STARTED });
        await complete(app, theirs, [...transcript]);
      }
      await postOnboarding(app, 'di@example.com');
      const listed = async (status: string) =>
        (
          (await (await owner.request(`/api/admin/people?status=${status}`)).json()) as {
            items: { email: string; latestStatus: string }[];
          }
        ).items.map((item) => `${item.email} ${item.latestStatus}`);
      expect(await listed('completed')).toEqual(['ada@example.com completed']);
      expect(await listed('partial')).toEqual(['bo@example.com partial']);
      expect(await listed('abandoned')).toEqual(['cy@example.com abandoned']);
      expect(await listed('pending')).toEqual(['di@example.com pending']);
      expect(await listed('none')).toEqual([]);
      const overview = await owner.request('/api/admin/overview?days=all');
      expect(await overview.json()).toMatchObject({
        funnel: { signedUp: 4, started: 3, completed: 1, partial: 1, abandoned: 1 },
      });
    });

    it('answers 404 for the recording of an interview without one, and without a session 401', async () => {
      const { app, db, ticket } = await setup();
      const owner = await organiserSession(app, db, 'owner@example.com');
      const path = `/api/admin/interviews/${ticket.id}/recording`;
      expect((await owner.request(path)).status).toBe(404);
      expect((await owner.request('/api/admin/interviews/nope/recording')).status).toBe(404);
      expect((await app.request(path)).status).toBe(401);
    });
  });
});
