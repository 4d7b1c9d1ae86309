import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import {
  NOTE_MAX_LENGTH,
  type PersonNote,
  type Tag,
  type TagsAnswer,
} from '@vibe/contracts/people';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import { personNotes, personTags } from '../db/schema/people-work.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { errorCode, postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const person = (email: string) => `/api/admin/people/${encodeURIComponent(email)}`;

async function work(session: OrganiserSession, email: string) {
  return ((await (await session.request(person(email))).json()) as PersonAnswer).work;
}

async function createTag(session: OrganiserSession, name: string): Promise<Tag> {
  const res = await sendJson(session, 'POST', '/api/admin/tags', { name });
  expect(res.status).toBe(201);
  return (await res.json()) as Tag;
}

/** Notes, tags, the star and the reviewed mark on one person, and who may change what. */
describeOnEachDatabase((context) => {
  describe('the tag list', () => {
    it('is the owners’ to change, any organiser reads it, and names are unique regardless of case', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const mentor = await createTag(owner, '  Mentor ');
      expect(mentor).toEqual({ id: expect.any(String), name: 'Mentor', people: 0 });
      const twin = await sendJson(owner, 'POST', '/api/admin/tags', { name: 'MENTOR' });
      expect(twin.status).toBe(409);
      expect(await errorCode(twin)).toBe('tag_exists');
      expect((await sendJson(owner, 'POST', '/api/admin/tags', { name: ' ' })).status).toBe(400);
      expect((await sendJson(viewer, 'POST', '/api/admin/tags', { name: 'x' })).status).toBe(403);
      expect(
        (await viewer.request(`/api/admin/tags/${mentor.id}`, { method: 'DELETE' })).status,
      ).toBe(403);
      await createTag(owner, 'alumni');
      const list = (await (await viewer.request('/api/admin/tags')).json()) as TagsAnswer;
      expect(list.items.map((t) => t.name)).toEqual(['alumni', 'Mentor']);
    });

    it('deleting a tag takes it off everyone and is audited', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      const tag = await createTag(owner, 'speaker');
      await owner.request(`${person('ada@example.com')}/tags/${tag.id}`, { method: 'PUT' });
      const list = (await (await owner.request('/api/admin/tags')).json()) as TagsAnswer;
      expect(list.items[0]?.people).toBe(1);
      expect((await owner.request(`/api/admin/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      expect(await database.db.select().from(personTags)).toEqual([]);
      expect((await owner.request(`/api/admin/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(
        404,
      );
      const entries = await database.db
        .select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.actor, 'owner@example.com'))
        .orderBy(asc(auditLog.id));
      expect(entries.filter((e) => e.action !== 'sign-in')).toEqual([
        { action: 'tag-create', target: 'speaker' },
        { action: 'tag-apply', target: 'speaker on ada@example.com' },
        { action: 'tag-delete', target: 'speaker' },
      ]);
    });
  });

  describe('marks on a person', () => {
    it('a viewer stars, reviews and tags a person; the person page and the list show it', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      await postOnboarding(app, 'Ada@Example.com');
      const tag = await createTag(owner, 'mentor');
      const star = await sendJson(viewer, 'PUT', `${person('ADA@example.com')}/star`, {
        starred: true,
      });
      expect(star.status).toBe(204);
      await sendJson(viewer, 'PUT', `${person('ada@example.com')}/reviewed`, { reviewed: true });
      await viewer.request(`${person('ada@example.com')}/tags/${tag.id}`, { method: 'PUT' });
      // Again: nothing changes, nothing more is audited.
      await viewer.request(`${person('ada@example.com')}/tags/${tag.id}`, { method: 'PUT' });
      expect(await work(owner, 'ada@example.com')).toEqual({
        starred: true,
        reviewedAt: expect.any(String),
        reviewedBy: 'viewer@example.com',
        tags: [{ id: tag.id, name: 'mentor' }],
        notes: [],
      });
      const list = (await (await owner.request('/api/admin/people')).json()) as PeopleAnswer;
      expect(list.items[0]).toMatchObject({
        starred: true,
        reviewed: true,
        tags: [{ id: tag.id, name: 'mentor' }],
      });
      await sendJson(viewer, 'PUT', `${person('ada@example.com')}/reviewed`, { reviewed: false });
      await viewer.request(`${person('ada@example.com')}/tags/${tag.id}`, { method: 'DELETE' });
      expect(await work(owner, 'ada@example.com')).toMatchObject({
        reviewedAt: null,
        reviewedBy: null,
        tags: [],
      });
      const actions = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.actor, 'viewer@example.com'))
        .orderBy(asc(auditLog.id));
      expect(actions.map((a) => a.action)).toEqual([
        'sign-in',
        'star',
        'review',
        'tag-apply',
        'unreview',
        'tag-remove',
      ]);
    });

    it('answers 404 for an unknown person or tag and 400 for a bad body', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      const tag = await createTag(owner, 'mentor');
      expect(
        (await sendJson(owner, 'PUT', `${person('nobody@example.com')}/star`, { starred: true }))
          .status,
      ).toBe(404);
      expect(
        (await owner.request(`${person('ada@example.com')}/tags/not-a-uuid`, { method: 'PUT' }))
          .status,
      ).toBe(404);
      expect(
        (await owner.request(`${person('nobody@example.com')}/tags/${tag.id}`, { method: 'PUT' }))
          .status,
      ).toBe(404);
      const bad = await sendJson(owner, 'PUT', `${person('ada@example.com')}/star`, {
        starred: 'yes',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('notes', () => {
    it('keeps author and time, newest first; the author or an owner deletes one', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const other = await organiserSession(app, database.db, 'other@example.com', 'viewer');
      await postOnboarding(app, 'ada@example.com');
      const add = async (session: OrganiserSession, body: string) => {
        const res = await sendJson(session, 'POST', `${person('ada@example.com')}/notes`, { body });
        expect(res.status).toBe(201);
        return (await res.json()) as PersonNote;
      };
      const first = await add(viewer, '  Runs the Tuesday meetup.  ');
      expect(first).toEqual({
        id: expect.any(String),
        author: 'viewer@example.com',
        body: 'Runs the Tuesday meetup.',
        createdAt: expect.any(String),
      });
      const second = await add(owner, 'Wants to mentor\nbeginners.');
      const notes = (await work(owner, 'ada@example.com')).notes;
      expect(notes.map((n) => n.id)).toEqual([second.id, first.id]);
      const path = (note: PersonNote) => `${person('ada@example.com')}/notes/${note.id}`;
      expect((await other.request(path(first), { method: 'DELETE' })).status).toBe(403);
      expect((await viewer.request(path(second), { method: 'DELETE' })).status).toBe(403);
      expect((await viewer.request(path(first), { method: 'DELETE' })).status).toBe(204);
      expect((await owner.request(path(first), { method: 'DELETE' })).status).toBe(404);
      expect((await owner.request(path(second), { method: 'DELETE' })).status).toBe(204);
      expect((await work(owner, 'ada@example.com')).notes).toEqual([]);
    });

    it('refuses an empty or over-long note and one for an unknown person', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      const post = (email: string, body: string) =>
        sendJson(owner, 'POST', `${person(email)}/notes`, { body });
      expect((await post('ada@example.com', '   ')).status).toBe(400);
      expect((await post('ada@example.com', 'x'.repeat(NOTE_MAX_LENGTH + 1))).status).toBe(400);
      expect((await post('nobody@example.com', 'hello')).status).toBe(404);
      expect(await database.db.select().from(personNotes)).toEqual([]);
    });

    it('erasing a person erases their notes and tags', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      await postOnboarding(app, 'bo@example.com');
      const tag = await createTag(owner, 'mentor');
      for (const email of ['ada@example.com', 'bo@example.com']) {
        await owner.request(`${person(email)}/tags/${tag.id}`, { method: 'PUT' });
        await sendJson(owner, 'POST', `${person(email)}/notes`, { body: `about ${email}` });
      }
      expect((await owner.request(person('ada@example.com'), { method: 'DELETE' })).status).toBe(
        204,
      );
      const notes = await database.db.select({ email: personNotes.email }).from(personNotes);
      const tagged = await database.db.select({ email: personTags.email }).from(personTags);
      expect(notes).toEqual([{ email: 'bo@example.com' }]);
      expect(tagged).toEqual([{ email: 'bo@example.com' }]);
    });
  });
});
