import type { InvitationsAnswer, OrganiserSummary } from '@vibe/contracts/admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserInvitations } from '../db/schema/admin.ts';
import {
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type OrganiserSession,
} from '../testing/admin-helpers.ts';
import { buildTestApp, errorCode, postJson } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const idOf = async (session: OrganiserSession) =>
  ((await (await session.request('/api/admin/me')).json()) as { id: string }).id;

const auditOf = async (session: OrganiserSession) =>
  (
    (await (await session.request('/api/admin/audit')).json()) as {
      items: { actor: string; action: string; target: string | null }[];
    }
  ).items;

/** Removing organisers, listing and withdrawing invitations, and what a demotion takes away. */
describeOnEachDatabase((context) => {
  const invite = async (owner: OrganiserSession, email: string, role = 'viewer') => {
    const res = await sendJson(owner, 'POST', '/api/admin/invitations', { email, role });
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url.split('#')[1] ?? '';
  };
  const accept = (token: string, app = context().app) =>
    postJson(
      app,
      '/api/admin/invitations/accept',
      { token, password: TEST_PASSWORD },
      { origin: TEST_ORIGIN },
    );
  const pending = async (owner: OrganiserSession) => {
    const res = await owner.request('/api/admin/invitations');
    expect(res.status).toBe(200);
    return ((await res.json()) as InvitationsAnswer).items;
  };
  const remove = (owner: OrganiserSession, id: string) =>
    owner.request(`/api/admin/organisers/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const withdraw = (owner: OrganiserSession, id: string) =>
    owner.request(`/api/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

  describe('DELETE /api/admin/organisers/:id', () => {
    it('removes a viewer, whose session ends at once, and logs it', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const res = await remove(owner, await idOf(viewer));
      expect(res.status).toBe(204);
      expect((await viewer.request('/api/admin/people')).status).toBe(401);
      const list = (await (await owner.request('/api/admin/organisers')).json()) as {
        items: OrganiserSummary[];
      };
      expect(list.items.map((item) => item.email)).toEqual(['owner@example.com']);
      expect(await auditOf(owner)).toContainEqual({
        at: expect.any(String),
        actor: 'owner@example.com',
        action: 'remove-organiser',
        target: 'viewer@example.com (viewer)',
      });
    });

    it('answers 404 for an organiser that does not exist (or no longer)', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const id = await idOf(viewer);
      expect((await remove(owner, id)).status).toBe(204);
      const again = await remove(owner, id);
      expect(again.status).toBe(404);
      expect(await errorCode(again)).toBe('not_found');
      expect((await remove(owner, 'x'.repeat(5_000))).status).toBe(404);
    });

    it("refuses a viewer's removal of anyone (403)", async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const other = await organiserSession(app, database.db, 'other@example.com', 'viewer');
      for (const target of [owner, other, viewer]) {
        const res = await remove(viewer, await idOf(target));
        expect(res.status, target.email).toBe(403);
        expect(await errorCode(res)).toBe('forbidden');
      }
      expect((await owner.request('/api/admin/me')).status).toBe(200);
      expect((await other.request('/api/admin/me')).status).toBe(200);
    });

    it('refuses to remove yourself, so the last owner stays', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const ownerId = await idOf(owner);
      const res = await remove(owner, ownerId);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('forbidden');
      // Nor can the only owner make themselves a viewer.
      expect(
        (await sendJson(owner, 'PATCH', `/api/admin/organisers/${ownerId}`, { role: 'viewer' }))
          .status,
      ).toBe(403);
      expect(await (await owner.request('/api/admin/me')).json()).toMatchObject({
        role: 'owner',
      });
    });

    it('removes another owner and withdraws the invitations they sent', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const other = await organiserSession(app, database.db, 'other@example.com', 'owner');
      const theirs = await invite(other, 'theirs@example.com');
      const mine = await invite(owner, 'mine@example.com');
      expect((await remove(owner, await idOf(other))).status).toBe(204);
      expect((await pending(owner)).map((item) => item.email)).toEqual(['mine@example.com']);
      expect((await accept(theirs)).status).toBe(404);
      expect((await accept(mine)).status).toBe(201);
      expect(await auditOf(owner)).toContainEqual({
        at: expect.any(String),
        actor: 'owner@example.com',
        action: 'withdraw-invitation',
        target: 'theirs@example.com (viewer), sent by other@example.com',
      });
    });
  });

  describe('GET /api/admin/invitations', () => {
    it('lists pending invitations newest first, without their token', async () => {
      const { database } = context();
      let now = new Date('2026-03-01T10:00:00Z');
      const app = buildTestApp(database, { clock: () => now });
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const used = await invite(owner, 'used@example.com');
      now = new Date('2026-03-01T11:00:00Z');
      await invite(owner, 'boss@example.com', 'owner');
      expect((await accept(used, app)).status).toBe(201);
      const items = await pending(owner);
      expect(items).toEqual([
        {
          id: expect.any(String),
          email: 'boss@example.com',
          role: 'owner',
          invitedBy: 'owner@example.com',
          expiresAt: '2026-03-04T11:00:00.000Z',
          createdAt: '2026-03-01T11:00:00.000Z',
        },
      ]);
      // Expired ones drop off the list.
      now = new Date('2026-03-04T11:00:01Z');
      expect(await pending(owner)).toEqual([]);
    });

    it("refuses a viewer's list and withdrawal (403)", async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      const token = await invite(owner, 'new@example.com');
      const [invitation] = await pending(owner);
      expect((await viewer.request('/api/admin/invitations')).status).toBe(403);
      const res = await withdraw(viewer, invitation?.id ?? '');
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('forbidden');
      expect((await accept(token)).status).toBe(201);
    });
  });

  describe('DELETE /api/admin/invitations/:id', () => {
    it('withdraws an invitation: its link answers like a used one, and the log says so', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const token = await invite(owner, 'new@example.com', 'owner');
      const [invitation] = await pending(owner);
      const res = await withdraw(owner, invitation?.id ?? '');
      expect(res.status).toBe(204);
      expect(await pending(owner)).toEqual([]);
      const refused = await accept(token);
      expect(refused.status).toBe(404);
      expect(await errorCode(refused)).toBe('invalid_invitation');
      expect((await signInRequest(app, 'new@example.com')).status).toBe(401);
      const again = await withdraw(owner, invitation?.id ?? '');
      expect(again.status).toBe(404);
      expect(await errorCode(again)).toBe('not_found');
      expect(await auditOf(owner)).toContainEqual({
        at: expect.any(String),
        actor: 'owner@example.com',
        action: 'withdraw-invitation',
        target: 'new@example.com (owner), sent by owner@example.com',
      });
    });

    it('cannot withdraw an invitation once it was accepted', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const token = await invite(owner, 'new@example.com');
      const [row] = await database.db.select().from(organiserInvitations);
      expect((await accept(token)).status).toBe(201);
      expect((await withdraw(owner, row?.id ?? '')).status).toBe(404);
      expect((await signInRequest(app, 'new@example.com')).status).toBe(200);
    });
  });

  describe('demotion', () => {
    it("withdraws a demoted owner's pending invitations (not other owners'), and logs each", async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const other = await organiserSession(app, database.db, 'other@example.com', 'owner');
      const theirs = await invite(other, 'theirs@example.com', 'owner');
      await invite(owner, 'mine@example.com');
      const change = await sendJson(owner, 'PATCH', `/api/admin/organisers/${await idOf(other)}`, {
        role: 'viewer',
      });
      expect(change.status).toBe(200);
      expect(await change.json()).toMatchObject({ email: 'other@example.com', role: 'viewer' });
      expect((await pending(owner)).map((item) => item.email)).toEqual(['mine@example.com']);
      expect((await accept(theirs)).status).toBe(404);
      const revoked = await database.db
        .select({ revokedAt: organiserInvitations.revokedAt })
        .from(organiserInvitations)
        .where(eq(organiserInvitations.email, 'theirs@example.com'));
      expect(revoked[0]?.revokedAt).toBeInstanceOf(Date);
      const actions = (await auditOf(owner)).map((entry) => `${entry.action} ${entry.target}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          'role-change other@example.com → viewer',
          'withdraw-invitation theirs@example.com (owner), sent by other@example.com',
        ]),
      );
    });

    it('a promotion, or a change to the same role, withdraws nothing', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const other = await organiserSession(app, database.db, 'other@example.com', 'owner');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      await invite(other, 'theirs@example.com');
      const set = async (session: OrganiserSession, role: string) =>
        (await sendJson(owner, 'PATCH', `/api/admin/organisers/${await idOf(session)}`, { role }))
          .status;
      expect(await set(other, 'owner')).toBe(200);
      expect(await set(viewer, 'owner')).toBe(200);
      expect((await pending(owner)).map((item) => item.email)).toEqual(['theirs@example.com']);
      expect((await auditOf(owner)).filter((e) => e.action === 'role-change')).toHaveLength(1);
    });
  });
});
