// Themes per question on both databases (docs/product.md#themes-per-question): answers saying
// "open source" and "machine learning" in different words and inflections counted together,
// with short quotes; the counts (people, not answers) following a person's second interview, a
// report stored again and a person erased; and the answers of a question filtered by one theme.
import type {
  AnswersPage,
  AnswersQuestions,
  AnswersThemes,
  InterviewDefinition,
} from '@vibe/contracts/interview';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerThemes, questionThemes } from '../db/schema/answer-themes.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { bodyOf, buildTestApp, postJson, postOnboarding } from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import { fakeAssistantPlatform } from '../testing/fake-assistant-platform.ts';
import { availableDrivers, TEST_DATABASE_URL, type TestDriver } from '../testing/test-databases.ts';

const SECRET = 'themes-suite-secret';

const definition: InterviewDefinition = {
  firstMessage: 'Hello!',
  questions: ['What are you building?', 'What do you hope for?'],
  closingLine: 'Bye.',
  voice: { provider: 'local', voiceId: 'en-gb' },
  silenceTimeoutSeconds: 45,
  maxDurationSeconds: 900,
};

/** What five people said to the first question. */
const BUILDING = [
  'I mostly contribute to open-source projects in my spare time.',
  'Open source software, and some machine learning on the side.',
  'Tools for open sources and machine-learning models.',
  'A mobile app for my startup.',
  'Machine learning pipelines, honestly, and a small mobile app.',
];

function report(interviewId: string, answers: Record<string, string>, endedAt: string) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      startedAt: '2026-01-01T10:00:00.000Z',
      endedAt,
      call: { id: `call-${interviewId}`, metadata: { interviewId } },
      artifact: { messages: [] },
      analysis: { structuredData: answers },
    },
  };
}

