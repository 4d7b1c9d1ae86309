import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createOrganiser } from './admin/organisers.ts';
import { loadConfig } from './config.ts';
import { auditLog } from './db/schema/admin.ts';
import { organiserSessions } from './db/schema/organisers.ts';
import {
  createRateLimitStore,
  memoryRateLimitStore,
  RATE_LIMIT_TABLE,
  type RateLimitStore,
} from './lib/rate-limiter.ts';
import { createLogger } from './logger.ts';
import { cookieHeader, TEST_ORIGIN, TEST_PASSWORD, totpCode } from './testing/admin-helpers.ts';
import { buildTestApp } from './testing/api-helpers.ts';
import { useSuiteDatabase } from './testing/each-database.ts';
import { availableDrivers } from './testing/test-databases.ts';
import { fastPasswordHasher } from './testing/fast-password-hasher.ts';

// An attacker guessing organiser passwords and second factors through every route that checks
// one, from as many addresses as they like: the account's own budget (10 a minute) holds, 50
// failures in an hour lock it for 15 minutes, a TOTP code opens one session only, and no answer
// carries a session token or may be cached. On PGlite (counters in memory) and on PostgreSQL
// (counters in its `rate_limits` table, as several server copies share them).

const WRONG = 'not the password!';
const OWNER = 'owner@example.com';
const silent = createLogger('silent');

