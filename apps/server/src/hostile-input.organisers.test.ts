// Attacks on the organisers' accounts: a removed organiser who keeps using their
// session, an invitation made while briefly an owner and used after the demotion, and owners
// racing to take each other's role away. On PGlite, and on PostgreSQL with TEST_DATABASE_URL
// (the races only there: they need two connections).
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { organiserInvitations } from './db/schema/admin.ts';
import {
  organiserAccounts,
  organisers,
  organiserSessions,
  organiserTwoFactors,
} from './db/schema/organisers.ts';
import {
  organiserSession,
  sendJson,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type OrganiserSession,
} from './testing/admin-helpers.ts';
import { errorCode, postJson, postOnboarding } from './testing/api-helpers.ts';
import { describeApiSuite, type SuiteCases } from './testing/each-database.ts';
import { pgliteDriver, postgresDriver, TEST_DATABASE_URL } from './testing/test-databases.ts';

const idOf = async (session: OrganiserSession) =>
  ((await (await session.request('/api/admin/me')).json()) as { id: string }).id;

const organiserCases: SuiteCases = (context) => {
  const invite = async (owner: OrganiserSession, email: string, role = 'owner') => {
    const res = await sendJson(owner, 'POST', '/api/admin/invitations', { email, role });
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url.split('#')[1] ?? '';
  };
  const accept = (token: string) =>
    postJson(
      context().app,
      '/api/admin/invitations/accept',
      { token, password: TEST_PASSWORD },
      { origin: TEST_ORIGIN },
    );
  const rowsOf = async (userId: string) => {
    const { db } = context().database;
    const rows = async (table: typeof organiserSessions | typeof organiserAccounts) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n;
    const [twoFactors] = await db
      .select({ n: count() })
      .from(organiserTwoFactors)
      .where(eq(organiserTwoFactors.userId, userId));
    return {
      sessions: await rows(organiserSessions),
      accounts: await rows(organiserAccounts),
      twoFactors: twoFactors?.n,
    };
  };

  it("refuses a removed organiser's session on their very next request, and their password", async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    await postOnboarding(app, 'ada@example.com');
    // A second session and a two-factor secret: both must go with the account.
    expect((await signInRequest(app, 'viewer@example.com')).status).toBe(200);
    const enabled = await sendJson(viewer, 'POST', '/api/auth/two-factor/enable', {
      password: TEST_PASSWORD,
    });
    expect(enabled.status).toBe(200);
    const viewerId = await idOf(viewer);
    expect(await rowsOf(viewerId)).toEqual({ sessions: 2, accounts: 1, twoFactors: 1 });
    expect((await viewer.request('/api/admin/export/people.csv')).status).toBe(200);

    const removed = await owner.request(`/api/admin/organisers/${viewerId}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);

    for (const path of ['/api/admin/people', '/api/admin/export/people.csv', '/api/admin/me']) {
      const res = await viewer.request(path);
      expect(res.status, path).toBe(401);
      expect(await errorCode(res)).toBe('unauthorized');
    }
    const session = await viewer.request('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    expect((await signInRequest(app, 'viewer@example.com')).status).toBe(401);
    expect(await rowsOf(viewerId)).toEqual({ sessions: 0, accounts: 0, twoFactors: 0 });
  });

  it('refuses a removal without the dashboard’s own Origin (403), and the organiser stays', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    const viewerId = await idOf(viewer);
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await app.request(`/api/admin/organisers/${viewerId}`, {
        method: 'DELETE',
        headers: { cookie: owner.cookie, ...(origin ? { origin } : {}) },
      });
      expect(res.status, String(origin)).toBe(403);
    }
    expect((await viewer.request('/api/admin/me')).status).toBe(200);
  });

  it('refuses an invitation made while briefly an owner once its inviter is demoted', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const insider = await organiserSession(app, database.db, 'insider@example.com', 'viewer');
    const insiderId = await idOf(insider);
    const promote = (role: string) =>
      sendJson(owner, 'PATCH', `/api/admin/organisers/${insiderId}`, { role });
    expect((await promote('owner')).status).toBe(200);
    const token = await invite(insider, 'accomplice@example.com', 'owner');
    expect((await promote('viewer')).status).toBe(200);

    const res = await accept(token);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('invalid_invitation');
    expect((await signInRequest(app, 'accomplice@example.com')).status).toBe(401);
  });

  it('refuses an invitation whose inviter is no longer an owner even when nothing revoked it', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const token = await invite(owner, 'accomplice@example.com', 'owner');
    // As for an invitation sent before revocation existed, or one racing its inviter's demotion.
    await organiserSession(app, database.db, 'other@example.com', 'owner');
    await database.db
      .update(organisers)
      .set({ role: 'viewer' })
      .where(eq(organisers.email, 'owner@example.com'));
    expect((await accept(token)).status).toBe(404);
    expect((await signInRequest(app, 'accomplice@example.com')).status).toBe(401);
  });

  it('refuses an invitation whose inviter was removed', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const other = await organiserSession(app, database.db, 'other@example.com', 'owner');
    const token = await invite(other, 'accomplice@example.com', 'viewer');
    const removed = await owner.request(`/api/admin/organisers/${await idOf(other)}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await accept(token)).status).toBe(404);
    const [row] = await database.db
      .select({ revokedAt: organiserInvitations.revokedAt })
      .from(organiserInvitations);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("takes a demoted owner's owner rights away on their very next request", async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const demoted = await organiserSession(app, database.db, 'demoted@example.com', 'owner');
    await postOnboarding(app, 'ada@example.com');
    const change = await sendJson(owner, 'PATCH', `/api/admin/organisers/${await idOf(demoted)}`, {
      role: 'viewer',
    });
    expect(change.status).toBe(200);
    const ownerId = await idOf(owner);
    const attempts = [
      await demoted.request('/api/admin/people/ada@example.com', { method: 'DELETE' }),
      await sendJson(demoted, 'POST', '/api/admin/invitations', {
        email: 'x@example.com',
        role: 'owner',
      }),
      await sendJson(demoted, 'PATCH', `/api/admin/organisers/${ownerId}`, { role: 'viewer' }),
      await demoted.request(`/api/admin/organisers/${ownerId}`, { method: 'DELETE' }),
      await demoted.request('/api/admin/invitations'),
    ];
    expect(attempts.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
  });
};

