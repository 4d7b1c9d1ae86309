// The report of a test call (an owner's "Try it" on the Interview screen, marked `testCall: true`
// in its metadata) is acknowledged and stored nowhere: the people list, the Answers screen, the
// exports and the overview read the same after it as before, even when the report names an
// interview or carries answers, and the interview it names keeps what it had.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { interviews } from '../db/schema/interviews.ts';
import { organiserSession, type OrganiserSession } from '../testing/admin-helpers.ts';
import { buildTestApp, postJson, postOnboarding, type Ticket } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const SECRET = 'test-call-reports-secret';
const VERSION_ID = '0b6f1a52-63c4-4d1e-9b55-3c1f7f0f6a10';

/** An end-of-call report with answers, a transcript and a recording, as a real call has. */
function reportOf(call: Record<string, unknown>) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      startedAt: '2026-01-01T10:00:00.000Z',
      endedAt: '2026-01-01T10:02:00.000Z',
      call,
      artifact: {
        messages: [
          { role: 'bot', message: 'What do you build?', time: Date.parse('2026-01-01T10:00:01Z') },
          { role: 'user', message: 'A test answer.', time: Date.parse('2026-01-01T10:00:05Z') },
        ],
      },
      analysis: { summary: 'An owner tried a draft.', structuredData: { q1: 'A test answer.' } },
    },
  };
}

describeOnEachDatabase((context) => {
  describe('the report of a test call', () => {
    let app: Hono;
    let owner: OrganiserSession;
    let visitor: Ticket;

    beforeEach(async () => {
      const { database } = context();
      app = buildTestApp(database, { webhookSecret: SECRET });
      owner = await organiserSession(app, database.db, 'owner@example.com', 'owner');
      // One real interview, answered by its report, so every count starts above nothing.
      ({ ticket: visitor } = await postOnboarding(app, 'ada@example.com'));
      const real = reportOf({ id: 'call-real', metadata: { interviewId: visitor.id } });
      expect((await hook(real)).status).toBe(200);
    });

    const hook = (body: unknown) =>
      postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });

    /** What organisers can read of people and answers, as they would read it. */
    const everything = async () => {
      const read = async (path: string) => {
        const res = await owner.request(path);
        expect(res.status, path).toBe(200);
        return res.text();
      };
      return {
        people: await read('/api/admin/people'),
        person: await read('/api/admin/people/ada%40example.com'),
        overview: await read('/api/admin/overview?period=all'),
        questions: await read('/api/admin/answers/questions'),
        answers: await read('/api/admin/answers'),
        peopleCsv: await read('/api/admin/export/people.csv'),
        interviewsCsv: await read('/api/admin/export/interviews.csv'),
        interviewsJsonl: await read('/api/admin/export/interviews.jsonl'),
      };
    };

    it('is acknowledged with 200 {} and changes nothing organisers read', async () => {
      const before = await everything();
      expect(before.answers).toContain('A test answer.');
      const marked = [
        { id: 'call-test-1', metadata: { testCall: true, interviewVersionId: VERSION_ID } },
        // Where the dashboard's test call carries it: the assistant's overridden metadata.
        {
          id: 'call-test-2',
          assistantOverrides: { metadata: { testCall: true, interviewVersionId: VERSION_ID } },
        },
      ];
      for (const call of marked) {
        const res = await hook(reportOf(call));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({});
      }
      expect(await everything()).toEqual(before);
    });

    it('stores nothing even on the interview it names, nor under the call id of one', async () => {
      const [stored] = await context()
        .database.db.select()
        .from(interviews)
        .where(eq(interviews.id, visitor.id));
      const before = await everything();
      const named = reportOf({
        id: 'call-test-3',
        metadata: { testCall: true, interviewId: visitor.id },
      });
      const ofItsCall = reportOf({
        id: 'call-real',
        endedAt: '2026-01-01T11:00:00.000Z',
        assistantOverrides: { metadata: { testCall: true } },
      });
      for (const body of [named, ofItsCall]) expect((await hook(body)).status).toBe(200);
      expect(await everything()).toEqual(before);
      const [after] = await context()
        .database.db.select()
        .from(interviews)
        .where(eq(interviews.id, visitor.id));
      expect(after).toEqual(stored);
    });

    it('is a test call only when marked true: any other mark leaves the report stored', async () => {
      const { ticket } = await postOnboarding(app, 'bob@example.com');
      const res = await hook(
        reportOf({ id: 'call-bob', metadata: { interviewId: ticket.id, testCall: 'true' } }),
      );
      expect(res.status).toBe(200);
      const [row] = await context()
        .database.db.select()
        .from(interviews)
        .where(eq(interviews.id, ticket.id));
      expect(row?.callReportAt).not.toBeNull();
    });
  });
});
