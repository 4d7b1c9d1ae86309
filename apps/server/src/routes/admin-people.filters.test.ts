import { randomUUID } from 'node:crypto';
import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import type { AnswersQuestions } from '@vibe/contracts/interview';
import type { Tag } from '@vibe/contracts/people';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interviewAnswers } from '../db/schema/interview-versions.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import {
  completeInterview,
  organiserSession,
  sendJson,
  type OrganiserSession,
} from '../testing/admin-helpers.ts';
import { errorCode, postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

async function emails(session: OrganiserSession, query: string): Promise<string[]> {
  const res = await session.request(`/api/admin/people?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as PeopleAnswer).items.map((p) => p.email);
}

/** Every page of `query`, `limit` at a time, following the cursors. */
async function allPages(session: OrganiserSession, query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await session.request(
      `/api/admin/people?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as PeopleAnswer;
    seen.push(...page.items.map((p) => p.email));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/** The people list's filters and orders, the same in the list, its pages and its exports. */
describeOnEachDatabase((context) => {
  describe('GET /api/admin/people filters', () => {
    it('by tag, star, reviewed and sign-up dates, together', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      for (const name of ['ada', 'bo', 'cy', 'di'])
        await postOnboarding(app, `${name}@example.com`);
      // Sign-up days, to filter on: ada on 1 March, bo 2 March, cy 3 March, di 4 March.
      for (const [i, name] of ['ada', 'bo', 'cy', 'di'].entries()) {
        await database.db
          .update(onboarding)
          .set({ createdAt: new Date(Date.UTC(2026, 2, i + 1, 23, 30)) })
          .where(eq(onboarding.email, `${name}@example.com`));
      }
      const tag = (await (
        await sendJson(owner, 'POST', '/api/admin/tags', { name: 'mentor' })
      ).json()) as Tag;
      await sendJson(owner, 'POST', '/api/admin/people/bulk', {
        action: 'tag',
        tagId: tag.id,
        emails: ['ada@example.com', 'cy@example.com'],
      });
      await sendJson(owner, 'POST', '/api/admin/people/bulk', {
        action: 'star',
        emails: ['cy@example.com', 'di@example.com'],
      });
      await sendJson(owner, 'PUT', '/api/admin/people/bo%40example.com/reviewed', {
        reviewed: true,
      });
      expect(await emails(owner, `tag=${tag.id}`)).toEqual(['cy@example.com', 'ada@example.com']);
      expect(await emails(owner, 'starred=1')).toEqual(['di@example.com', 'cy@example.com']);
      expect(await emails(owner, `starred=1&tag=${tag.id}`)).toEqual(['cy@example.com']);
      expect(await emails(owner, 'reviewed=1')).toEqual(['bo@example.com']);
      expect(await emails(owner, 'reviewed=0&sort=oldest')).toEqual([
        'ada@example.com',
        'cy@example.com',
        'di@example.com',
      ]);
      // Both days included, in UTC.
      expect(await emails(owner, 'from=2026-03-02&to=2026-03-03')).toEqual([
        'cy@example.com',
        'bo@example.com',
      ]);
      const csv = await (
        await owner.request(`/api/admin/export/people.csv?tag=${tag.id}&starred=1`)
      ).text();
      expect(csv).toContain('cy@example.com');
      expect(csv).not.toContain('ada@example.com');
    });

    it('by interview version, an answer’s words, and partial status', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview(app, 'ada@example.com');
      await postOnboarding(app, 'bo@example.com');
      const person = (await (
        await owner.request('/api/admin/people/ada%40example.com')
      ).json()) as PersonAnswer;
      const versionId = person.interviews[0]?.interviewVersionId;
      expect(versionId).toEqual(expect.any(String));
      expect(await emails(owner, `version=${versionId}`)).toEqual(['ada@example.com']);
      const { live } = (await (
        await owner.request('/api/admin/answers/questions')
      ).json()) as AnswersQuestions;
      const second = live[1]!.id;
      // Answers come from the platform's report; stored here as the report would store them.
      await database.db.insert(interviewAnswers).values({
        id: randomUUID(),
        interviewId: person.interviews[0]!.id,
        interviewVersionId: versionId!,
        questionIndex: 1,
        questionId: second,
        question: live[1]!.text,
        answer: 'My answer 2.',
      });
      expect(await emails(owner, `question=${second}&answer=ANSWER%202`)).toEqual([
        'ada@example.com',
      ]);
      expect(await emails(owner, `question=${second}&answer=answer%203`)).toEqual([]);
      expect(await emails(owner, 'status=partial')).toEqual([]);
      expect(await emails(owner, 'status=completed')).toEqual(['ada@example.com']);
    });

    it('refuses values it does not know with 400 invalid_query, never a 500', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      for (const query of [
        'tag=nope',
        'starred=yes',
        'reviewed=2',
        'from=2026-02-30',
        'to=yesterday',
        'version=1',
        'question=q1',
        'answer=hello',
        `question=q1&answer=${'x'.repeat(201)}`,
        'status=finished',
        'sort=sideways',
      ]) {
        const res = await owner.request(`/api/admin/people?${query}`);
        expect(res.status, query).toBe(400);
        expect(await errorCode(res), query).toBe('invalid_query');
      }
    });
  });

  describe('GET /api/admin/people orders', () => {
    it('by longest interview and latest completion, paging without gaps or repeats', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview(app, 'short@example.com', 30);
      await completeInterview(app, 'long@example.com', 300);
      await completeInterview(app, 'mid@example.com', 120);
      await completeInterview(app, 'mid2@example.com', 120);
      for (const name of ['none1', 'none2', 'none3'])
        await postOnboarding(app, `${name}@example.com`);
      // Completions on distinct days, in an order unlike the sign-ups'.
      const completed = { 'long@example.com': 1, 'short@example.com': 3, 'mid@example.com': 2 };
      for (const [email, day] of Object.entries(completed)) {
        await database.db.execute(
          sql`update interviews set completed_at = ${new Date(Date.UTC(2026, 0, day)).toISOString()}::timestamptz where email = ${email}`,
        );
      }
      const longest = await allPages(owner, 'sort=longest', 2);
      // Equal lengths in e-mail order, descending ('@' sorts after '2').
      expect(longest.slice(0, 4)).toEqual([
        'long@example.com',
        'mid@example.com',
        'mid2@example.com',
        'short@example.com',
      ]);
      expect([...longest.slice(4)].sort()).toEqual([
        'none1@example.com',
        'none2@example.com',
        'none3@example.com',
      ]);
      const recent = await allPages(owner, 'sort=recently-completed', 3);
      // mid2 kept its completion of 1 January, 10:01.
      expect(recent.slice(0, 4)).toEqual([
        'short@example.com',
        'mid@example.com',
        'mid2@example.com',
        'long@example.com',
      ]);
      expect(new Set(recent).size).toBe(7);
      // A cursor of one order is no cursor of another.
      const first = (await (
        await owner.request('/api/admin/people?sort=longest&limit=1')
      ).json()) as PeopleAnswer;
      const crossed = await owner.request(`/api/admin/people?cursor=${first.nextCursor}`);
      expect(crossed.status).toBe(400);
      expect(await errorCode(crossed)).toBe('invalid_cursor');
    });
  });
});
