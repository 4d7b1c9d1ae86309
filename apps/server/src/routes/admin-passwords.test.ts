import { describe, expect, it } from 'vitest';
import { bootstrapOrganisers } from '../admin/bootstrap.ts';
import { issueSetupCode } from '../admin/settings.ts';
import {
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../testing/admin-helpers.ts';
import { postJson } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const WEAK = 'aaaaaaaaaa';
const REASON = 'Repeated characters like "aaa" are easy to guess.';
const STRONG = 'plum ferry velvet 84';

/** The code and message of an error body: ours (`{error: {…}}`) or better-auth's (flat). */
async function refusal(res: Response): Promise<{ code?: string; message?: string }> {
  const body = (await res.json()) as { code?: string; message?: string; error?: object };
  return (body.error ?? body) as { code?: string; message?: string };
}

async function expectWeak(res: Response) {
  expect(res.status).toBe(400);
  const { code, message } = await refusal(res);
  expect(code).toBe('weak_password');
  expect(message).toContain('too easy to guess');
  expect(message).toContain(REASON);
}

/** Every way an organiser's password is set refuses a guessable one, saying why. */
describeOnEachDatabase((context) => {
  describe('the password strength rule at each boundary', () => {
    it('first run: refuses a weak owner password and keeps the setup code', async () => {
      const { app, database } = context();
      const code = await issueSetupCode(database.db);
      const body = { code, email: 'first@example.com', password: WEAK };
      await expectWeak(await postJson(app, '/api/admin/setup', body, { origin: TEST_ORIGIN }));
      const strong = await postJson(
        app,
        '/api/admin/setup',
        { ...body, password: STRONG },
        { origin: TEST_ORIGIN },
      );
      expect(strong.status).toBe(201);
    });

    it('ADMIN_PASSWORD: a weak one creates no owner and says why at start', async () => {
      const { database } = context();
      const outcome = await bootstrapOrganisers(database.db, {
        adminEmail: 'owner@example.com',
        adminPassword: WEAK,
      });
      expect(outcome.kind).toBe('setup_code');
      expect(outcome.kind === 'setup_code' && outcome.problem).toContain(REASON);
    });

    it('an invitation: shows who sent it, refuses a weak password without using the link up', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const sent = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'new@example.com',
        role: 'viewer',
      });
      const token = ((await sent.json()) as { url: string }).url.split('#')[1];
      const lookup = await postJson(
        app,
        '/api/admin/invitations/lookup',
        { token },
        { origin: TEST_ORIGIN },
      );
      expect(lookup.status).toBe(200);
      expect(await lookup.json()).toMatchObject({
        email: 'new@example.com',
        role: 'viewer',
        invitedBy: 'owner@example.com',
      });
      const accept = (password: string) =>
        postJson(
          app,
          '/api/admin/invitations/accept',
          { token, password },
          { origin: TEST_ORIGIN },
        );
      await expectWeak(await accept(WEAK));
      // The invited address is one of the words a password must not lean on.
      expect((await accept('new@example.com')).status).toBe(400);
      expect((await accept(STRONG)).status).toBe(201);
      expect((await signInRequest(app, 'new@example.com', STRONG)).status).toBe(200);
      const used = await postJson(
        app,
        '/api/admin/invitations/lookup',
        { token },
        { origin: TEST_ORIGIN },
      );
      expect(used.status).toBe(404);
    });

    it('answers 404 to an unknown invitation link and 400 to none', async () => {
      const { app } = context();
      const lookup = (body: unknown) =>
        postJson(app, '/api/admin/invitations/lookup', body, { origin: TEST_ORIGIN });
      expect((await lookup({ token: 'x'.repeat(43) })).status).toBe(404);
      expect((await lookup({})).status).toBe(400);
    });

    it("changing one's password: refuses a weak new one, which leaves the old one", async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const change = (newPassword: string) =>
        sendJson(owner, 'POST', '/api/auth/change-password', {
          currentPassword: TEST_PASSWORD,
          newPassword,
        });
      await expectWeak(await change(WEAK));
      // A weak new password is refused before the current one is checked: a wrong current
      // password gets the same answer, so the refusal tells nothing about it.
      const wrongCurrent = await sendJson(owner, 'POST', '/api/auth/change-password', {
        currentPassword: 'not the password!',
        newPassword: WEAK,
      });
      await expectWeak(wrongCurrent);
      expect((await signInRequest(app, 'owner@example.com')).status).toBe(200);
      expect((await change(STRONG)).status).toBe(200);
      expect((await signInRequest(app, 'owner@example.com', STRONG)).status).toBe(200);
    });
  });
});
