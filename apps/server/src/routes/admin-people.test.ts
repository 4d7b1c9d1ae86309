import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import {
  completeInterview,
  organiserSession,
  SAMPLE_TRANSCRIPT,
} from '../testing/admin-helpers.ts';
import { countRows, errorCode, postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** The dashboard's people: pages, search, one person's interviews and erasure. */
describeOnEachDatabase((context) => {
  describe('GET /api/admin/people', () => {
    it('pages newest first with a cursor that stays stable while new people sign up', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      for (let i = 0; i < 5; i += 1) await postOnboarding(app, `p${i}@example.com`);
      const first = (await (
        await owner.request('/api/admin/people?limit=2')
      ).json()) as PeopleAnswer;
      expect(first.items.map((p) => p.email)).toEqual(['p4@example.com', 'p3@example.com']);
      expect(first.items[0]).toEqual({
        email: 'p4@example.com',
        createdAt: expect.any(String),
        attempts: 1,
        latestStatus: 'pending',
        durationSeconds: null,
        completedAt: null,
        starred: false,
        reviewed: false,
        tags: [],
      });
      await postOnboarding(app, 'late@example.com');
      const second = (await (
        await owner.request(`/api/admin/people?limit=2&cursor=${first.nextCursor}`)
      ).json()) as PeopleAnswer;
      expect(second.items.map((p) => p.email)).toEqual(['p2@example.com', 'p1@example.com']);
      const third = (await (
        await owner.request(`/api/admin/people?limit=2&cursor=${second.nextCursor}`)
      ).json()) as PeopleAnswer;
      expect(third.items.map((p) => p.email)).toEqual(['p0@example.com']);
      expect(third.nextCursor).toBeNull();
      expect((await owner.request('/api/admin/people?cursor=garbage')).status).toBe(400);
    });

    it('pages oldest first on request, past people who sign up meanwhile', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      for (let i = 0; i < 3; i += 1) await postOnboarding(app, `p${i}@example.com`);
      const page = async (cursor: string | null) =>
        (await (
          await owner.request(
            `/api/admin/people?limit=2&sort=oldest${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json()) as PeopleAnswer;
      const first = await page(null);
      expect(first.items.map((p) => p.email)).toEqual(['p0@example.com', 'p1@example.com']);
      await postOnboarding(app, 'late@example.com');
      const second = await page(first.nextCursor);
      expect(second.items.map((p) => p.email)).toEqual(['p2@example.com', 'late@example.com']);
      const csv = await (await owner.request('/api/admin/export/people.csv?sort=oldest')).text();
      expect(csv.indexOf('p0@example.com')).toBeLessThan(csv.indexOf('late@example.com'));
      const bad = await owner.request('/api/admin/people?sort=sideways');
      expect(bad.status).toBe(400);
      expect(await errorCode(bad)).toBe('invalid_query');
    });

    it('searches by e-mail and filters by latest status', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      await postOnboarding(app, 'grace_hopper@example.com');
      await postOnboarding(app, 'graceXhopper@example.com');
      await completeInterview(context().app, 'linus@example.com');
      const emails = async (query: string) =>
        (
          (await (await owner.request(`/api/admin/people?${query}`)).json()) as PeopleAnswer
        ).items.map((p) => p.email);
      expect(await emails('q=ADA')).toEqual(['ada@example.com']);
      // LIKE wildcards in the search are taken literally.
      expect(await emails('q=grace_')).toEqual(['grace_hopper@example.com']);
      expect(await emails('status=completed')).toEqual(['linus@example.com']);
      // Signed up, interview not started yet (`none` is a record without any interview).
      expect((await emails('status=pending')).sort()).toEqual([
        'ada@example.com',
        'grace_hopper@example.com',
        'gracexhopper@example.com',
      ]);
      expect(await emails('status=none')).toEqual([]);
      expect(await emails('status=started')).toEqual([]);
      expect((await owner.request('/api/admin/people?status=bogus')).status).toBe(400);
    });
  });

  describe('GET /api/admin/people/:email', () => {
    it('answers the record and every interview newest first, and 404 for an unknown e-mail', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      const latest = await completeInterview(context().app, 'ada@example.com');
      const res = await owner.request('/api/admin/people/ada%40example.com');
      expect(res.status).toBe(200);
      const body = (await res.json()) as PersonAnswer;
      expect(body.record).toMatchObject({ email: 'ada@example.com', user_agent: 'test-agent' });
      expect(body.interviews).toHaveLength(2);
      expect(body.interviews[0]).toMatchObject({
        id: latest.id,
        status: 'completed',
        durationSeconds: 60,
        endedReason: null,
        recordingUrl: null,
        transcript: SAMPLE_TRANSCRIPT,
      });
      expect(body.interviews[1]).toMatchObject({ status: 'pending', transcript: [] });
      expect((await owner.request('/api/admin/people/nobody@example.com')).status).toBe(404);
    });
  });

  describe('DELETE /api/admin/people/:email', () => {
    it('erases the record and every interview in one go, and logs it', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview(context().app, 'ada@example.com');
      await postOnboarding(app, 'ada@example.com');
      await postOnboarding(app, 'keep@example.com');
      const res = await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' });
      // No call reached a platform here, so nothing is left anywhere: a plain 204.
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      const [left] = await database.db
        .select({ n: count() })
        .from(interviews)
        .where(eq(interviews.email, 'ada@example.com'));
      expect(left?.n).toBe(0);
      expect(
        await database.db.select().from(onboarding).where(eq(onboarding.email, 'ada@example.com')),
      ).toEqual([]);
      expect(await countRows(database.db)).toEqual({ onboarding: 1, interviews: 1 });
      expect((await owner.request('/api/admin/people/ada@example.com')).status).toBe(404);
      expect(
        (await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' })).status,
      ).toBe(404);
      const audit = (await (await owner.request('/api/admin/audit')).json()) as {
        items: { action: string; target: string; actor: string }[];
      };
      // The log names the erased person by a keyed hash of the address, never the address.
      expect(audit.items[0]).toMatchObject({ action: 'delete', actor: 'owner@example.com' });
      expect(audit.items[0]!.target).toMatch(/^person:[0-9a-f]{32}$/);
      expect(JSON.stringify(audit)).not.toContain('ada@example.com');
    });
  });
});
