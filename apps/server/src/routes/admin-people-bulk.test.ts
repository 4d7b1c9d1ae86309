import type { PeopleAnswer } from '@vibe/contracts/admin';
import { BULK_MAX, type BulkAnswer, type Tag } from '@vibe/contracts/people';
import { asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import { personNotes, personTags } from '../db/schema/people-work.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { countRows, errorCode, postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

async function bulk(session: OrganiserSession, body: unknown): Promise<BulkAnswer> {
  const res = await sendJson(session, 'POST', '/api/admin/people/bulk', body);
  expect(res.status).toBe(200);
  return (await res.json()) as BulkAnswer;
}

/** Bulk actions on a selection, and exports of exactly a selection. */
describeOnEachDatabase((context) => {
  describe('POST /api/admin/people/bulk', () => {
    it('tags, stars and reviews a selection, counting only who changed, one audit entry each', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      for (const name of ['ada', 'bo', 'cy']) await postOnboarding(app, `${name}@example.com`);
      const tag = (await (
        await sendJson(owner, 'POST', '/api/admin/tags', { name: 'mentor' })
      ).json()) as Tag;
      const pair = ['ada@example.com', 'BO@example.com', 'nobody@example.com'];
      expect(await bulk(viewer, { action: 'tag', tagId: tag.id, emails: pair })).toEqual({
        action: 'tag',
        changed: 2,
      });
      // Already tagged: nothing changes.
      expect((await bulk(viewer, { action: 'tag', tagId: tag.id, emails: pair })).changed).toBe(0);
      expect((await bulk(viewer, { action: 'star', emails: pair })).changed).toBe(2);
      expect((await bulk(viewer, { action: 'review', emails: ['cy@example.com'] })).changed).toBe(
        1,
      );
      expect(
        (await bulk(viewer, { action: 'untag', tagId: tag.id, emails: ['bo@example.com'] }))
          .changed,
      ).toBe(1);
      const list = (await (await owner.request('/api/admin/people')).json()) as PeopleAnswer;
      expect(
        list.items.map(({ email, starred, reviewed, tags }) => ({
          email,
          starred,
          reviewed,
          tags: tags.map((t) => t.name),
        })),
      ).toEqual([
        { email: 'cy@example.com', starred: false, reviewed: true, tags: [] },
        { email: 'bo@example.com', starred: true, reviewed: false, tags: [] },
        { email: 'ada@example.com', starred: true, reviewed: false, tags: ['mentor'] },
      ]);
      const entries = await database.db
        .select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.actor, 'viewer@example.com'))
        .orderBy(asc(auditLog.id));
      expect(entries.filter((e) => e.action !== 'sign-in')).toEqual([
        { action: 'tag-apply', target: 'mentor on 2 people' },
        { action: 'star', target: '2 people' },
        { action: 'review', target: '1 person' },
        { action: 'tag-remove', target: 'mentor on 1 person' },
      ]);
    });

    it('erases a selection for an owner only, with notes and tags, one audit entry per person', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      for (const name of ['ada', 'bo', 'cy']) await postOnboarding(app, `${name}@example.com`);
      const tag = (await (
        await sendJson(owner, 'POST', '/api/admin/tags', { name: 'mentor' })
      ).json()) as Tag;
      const selection = ['ada@example.com', 'bo@example.com'];
      await bulk(owner, { action: 'tag', tagId: tag.id, emails: [...selection, 'cy@example.com'] });
      await sendJson(owner, 'POST', '/api/admin/people/ada%40example.com/notes', { body: 'hi' });
      const refused = await sendJson(viewer, 'POST', '/api/admin/people/bulk', {
        action: 'erase',
        emails: selection,
      });
      expect(refused.status).toBe(403);
      expect((await countRows(database.db)).onboarding).toBe(3);
      expect(await bulk(owner, { action: 'erase', emails: selection })).toEqual({
        action: 'erase',
        changed: 2,
      });
      expect((await countRows(database.db)).onboarding).toBe(1);
      expect(await database.db.select().from(personNotes)).toEqual([]);
      expect(await database.db.select({ email: personTags.email }).from(personTags)).toEqual([
        { email: 'cy@example.com' },
      ]);
      const erasures = await database.db
        .select({ target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.action, 'delete'));
      expect(erasures).toHaveLength(2);
      // The erased are named by reference only, never by address.
      expect(JSON.stringify(erasures)).not.toContain('@example.com');
    });

    it('refuses a selection that is empty, too large, or a tag action without a tag', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      const post = (body: unknown) => sendJson(owner, 'POST', '/api/admin/people/bulk', body);
      const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => `p${i}@example.com`);
      for (const body of [
        { action: 'star', emails: [] },
        { action: 'star', emails: many },
        { action: 'tag', emails: ['ada@example.com'] },
        { action: 'explode', emails: ['ada@example.com'] },
      ]) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(await errorCode(res)).toBe('invalid_body');
      }
      const unknownTag = await post({
        action: 'tag',
        tagId: '0b7f3c1e-4a52-4d8e-9a57-6f0e2d1c9b33',
        emails: ['ada@example.com'],
      });
      expect(unknownTag.status).toBe(404);
      const huge = await owner.request('/api/admin/people/bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'star', emails: ['x'.repeat(200_000)] }),
      });
      expect(huge.status).toBe(413);
    });
  });

  describe('POST /api/admin/export/*', () => {
    it('exports exactly the selection, audited with its size', async () => {
      const { app, database } = context();
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      for (const name of ['ada', 'bo', 'cy']) await postOnboarding(app, `${name}@example.com`);
      const res = await sendJson(viewer, 'POST', '/api/admin/export/people.csv', {
        emails: ['ada@example.com', 'cy@example.com'],
      });
      expect(res.status).toBe(200);
      const csv = await res.text();
      expect(csv).toContain('ada@example.com');
      expect(csv).toContain('cy@example.com');
      expect(csv).not.toContain('bo@example.com');
      const jsonl = await sendJson(viewer, 'POST', '/api/admin/export/interviews.jsonl', {
        emails: ['bo@example.com'],
      });
      const lines = (await jsonl.text()).trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { email: string }).email)).toEqual([
        'bo@example.com',
      ]);
      const audit = await database.db
        .select({ target: auditLog.target })
        .from(auditLog)
        .where(ne(auditLog.action, 'sign-in'))
        .orderBy(asc(auditLog.id));
      expect(audit).toEqual([
        { target: 'people.csv selection of 2 people' },
        { target: 'interviews.jsonl selection of 1 person' },
      ]);
      const empty = await sendJson(viewer, 'POST', '/api/admin/export/people.csv', { emails: [] });
      expect(empty.status).toBe(400);
    });
  });
});