/**
 * Starts `requests` while another connection holds every organiser row, and lets go once two
 * of them wait on a lock: both have read their session by then (as owners), so each change
 * must check again, under its lock, that its owner still is one.
 */
async function whileOrganisersLocked(
  url: string,
  requests: () => Promise<Response>[],
): Promise<Response[]> {
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query('select id from organisers for update');
    const answers = Promise.all(requests());
    for (let waited = 0; waited < 10_000; waited += 20) {
      // pg_stat_activity is read once per transaction unless its snapshot is cleared.
      await blocker.query('select pg_stat_clear_snapshot()');
      const { rows } = await blocker.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await blocker.query('commit');
    return await answers;
  } finally {
    await blocker.end();
  }
}

/** Two owners acting on each other at the same moment (PostgreSQL: separate connections). */
const raceCases: SuiteCases = (context) => {
  const owners = async () => {
    const { app, database } = context();
    const first = await organiserSession(app, database.db, 'first@example.com');
    const second = await organiserSession(app, database.db, 'second@example.com');
    return { first, second, firstId: await idOf(first), secondId: await idOf(second) };
  };
  const ownerCount = async () => {
    const [row] = await context()
      .database.db.select({ n: count() })
      .from(organisers)
      .where(eq(organisers.role, 'owner'));
    return row?.n;
  };

  it('leaves one owner when two owners remove each other at the same moment', async () => {
    const { first, second, firstId, secondId } = await owners();
    const answers = await whileOrganisersLocked(context().database.url ?? '', () => [
      first.request(`/api/admin/organisers/${secondId}`, { method: 'DELETE' }),
      second.request(`/api/admin/organisers/${firstId}`, { method: 'DELETE' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([204, 403]);
    expect(await ownerCount()).toBe(1);
  });

  it('leaves one owner when two owners demote each other at the same moment', async () => {
    const { first, second, firstId, secondId } = await owners();
    const answers = await whileOrganisersLocked(context().database.url ?? '', () => [
      sendJson(first, 'PATCH', `/api/admin/organisers/${secondId}`, { role: 'viewer' }),
      sendJson(second, 'PATCH', `/api/admin/organisers/${firstId}`, { role: 'viewer' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
    expect(await ownerCount()).toBe(1);
  });
};

describeApiSuite(pgliteDriver, [organiserCases]);
if (TEST_DATABASE_URL) {
  describeApiSuite(postgresDriver, [organiserCases, raceCases]);
} else {
  describe('organiser attacks on postgres', () => {
    it.skip('run when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