let lastAddress = 0;
/** A client address no request has used yet (the app trusts X-Forwarded-For). */
function freshAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** Moves the (faked) clock on. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe.each(availableDrivers)('password and second-factor guessing on $name', (driver) => {
  const database = useSuiteDatabase(driver);
  beforeEach(async () => {
    await database().db.execute(sql.raw(`drop table if exists "${RATE_LIMIT_TABLE}"`));
    // Date only: timers stay real, and the clock still runs between the jumps.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
  });

  /** A rate-limit store as a server copy has one: the database's on PostgreSQL. */
  async function openStore(): Promise<RateLimitStore> {
    const store =
      driver.name === 'postgres'
        ? await createRateLimitStore({ databaseUrl: database().url, logger: silent })
        : memoryRateLimitStore();
    onTestFinished(() => store.close());
    return store;
  }

  /** The app with the production limits, behind a trusted proxy (the address is the request's). */
  async function guardedApp(store?: RateLimitStore): Promise<Hono> {
    return buildTestApp(database(), {
      config: loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '1' }),
      rateLimitStore: store ?? (await openStore()),
    });
  }

  /** POSTs JSON to `path` from `address` (fresh by default) with the dashboard's Origin. */
  function post(
    app: Hono,
    path: string,
    body: unknown,
    { cookie, address = freshAddress() }: { cookie?: string; address?: string } = {},
  ): Promise<Response> {
    return Promise.resolve(
      app.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: TEST_ORIGIN,
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
  }

  const signIn = (app: Hono, email: string, password = TEST_PASSWORD, address?: string) =>
    post(app, '/api/auth/sign-in/email', { email, password }, { address });

  /** Creates the owner and signs in; answers the session cookie. */
  async function ownerSession(app: Hono): Promise<string> {
    await createOrganiser(
      database().db,
      { email: OWNER, password: TEST_PASSWORD, role: 'owner' },
      { hasher: fastPasswordHasher },
    );
    const res = await signIn(app, OWNER);
    expect(res.status).toBe(200);
    return cookieHeader(res);
  }

  /** Turns TOTP on for the signed-in owner; answers its otpauth URI. */
  async function enableTotp(app: Hono, cookie: string): Promise<string> {
    const enabled = await post(
      app,
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await post(
      app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      { cookie },
    );
    expect(verified.status).toBe(200);
    return totpURI;
  }

  /** Signs in with the password while TOTP is on; answers the pending two-factor cookie. */
  async function pendingSignIn(app: Hono): Promise<string> {
    const res = await signIn(app, OWNER);
    expect(await res.clone().json()).toMatchObject({ twoFactorRedirect: true });
    return cookieHeader(res);
  }

  const sessionCount = async () =>
    (await database().db.select({ n: count() }).from(organiserSessions))[0]?.n ?? 0;

  /** Expects a refusal of the guard: 429, a Retry-After within `seconds`, the API error shape. */
  async function expectRefused(res: Response, code: string, seconds: [number, number]) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(seconds[0]);
    expect(retryAfter).toBeLessThanOrEqual(seconds[1]);
    expect(await res.json()).toEqual({ error: { code, message: expect.any(String) } });
  }

  describe('the account budget: 10 password checks a minute, from any address', () => {
    it('answers the 11th verify-password try in a minute with 429 and Retry-After, right password too', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      advance(61_000);
      const verify = (password: string) =>
        post(app, '/api/auth/verify-password', { password }, { cookie });
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await verify(WRONG)).status);
      expect(statuses).toEqual(Array(10).fill(400));
      await expectRefused(await verify(WRONG), 'rate_limited', [1, 60]);
      await expectRefused(await verify(TEST_PASSWORD), 'rate_limited', [1, 60]);
      advance(61_000);
      expect((await verify(TEST_PASSWORD)).status).toBe(200);
    });

    it('counts every route that takes the password in the same budget', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      advance(61_000);
      const routes: [string, (password: string) => unknown][] = [
        ['/api/auth/two-factor/enable', (password) => ({ password })],
        ['/api/auth/two-factor/disable', (password) => ({ password })],
        ['/api/auth/two-factor/get-totp-uri', (password) => ({ password })],
        ['/api/auth/two-factor/generate-backup-codes', (password) => ({ password })],
        [
          '/api/auth/change-password',
          (password) => ({ currentPassword: password, newPassword: 'a new long password' }),
        ],
        ['/api/auth/verify-password', (password) => ({ password })],
      ];
      const tries: number[] = [];
      for (const [path, body] of routes)
        tries.push((await post(app, path, body(WRONG), { cookie })).status);
      for (let i = tries.length; i < 10; i += 1) {
        tries.push(
          (await post(app, '/api/auth/verify-password', { password: WRONG }, { cookie })).status,
        );
      }
      expect(tries.every((status) => status >= 400 && status < 429)).toBe(true);
      for (const [path, body] of routes) {
        const res = await post(app, path, body(TEST_PASSWORD), { cookie });
        expect(res.status, path).toBe(429);
        expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
      }
    });

    it('limits sign-in per account whatever the address, unknown e-mails alike', async () => {
      const app = await guardedApp();
      await createOrganiser(
        database().db,
        { email: OWNER, password: TEST_PASSWORD, role: 'owner' },
        { hasher: fastPasswordHasher },
      );
      for (const email of [OWNER, 'nobody@example.com']) {
        const statuses = [];
        for (let i = 0; i < 10; i += 1) statuses.push((await signIn(app, email, WRONG)).status);
        expect(statuses, email).toEqual(Array(10).fill(401));
        await expectRefused(await signIn(app, email, WRONG), 'rate_limited', [1, 60]);
        // Also under another spelling of the same address.
        await expectRefused(
          await signIn(app, ` ${email.toUpperCase()}`, TEST_PASSWORD),
          'rate_limited',
          [1, 60],
        );
      }
      await expectRefused(await signIn(app, OWNER), 'rate_limited', [1, 60]);
      // Another account has its own budget.
      expect((await signIn(app, 'other@example.com', WRONG)).status).toBe(401);
    });

    it('keeps the per-address limit (AUTH_SIGNIN_RATE_LIMIT) across accounts and routes', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      advance(61_000);
      const address = freshAddress();
      const statuses = [];
      for (let i = 0; i < 9; i += 1) {
        statuses.push((await signIn(app, `guess${i}@example.com`, WRONG, address)).status);
      }
      statuses.push(
        (await post(app, '/api/auth/verify-password', { password: WRONG }, { cookie, address }))
          .status,
      );
      expect(statuses).toEqual([...Array(9).fill(401), 400]);
      await expectRefused(
        await signIn(app, 'guess9@example.com', WRONG, address),
        'rate_limited',
        [1, 60],
      );
    });

    it('limits setup-code guesses per address too', async () => {
      const app = await guardedApp();
      const address = freshAddress();
      const body = { code: 'AAAA-BBBB-CCCC-DDDD', email: OWNER, password: TEST_PASSWORD };
      const statuses = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await post(app, '/api/admin/setup', body, { address })).status);
      }
      expect(statuses).toEqual(Array(10).fill(403));
      await expectRefused(
        await post(app, '/api/admin/setup', body, { address }),
        'rate_limited',
        [1, 60],
      );
      expect((await post(app, '/api/admin/setup', body)).status).toBe(403);
    });

    it('shares the budget between two server copies', async () => {
      const store = await openStore();
      const copies = [await guardedApp(store), await guardedApp(store)];
      if (driver.name === 'postgres') {
        // Each copy with its own connection to the store, as two processes have.
        copies[1] = await guardedApp(await openStore());
      }
      await createOrganiser(
        database().db,
        { email: OWNER, password: TEST_PASSWORD, role: 'owner' },
        { hasher: fastPasswordHasher },
      );
      const statuses = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push((await signIn(copies[i % 2]!, OWNER, WRONG)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    });
  });

  describe('second factors', () => {
    it('counts TOTP and backup-code guesses of a pending sign-in against the account', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      await enableTotp(app, cookie);
      advance(61_000);
      const guess = (pending: string, path: string, code: string) =>
        post(app, `/api/auth/two-factor/${path}`, { code }, { cookie: pending });
      const first = await pendingSignIn(app);
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await guess(first, 'verify-totp', '000000')).status);
      const second = await pendingSignIn(app);
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await guess(second, 'verify-backup-code', 'AAAAA-AAAAA')).status);
      }
      expect(statuses.every((status) => status >= 400 && status < 429)).toBe(true);
      await expectRefused(await guess(second, 'verify-totp', '000000'), 'rate_limited', [1, 60]);
      await expectRefused(
        await guess(second, 'verify-backup-code', 'AAAAA-AAAAA'),
        'rate_limited',
        [1, 60],
      );
    });

    it('opens one session per TOTP code: the same code again is refused (401, no session)', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      const uri = await enableTotp(app, cookie);
      // The next period's code (accepted now too), so turning TOTP on has not used it.
      const code = totpCode(uri, Date.now() + 30_000);
      const verify = (pending: string) =>
        post(app, '/api/auth/two-factor/verify-totp', { code }, { cookie: pending });

      const first = await verify(await pendingSignIn(app));
      expect(first.status).toBe(200);
      const sessions = await sessionCount();
      const again = await verify(await pendingSignIn(app));
      expect(again.status).toBe(401);
      expect(again.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);
      expect(await sessionCount()).toBe(sessions);
    });

    it('lets one of two simultaneous uses of a code through two server copies win', async () => {
      const copies = [await guardedApp(), await guardedApp()];
      const cookie = await ownerSession(copies[0]!);
      const uri = await enableTotp(copies[0]!, cookie);
      const code = totpCode(uri, Date.now() + 30_000);
      const pending = [await pendingSignIn(copies[0]!), await pendingSignIn(copies[1]!)];
      const answers = await Promise.all(
        copies.map((app, i) =>
          post(app, '/api/auth/two-factor/verify-totp', { code }, { cookie: pending[i] }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    });

    it('gives a code back when better-auth refuses the request, so it still works', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      const uri = await enableTotp(app, cookie);
      const code = totpCode(uri, Date.now() + 30_000);
      const pending = await pendingSignIn(app);
      const path = '/api/auth/two-factor/verify-totp';
      expect(
        (await post(app, path, { code, trustDevice: 'yes' }, { cookie: pending })).status,
      ).toBe(400);
      expect((await post(app, path, { code }, { cookie: pending })).status).toBe(200);
    });
  });

  describe('the lock: 50 failures in an hour', () => {
    it('locks the account for 15 minutes, even against the right password, and audits it once', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      const unknown = 'nobody@example.com';
      // Five minutes of the account budget's 10 guesses each, at once from 20 addresses.
      for (let minute = 0; minute < 5; minute += 1) {
        advance(61_000);
        const guesses = Array.from({ length: 20 }, (_, i) =>
          signIn(app, i % 2 ? unknown : OWNER, WRONG),
        );
        expect((await Promise.all(guesses)).map((res) => res.status)).toEqual(Array(20).fill(401));
      }
      advance(61_000);
      await expectRefused(await signIn(app, OWNER), 'account_locked', [780, 900]);
      // An unknown address is answered the same way: no telling which accounts exist.
      await expectRefused(await signIn(app, unknown, WRONG), 'account_locked', [780, 900]);
      // The lock holds for the signed-in organiser's own password checks too.
      await expectRefused(
        await post(app, '/api/auth/verify-password', { password: TEST_PASSWORD }, { cookie }),
        'account_locked',
        [780, 900],
      );
      const locks = await database()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'account-lock'));
      expect(locks.map((row) => row.target).sort()).toEqual([unknown, OWNER]);

      advance(13 * 60_000);
      await expectRefused(await signIn(app, OWNER), 'account_locked', [1, 120]);
      advance(2 * 60_000);
      expect((await signIn(app, OWNER)).status).toBe(200);
    });
  });

  describe('a new password refused as too weak', () => {
    it('is no failed guess: 60 of them in six minutes leave the account unlocked', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      const weak = { currentPassword: WRONG, newPassword: 'aaaaaaaaaa' };
      for (let minute = 0; minute < 6; minute += 1) {
        advance(61_000);
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const refused = await post(app, '/api/auth/change-password', weak, { cookie });
          expect(refused.status).toBe(400);
        }
      }
      advance(61_000);
      expect((await signIn(app, OWNER)).status).toBe(200);
    });
  });

  describe('answers', () => {
    it('carry no session token in their JSON, and the session still works', async () => {
      const app = await guardedApp();
      await createOrganiser(
        database().db,
        { email: OWNER, password: TEST_PASSWORD, role: 'owner' },
        { hasher: fastPasswordHasher },
      );
      const signedIn = await signIn(app, OWNER);
      const cookie = cookieHeader(signedIn);
      const token = decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)?.[1] ?? 'missing');
      const bodies: [string, string][] = [['sign-in', await signedIn.text()]];
      for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
        const res = await app.request(path, { headers: { cookie, origin: TEST_ORIGIN } });
        expect(res.status, path).toBe(200);
        bodies.push([path, await res.text()]);
      }
      expect((await app.request('/api/admin/me', { headers: { cookie } })).status).toBe(200);
      const uri = await enableTotp(app, cookie);
      const pending = await pendingSignIn(app);
      const verified = await post(
        app,
        '/api/auth/two-factor/verify-totp',
        { code: totpCode(uri, Date.now() + 30_000) },
        { cookie: pending },
      );
      bodies.push(['verify-totp', await verified.text()]);
      for (const [path, body] of bodies) {
        expect(body, path).not.toContain(token);
        expect(body, path).not.toMatch(/"token"/);
      }
      expect(JSON.parse(bodies[1]![1])).toMatchObject({ user: { email: OWNER }, session: {} });
      const twoFactorSession = { cookie: cookieHeader(verified) };
      expect((await app.request('/api/admin/me', { headers: twoFactorSession })).status).toBe(200);
    });

    it('say Cache-Control: no-store under /api/admin and /api/auth, errors included', async () => {
      const app = await guardedApp();
      const cookie = await ownerSession(app);
      const answers = [
        await app.request('/api/admin/people', { headers: { cookie } }),
        await app.request('/api/admin/people/ada@example.com', { headers: { cookie } }),
        await app.request('/api/admin/me', { headers: { cookie } }),
        await app.request('/api/admin/me'),
        await app.request('/api/admin/no-such-route', { headers: { cookie } }),
        await app.request('/api/admin/setup'),
        await app.request('/api/auth/get-session', { headers: { cookie } }),
        await signIn(app, OWNER),
        await signIn(app, OWNER, WRONG),
      ];
      for (const res of answers) {
        expect(res.headers.get('cache-control'), `${res.url} ${res.status}`).toBe('no-store');
      }
      expect(answers.map((res) => res.status)).toEqual([
        200, 404, 200, 401, 404, 200, 200, 200, 401,
      ]);
    });
  });
});
