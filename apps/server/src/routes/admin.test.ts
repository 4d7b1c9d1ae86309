import { parse } from 'csv-parse/sync';
import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import { createOrganiser } from '../admin/organisers.ts';
import {
  cookieHeader,
  organiserSession,
  totpCode,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  countRows,
  errorCode,
  postJson,
  signUp,
  testConfig,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const transcript = [
  {
    role: 'assistant' as const,
    text: 'Hi! What do you build?',
    timestamp: '2026-01-01T10:00:00.000Z',
  },
  {
    role: 'user' as const,
    text: '=HYPERLINK("x"), "quoted"\nnext line',
    timestamp: '2026-01-01T10:00:05.000Z',
  },
];

/** The organisers' dashboard API: auth, roles, CSRF, pages, exports, erasure, audit. */
describeOnEachDatabase((context) => {
  const completeInterview = async (email: string, seconds = 60) => {
    const { app } = context();
    const { ticket } = await signUp(app, email);
    await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: '2026-01-01T10:00:00Z' },
      bearer(ticket.token),
    );
    const res = await postJson(
      app,
      `/api/interviews/${ticket.id}/complete`,
      { completed_at: '2026-01-01T10:01:00Z', transcript, duration_seconds: seconds },
      bearer(ticket.token),
    );
    expect(res.status).toBe(200);
    return ticket;
  };

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
      await createOrganiser(database.db, {
        email: 'owner@example.com',
        password: TEST_PASSWORD,
        role: 'owner',
      });
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
      await createOrganiser(database.db, {
        email: 'owner@example.com',
        password: TEST_PASSWORD,
        role: 'owner',
      });
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
      await createOrganiser(database.db, {
        email: 'owner@example.com',
        password: TEST_PASSWORD,
        role: 'owner',
      });
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
      await signUp(app, 'ada@example.com');
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
      await signUp(app, 'ada@example.com');
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
      await signUp(app, 'a@example.com');
      const { ticket } = await signUp(app, 'b@example.com');
      await postJson(
        app,
        `/api/interviews/${ticket.id}/start`,
        { started_at: new Date().toISOString() },
        bearer(ticket.token),
      );
      await completeInterview('c@example.com', 30);
      await completeInterview('d@example.com', 90);
      const res = await owner.request('/api/admin/overview?days=7');
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        funnel: unknown;
        perDay: { date: string; signups: number }[];
        medianDurationSeconds: number;
      };
      expect(body.funnel).toEqual({ signedUp: 4, started: 3, completed: 2, abandoned: 0 });
      expect(body.medianDurationSeconds).toBe(60);
      expect(body.perDay).toHaveLength(7);
      expect(body.perDay.at(-1)).toEqual({
        date: new Date().toISOString().slice(0, 10),
        signups: 4,
      });
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

  describe('GET /api/admin/people', () => {
    it('pages newest first with a cursor that stays stable while new people sign up', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      for (let i = 0; i < 5; i += 1) await signUp(app, `p${i}@example.com`);
      const first = (await (
        await owner.request('/api/admin/people?limit=2')
      ).json()) as PeopleAnswer;
      expect(first.items.map((p) => p.email)).toEqual(['p4@example.com', 'p3@example.com']);
      expect(first.items[0]).toEqual({
        email: 'p4@example.com',
        createdAt: expect.any(String),
        attempts: 1,
        latestStatus: 'none',
        durationSeconds: null,
      });
      await signUp(app, 'late@example.com');
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
      for (let i = 0; i < 3; i += 1) await signUp(app, `p${i}@example.com`);
      const page = async (cursor: string | null) =>
        (await (
          await owner.request(
            `/api/admin/people?limit=2&sort=oldest${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).json()) as PeopleAnswer;
      const first = await page(null);
      expect(first.items.map((p) => p.email)).toEqual(['p0@example.com', 'p1@example.com']);
      await signUp(app, 'late@example.com');
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
      await signUp(app, 'ada@example.com');
      await signUp(app, 'grace_hopper@example.com');
      await signUp(app, 'graceXhopper@example.com');
      await completeInterview('linus@example.com');
      const emails = async (query: string) =>
        (
          (await (await owner.request(`/api/admin/people?${query}`)).json()) as PeopleAnswer
        ).items.map((p) => p.email);
      expect(await emails('q=ADA')).toEqual(['ada@example.com']);
      // LIKE wildcards in the search are taken literally.
      expect(await emails('q=grace_')).toEqual(['grace_hopper@example.com']);
      expect(await emails('status=completed')).toEqual(['linus@example.com']);
      expect((await emails('status=none')).sort()).toEqual([
        'ada@example.com',
        'grace_hopper@example.com',
        'gracexhopper@example.com',
      ]);
      expect(await emails('status=started')).toEqual([]);
      expect((await owner.request('/api/admin/people?status=bogus')).status).toBe(400);
    });
  });

  describe('GET /api/admin/people/:email', () => {
    it('answers the record and every attempt newest first, and 404 for an unknown e-mail', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await signUp(app, 'ada@example.com');
      const latest = await completeInterview('ada@example.com');
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
        transcript,
      });
      expect(body.interviews[1]).toMatchObject({ status: 'none', transcript: [] });
      expect((await owner.request('/api/admin/people/nobody@example.com')).status).toBe(404);
    });
  });

  describe('DELETE /api/admin/people/:email', () => {
    it('erases the record and every attempt in one go, and logs it', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview('ada@example.com');
      await signUp(app, 'ada@example.com');
      await signUp(app, 'keep@example.com');
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

  describe('exports', () => {
    it('streams people and interviews as RFC 4180 CSV with formulas neutralised and filters applied', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview('ada@example.com');
      await signUp(app, 'bob@example.com');
      const res = await owner.request('/api/admin/export/interviews.csv?status=completed');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('\r\n');
      const rows = parse(text, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'ada@example.com',
        status: 'completed',
        duration_seconds: '60',
      });
      expect(rows[0]?.transcript).toBe(
        `2026-01-01T10:00:00.000Z assistant: Hi! What do you build?\n2026-01-01T10:00:05.000Z user: =HYPERLINK("x"), "quoted"\nnext line`,
      );

      await signUp(app, '=cmd@example.com');
      const people = parse(await (await owner.request('/api/admin/export/people.csv')).text(), {
        columns: true,
      }) as Record<string, string>[];
      expect(people.map((p) => p.email)).toEqual([
        "'=cmd@example.com",
        'bob@example.com',
        'ada@example.com',
      ]);
      const searched = parse(
        await (await owner.request('/api/admin/export/people.csv?q=bob')).text(),
        { columns: true },
      ) as unknown[];
      expect(searched).toHaveLength(1);
    });

    it('streams JSON lines and logs every export', async () => {
      const { app, database } = context();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      await completeInterview('ada@example.com');
      const res = await owner.request('/api/admin/export/interviews.jsonl');
      expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ email: 'ada@example.com', transcript });
      const empty = await owner.request('/api/admin/export/people.csv?q=nobody');
      expect(await empty.text()).toBe(
        'email,signed_up_at,attempts,latest_status,interview_started_at,interview_completed_at,duration_seconds,user_agent,referrer\r\n',
      );
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
      expect(audit.map((a) => a.target).sort()).toEqual([
        'interviews.jsonl',
        'people.csv q=nobody',
      ]);
    });
  });

  describe('first run, invitations and roles', () => {
    it('creates the first owner only with the printed setup code, once', async () => {
      const { app, database } = context();
      const { issueSetupCode } = await import('../admin/settings.ts');
      const code = await issueSetupCode(database.db);
      expect(await (await app.request('/api/admin/setup')).json()).toEqual({ needed: true });
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
      expect(await (await app.request('/api/admin/setup')).json()).toEqual({ needed: false });
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
