import { describe, expect, it } from 'vitest';
import {
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../testing/admin-helpers.ts';
import { buildTestApp, errorCode, postJson } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** Organiser accounts: the first run, invitations and roles. */
describeOnEachDatabase((context) => {
  describe('first run, invitations and roles', () => {
    it('creates the first owner only with the printed setup code, once', async () => {
      const { app, database } = context();
      const { issueSetupCode } = await import('../admin/settings.ts');
      const code = await issueSetupCode(database.db);
      expect(await (await app.request('/api/admin/setup')).json()).toEqual({
        needed: true,
        mailEnabled: false,
      });
      const body = { code: 'WRONG-CODE', email: 'first@example.com', password: TEST_PASSWORD };
      expect((await postJson(app, '/api/admin/setup', body, { origin: TEST_ORIGIN })).status).toBe(
        403,
      );
      expect((await postJson(app, '/api/admin/setup', { ...body, code }, {})).status).toBe(403);
      expect(
        (await postJson(app, '/api/admin/setup', { ...body, code }, { origin: TEST_ORIGIN }))
          .status,
      ).toBe(201);
      expect((await signInRequest(app, 'first@example.com')).status).toBe(200);
      const again = await postJson(
        app,
        '/api/admin/setup',
        { ...body, code, email: 'second@example.com' },
        { origin: TEST_ORIGIN },
      );
      expect(again.status).toBe(409);
      expect(await (await app.request('/api/admin/setup')).json()).toEqual({
        needed: false,
        mailEnabled: false,
      });
    });

    it('refuses an invitation link once its 72 hours have passed', async () => {
      const { database } = context();
      let now = new Date();
      const app = buildTestApp(database, { clock: () => now });
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const res = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'late@example.com',
        role: 'viewer',
      });
      const invitation = (await res.json()) as { url: string; expiresAt: string };
      expect(Date.parse(invitation.expiresAt) - now.getTime()).toBe(72 * 3_600_000);
      now = new Date(Date.parse(invitation.expiresAt) + 1);
      const accept = await postJson(
        app,
        '/api/admin/invitations/accept',
        { token: invitation.url.split('#')[1], password: TEST_PASSWORD },
        { origin: TEST_ORIGIN },
      );
      expect(accept.status).toBe(404);
      expect(await errorCode(accept)).toBe('invalid_invitation');
      expect((await signInRequest(app, 'late@example.com')).status).toBe(401);
    });

    it('invites a viewer with a one-time link, and an owner changes roles', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const res = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'New@Example.com',
        role: 'viewer',
      });
      expect(res.status).toBe(201);
      const invitation = (await res.json()) as { url: string; email: string; expiresAt: string };
      expect(invitation.email).toBe('new@example.com');
      expect(invitation.url).toMatch(/^http:\/\/localhost\/admin\/invite#[\w-]{43}$/);
      const token = invitation.url.split('#')[1];
      const accept = (password: string) =>
        postJson(
          app,
          '/api/admin/invitations/accept',
          { token, password },
          { origin: TEST_ORIGIN },
        );
      expect((await accept('short')).status).toBe(400);
      expect((await accept(TEST_PASSWORD)).status).toBe(201);
      expect((await accept(TEST_PASSWORD)).status).toBe(404);
      const signedIn = await signInRequest(app, 'new@example.com');
      expect(signedIn.status).toBe(200);

      const list = (await (await owner.request('/api/admin/organisers')).json()) as {
        items: { id: string; email: string; role: string }[];
      };
      const invited = list.items.find((o) => o.email === 'new@example.com');
      expect(invited?.role).toBe('viewer');
      const change = await sendJson(owner, 'PATCH', `/api/admin/organisers/${invited?.id}`, {
        role: 'owner',
      });
      expect(change.status).toBe(200);
      const actions = (
        (await (await owner.request('/api/admin/audit')).json()) as { items: { action: string }[] }
      ).items.map((i) => i.action);
      expect(actions).toEqual(expect.arrayContaining(['invite', 'role-change', 'sign-in']));
    });
  });
});