function describeThemesSuite(driver: TestDriver): void {
  describe(`themes per question on ${driver.name}`, () => {
    const database = useSuiteDatabase(driver);
    let app: Hono;
    let owner: OrganiserSession;
    let viewer: OrganiserSession;

    beforeEach(async () => {
      await database().db.execute(sql`truncate table interview_versions cascade`);
      app = buildTestApp(database(), {
        interviewPlatform: fakeAssistantPlatform().platform,
        webhookSecret: SECRET,
      });
      owner = await organiserSession(app, database().db, 'owner@example.com', 'owner');
      viewer = await organiserSession(app, database().db, 'viewer@example.com', 'viewer');
      const latest = await bodyOf<{ latest: { id: string } }>(
        owner.request('/api/admin/interview'),
      );
      const saved = await sendJson(owner, 'PUT', '/api/admin/interview', {
        definition,
        baseVersionId: latest.latest.id,
      });
      expect(saved.status).toBeLessThan(300);
    });

    const deliver = (body: unknown) =>
      postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });

    /** Signs `email` up and stores a report answering the first question with `answer`. */
    async function answered(email: string, answer: string, minute: number) {
      const { ticket } = await postOnboarding(app, email);
      const endedAt = `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
      expect((await deliver(report(ticket.id, { q1: answer, q2: 'Peers' }, endedAt))).status).toBe(
        200,
      );
      return ticket;
    }

    const firstQuestion = async () =>
      (await bodyOf<AnswersQuestions>(viewer.request('/api/admin/answers/questions'))).live[0]!.id;
    const themesOf = async (questionId: string) =>
      bodyOf<AnswersThemes>(viewer.request(`/api/admin/answers/themes?question=${questionId}`));
    const counts = async (questionId: string) =>
      Object.fromEntries((await themesOf(questionId)).themes.map((t) => [t.theme, t.people]));

    it('counts a phrase said in different words and inflections together, with short quotes', async () => {
      for (const [i, answer] of BUILDING.entries())
        await answered(`p${i}@example.com`, answer, i + 1);
      const question = await firstQuestion();
      const { themes } = await themesOf(question);
      expect(themes.slice(0, 2).map((t) => [t.theme, t.people])).toEqual([
        ['machine learning', 3],
        ['open source', 3],
      ]);
      expect(themes.find((t) => t.theme === 'mobile app')?.people).toBe(2);
      // "source" is only ever part of "open source": not a theme of its own beside it.
      expect(themes.map((t) => t.theme)).not.toContain('source');
      expect(themes.length).toBeLessThanOrEqual(8);
      const open = themes.find((t) => t.theme === 'open source')!;
      // The newest answers first, each cut around the phrase.
      expect(open.quotes).toEqual([BUILDING[2], BUILDING[1], BUILDING[0]]);
      for (const theme of themes) {
        expect(theme.quotes.length).toBeLessThanOrEqual(3);
        for (const quote of theme.quotes) expect(quote.length).toBeLessThanOrEqual(120);
      }
      // The default question is the live version's first; an unknown one is a 404.
      expect(
        (await bodyOf<AnswersThemes>(viewer.request('/api/admin/answers/themes'))).question.id,
      ).toBe(question);
      expect((await viewer.request('/api/admin/answers/themes?question=nope')).status).toBe(404);
    });

    it('quotes a long answer around the phrase, at most 120 characters', async () => {
      const long = `${'We talked about many other things first, '.repeat(4)}then open source, ${'and after that a lot more about the rest of it. '.repeat(4)}`;
      await answered('long@example.com', long, 1);
      const { themes } = await themesOf(await firstQuestion());
      const [quote] = themes.find((t) => t.theme === 'open source')!.quotes;
      expect(quote).toMatch(/^….*open source.*…$/u);
      expect(quote!.length).toBeLessThanOrEqual(120);
    });

    it('keeps the counts right when a report is stored again and when a person is erased', async () => {
      const tickets = [];
      for (const [i, answer] of BUILDING.entries()) {
        tickets.push(await answered(`p${i}@example.com`, answer, i + 1));
      }
      const question = await firstQuestion();
      // The same report again: nothing counted twice.
      await deliver(
        report(tickets[0]!.id, { q1: BUILDING[0]!, q2: 'Peers' }, '2026-01-01T10:01:00.000Z'),
      );
      expect((await counts(question))['open source']).toBe(3);
      // A later report of the same call with other words replaces the answer and its themes.
      await deliver(
        report(tickets[1]!.id, { q1: 'Nothing much.', q2: 'Peers' }, '2026-01-01T10:30:00.000Z'),
      );
      let now = await counts(question);
      expect(now['open source']).toBe(2);
      expect(now['machine learning']).toBe(2);
      // Erasing a person takes their themes with their answers.
      expect(
        (await owner.request('/api/admin/people/p4@example.com', { method: 'DELETE' })).status,
      ).toBe(200);
      now = await counts(question);
      expect(now['machine learning']).toBe(1);
      expect(now['mobile app']).toBe(1);
      await expectCountsMatchStoredThemes();
    });

    it('counts a person once however many of their interviews mention a theme', async () => {
      // p0 answers twice (two interviews), both times about open source; p1 once.
      const first = await answered('p0@example.com', 'Open source, mostly.', 1);
      const second = await answered('p0@example.com', 'Still open-source projects.', 2);
      expect(second.id).not.toBe(first.id);
      await answered('p1@example.com', 'An open source library.', 3);
      const question = await firstQuestion();
      expect((await counts(question))['open source']).toBe(2);
      // p0's second interview says something else now: their first still mentions it.
      await deliver(
        report(second.id, { q1: 'A mobile app.', q2: 'Peers' }, '2026-01-01T10:02:00.000Z'),
      );
      expect((await counts(question))['open source']).toBe(2);
      // And their first too: p0 no longer mentions it at all.
      await deliver(
        report(first.id, { q1: 'A mobile app.', q2: 'Peers' }, '2026-01-01T10:01:00.000Z'),
      );
      let now = await counts(question);
      expect(now['open source']).toBe(1);
      expect(now['mobile app']).toBe(1);
      expect(
        (await owner.request('/api/admin/people/p0@example.com', { method: 'DELETE' })).status,
      ).toBe(200);
      now = await counts(question);
      expect(now['mobile app']).toBeUndefined();
      expect(now['open source']).toBe(1);
      await expectCountsMatchStoredThemes();
    });

    /** The counts are exactly the people the stored themes name, and no theme stays at zero. */
    async function expectCountsMatchStoredThemes() {
      const people = new Map<string, Set<string>>();
      for (const row of await database().db.select().from(answerThemes)) {
        const key = `${row.questionId} ${row.theme}`;
        people.set(key, (people.get(key) ?? new Set()).add(row.email));
      }
      const kept = await database().db.select().from(questionThemes);
      expect(new Map(kept.map((row) => [`${row.questionId} ${row.theme}`, row.people]))).toEqual(
        new Map([...people].map(([key, emails]) => [key, emails.size])),
      );
    }

    it('filters a question’s answers by a theme, pages them and searches within them', async () => {
      for (const [i, answer] of BUILDING.entries())
        await answered(`p${i}@example.com`, answer, i + 1);
      const question = await firstQuestion();
      const page = (query: string) =>
        bodyOf<AnswersPage>(viewer.request(`/api/admin/answers?question=${question}&${query}`));
      const learning = await page('theme=machine%20learning');
      expect(learning.items.map((item) => item.answer)).toEqual([
        BUILDING[4],
        BUILDING[2],
        BUILDING[1],
      ]);
      expect(learning.items[0]).toMatchObject({ email: 'p4@example.com', questionId: question });
      const first = await page('theme=Machine%20Learning&limit=2');
      expect(first.items.map((item) => item.answer)).toEqual([BUILDING[4], BUILDING[2]]);
      const rest = await page(`theme=machine%20learning&limit=2&cursor=${first.nextCursor}`);
      expect(rest.items.map((item) => item.answer)).toEqual([BUILDING[1]]);
      expect(rest.nextCursor).toBeNull();
      expect((await page('theme=machine%20learning&q=mobile')).items.map((i) => i.answer)).toEqual([
        BUILDING[4],
      ]);
      expect((await page('theme=quantum%20computing')).items).toEqual([]);
      expect(
        (await viewer.request(`/api/admin/answers?question=${question}&theme=${'x'.repeat(61)}`))
          .status,
      ).toBe(400);
    });
  });
}

for (const driver of availableDrivers) describeThemesSuite(driver);
if (!TEST_DATABASE_URL) {
  describe('themes per question on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
