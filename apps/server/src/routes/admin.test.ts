import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import {
  completeInterview,
  cookieHeader,
  createTestOrganiser,
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  totpCode,
} from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  countRows,
  errorCode,
  postJson,
  postOnboarding,
  testConfig,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** The organisers' dashboard API: sign-in, the guards of /api/admin and the overview. */
describeOnEachDatabase((context) => {
  describe('organiser sign-in (better-auth at /api/auth)', () => {
    it('signs in with e-mail and password and sets an HttpOnly SameSite session cookie', async () => {
      const { app, database } = context();
      await organiserSession(app, database.db, 'owner@example.com');
      const res = await signInRequest(app, 'owner@example.com');
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((line) => line.includes('session_token'));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(cookie).not.toContain(TEST_PASSWORD);
    });

    it('answers 401 to a wrong password and refuses public sign-up', async () => {
      const { app, database } = context();
      await organiserSession(app, database.db, 'owner@example.com');
      expect((await signInRequest(app, 'owner@example.com', 'wrong password!')).status).toBe(401);
      const signUpRes = await postJson(
        app,
        '/api/auth/sign-up/email',
        { email: 'intruder@example.com', password: 'long enough password', name: 'x' },
        { origin: TEST_ORIGIN },
      );
      expect(signUpRes.status).toBeGreaterThanOrEqual(400);
      expect(
        (await signInRequest(app, 'intruder@example.com', 'long enough password')).status,
      ).toBe(401);
    });

    it('rate-limits sign-in attempts per client address', async () => {
      const { database } = context();
      const app = buildTestApp(database, { config: testConfig({ AUTH_SIGNIN_RATE_LIMIT: '5' }) });
      await createTestOrganiser(database.db, 'owner@example.com');
      const answers: Response[] = [];
      for (let i = 0; i < 8; i += 1) {
        answers.push(await signInRequest(app, 'owner@example.com', 'wrong password!'));
      }
      expect(answers.map((answer) => answer.status)).toEqual([
        401, 401, 401, 401, 401, 429, 429, 429,
      ]);
      expect(Number(answers[7]!.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password does not get past the limit either.
      expect((await signInRequest(app, 'owner@example.com')).status).toBe(429);
    });

    it('marks the cookie Secure when the page origin is https', async () => {
      const { database } = context();
      const app = buildTestApp(database, {
        config: testConfig({ PUBLIC_URL: 'https://vibe.example' }),
      });
      await createTestOrganiser(database.db, 'owner@example.com');
      const res = await app.request('https://vibe.example/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://vibe.example' },
        body: JSON.stringify({ email: 'owner@example.com', password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((line) => line.includes('session_token'))).toMatch(
        /;\s*Secure/i,
      );
    });

    it('signs in behind a trusted https proxy without PUBLIC_URL: Secure cookie, a session that works', async () => {
      const { database } = context();
      const app = buildTestApp(database, { config: testConfig({ TRUST_PROXY: '1' }) });
      await createTestOrganiser(database.db, 'owner@example.com');
      const proxied = {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'vibe.example',
        origin: 'https://vibe.example',
      };
      const res = await app.request('http://10.0.0.5:8080/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...proxied },
        body: JSON.stringify({ email: 'owner@example.com', password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((line) => line.includes('session_token'));
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      const me = await app.request('http://10.0.0.5:8080/api/admin/me', {
        headers: { ...proxied, cookie: cookieHeader(res) },
      });
      expect(me.status).toBe(200);
      // The same proxy reporting plain http: no Secure, and a foreign Origin is refused.
      const plain = await app.request('http://10.0.0.5:8080/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': 'vibe.example',
          origin: 'http://vibe.example',
        },
        body: JSON.stringify({ email: 'owner@example.com', password: TEST_PASSWORD }),
      });
      expect(plain.status).toBe(200);
      expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/Secure/i);
      const foreign = await app.request('http://10.0.0.5:8080/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...proxied, origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'owner@example.com', password: TEST_PASSWORD }),
      });
      expect(foreign.status).toBe(403);
    });

    it('asks for the TOTP code after the password once two-factor is on, and off again', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const enabled = await sendJson(owner, 'POST', '/api/auth/two-factor/enable', {
        password: TEST_PASSWORD,
      });
      expect(enabled.status).toBe(200);
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      const verified = await sendJson(owner, 'POST', '/api/auth/two-factor/verify-totp', {
        code: totpCode(totpURI),
      });
      expect(verified.status).toBe(200);
      // Turning two-factor on replaces the session (better-auth hands out a new cookie).
      const session = { ...owner, cookie: cookieHeader(verified) || owner.cookie };
      const asOwner = (path: string, init: RequestInit = {}) =>
        app.request(path, {
          ...init,
          headers: {
            origin: TEST_ORIGIN,
            cookie: session.cookie,
            'content-type': 'application/json',
          },
        });
      expect(await (await asOwner('/api/admin/me')).json()).toMatchObject({
        twoFactorEnabled: true,
      });

      const first = await signInRequest(app, 'owner@example.com');
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
      const pending = cookieHeader(first);
      const totp = (code: string) =>
        app.request('/api/auth/two-factor/verify-totp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: pending },
          body: JSON.stringify({ code }),
        });
      expect((await app.request('/api/admin/me', { headers: { cookie: pending } })).status).toBe(
        401,
      );
      expect((await totp('000000')).status).toBe(401);
      // The code that turned two-factor on is used; the next period's is accepted already.
      const second = await totp(totpCode(totpURI, Date.now() + 30_000));
      expect(second.status).toBe(200);
      expect(
        (await app.request('/api/admin/me', { headers: { cookie: cookieHeader(second) } })).status,
      ).toBe(200);

      const disabled = await asOwner('/api/auth/two-factor/disable', {
        method: 'POST',
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      expect(disabled.status).toBe(200);
      expect(await (await signInRequest(app, 'owner@example.com')).json()).not.toHaveProperty(
        'twoFactorRedirect',
      );
      // Three sign-ins were completed: neither the password awaiting its code nor turning
      // two-factor on counts as one.
      const signIns = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'sign-in'));
      expect(signIns).toHaveLength(3);
    });

    it('records sign-ins in the audit log', async () => {
      const { app, database } = context();
      await organiserSession(app, database.db, 'owner@example.com');
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in'));
      expect(rows.map((r) => r.actor)).toEqual(['owner@example.com']);
    });
  });

  describe('guards of /api/admin', () => {
    it('answers 401 without a session, in the API error shape', async () => {
      const { app } = context();
      for (const path of [
        '/api/admin/overview',
        '/api/admin/people',
        '/api/admin/audit',
        '/api/admin/export/people.csv',
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(401);
        expect(await res.json()).toEqual({
          error: { code: 'unauthorized', message: expect.any(String) },
        });
      }
    });

    it('refuses a state-changing request without a same-origin Origin (403)', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'ada@example.com');
      for (const origin of [undefined, 'https://evil.example']) {
        const res = await app.request('/api/admin/people/ada@example.com', {
          method: 'DELETE',
          headers: { cookie: owner.cookie, ...(origin ? { origin } : {}) },
        });
        expect(res.status, String(origin)).toBe(403);
        expect(await errorCode(res)).toBe('forbidden');
      }
      expect((await countRows(database.db)).onboarding).toBe(1);
    });

    it("refuses a viewer's delete, invitation and role change (403) but lets it read and export", async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
      await postOnboarding(app, 'ada@example.com');
      expect(
        (await viewer.request('/api/admin/people/ada@example.com', { method: 'DELETE' })).status,
      ).toBe(403);
      expect(
        (
          await sendJson(viewer, 'POST', '/api/admin/invitations', {
            email: 'x@example.com',
            role: 'owner',
          })
        ).status,
      ).toBe(403);
      const me = (await (await owner.request('/api/admin/me')).json()) as { id: string };
      expect(
        (await sendJson(viewer, 'PATCH', `/api/admin/organisers/${me.id}`, { role: 'viewer' }))
          .status,
      ).toBe(403);
      expect((await viewer.request('/api/admin/people')).status).toBe(200);
      expect((await viewer.request('/api/admin/export/people.csv')).status).toBe(200);
      expect((await countRows(database.db)).onboarding).toBe(1);
    });

    it('forgets the session after sign-out', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const out = await sendJson(owner, 'POST', '/api/auth/sign-out', {});
      expect(out.status).toBe(200);
      expect((await owner.request('/api/admin/me')).status).toBe(401);
    });
  });

  describe('GET /api/admin/overview', () => {
    it('counts the funnel and sign-ups per day, with the median duration', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await postOnboarding(app, 'a@example.com');
      const { ticket } = await postOnboarding(app, 'b@example.com');
      await postJson(
        app,
        `/api/interviews/${ticket.id}/start`,
        { started_at: new Date().toISOString() },
        bearer(ticket.token),
      );
      await completeInterview(context().app, 'c@example.com', 30);
      await completeInterview(context().app, 'd@example.com', 90);
      const res = await owner.request('/api/admin/overview?days=7');
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        funnel: unknown;
        perDay: { date: string; signups: number }[];
        medianDurationSeconds: number;
        perVersion: unknown[];
      };
      expect(body.funnel).toEqual({
        signedUp: 4,
        started: 3,
        completed: 2,
        partial: 0,
        abandoned: 0,
      });
      expect(body.medianDurationSeconds).toBe(60);
      expect(body.perDay).toHaveLength(7);
      expect(body.perDay.at(-1)).toEqual({
        date: new Date().toISOString().slice(0, 10),
        signups: 4,
        started: 3,
        completed: 2,
        partial: 0,
      });
      // Every interview ran with the live version (the first, seeded from the platform's assistant).
      expect(body.perVersion).toEqual([
        {
          number: 1,
          savedAt: expect.any(String),
          attempts: 3,
          completed: 2,
          partial: 0,
          medianDurationSeconds: 60,
        },
      ]);
      expect(body.perDay.slice(0, -1).every((d) => d.signups === 0)).toBe(true);
      expect((await owner.request('/api/admin/overview?days=all')).status).toBe(200);
      const fiveDays = await owner.request('/api/admin/overview?days=5');
      expect(((await fiveDays.json()) as { perDay: unknown[] }).perDay).toHaveLength(5);
      for (const days of ['0', '-1', '1.5', 'week', '3661']) {
        const res = await owner.request(`/api/admin/overview?days=${days}`);
        expect(res.status, days).toBe(400);
        expect(await errorCode(res)).toBe('invalid_query');
      }
    });
  });
});
