// `GET`/`PUT /api/admin/me/notifications` on both databases: each organiser, viewers included,
// reads and sets their own e-mail choices only; bodies are validated; each change is audited
// once; the answer says whether this server sends e-mail at all.
import type { AuditAnswer, MeAnswer } from '@vibe/contracts/admin';
import type { NotificationPreferencesAnswer } from '@vibe/contracts/notifications';
import { expect, it } from 'vitest';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { bodyOf, buildTestApp, errorCode, testConfig } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const PATH = '/api/admin/me/notifications';

const read = (session: OrganiserSession) =>
  bodyOf<NotificationPreferencesAnswer>(session.request(PATH));

describeOnEachDatabase((context) => {
  it('starts with both off, and says e-mail is off without SMTP_URL', async () => {
    const { app, database } = context();
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    expect(await read(viewer)).toEqual({
      completionNotice: false,
      dailyDigest: false,
      mailEnabled: false,
      updatedAt: null,
    } satisfies NotificationPreferencesAnswer);
    expect((await app.request(PATH)).status).toBe(401);
  });

  it('says e-mail is on when SMTP_URL is set', async () => {
    const { database } = context();
    const app = buildTestApp(database, {
      config: testConfig({ SMTP_URL: 'smtp://user:password@127.0.0.1:2525' }),
    });
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    expect((await read(owner)).mailEnabled).toBe(true);
  });

  it('refuses a body that is not both choices as true or false', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    for (const body of [
      {},
      { completionNotice: true },
      { completionNotice: 'yes', dailyDigest: false },
      { completionNotice: 1, dailyDigest: 0 },
      { completionNotice: true, dailyDigest: null },
      { completionNotice: true, dailyDigest: true, organiserId: 'someone-else' },
      [true, true],
    ]) {
      const res = await sendJson(owner, 'PUT', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(res)).toBe('invalid_body');
    }
    expect(await read(owner)).toMatchObject({ completionNotice: false, dailyDigest: false });
  });

  it('lets a viewer set their own choices, audited once per change, and leaves others’ alone', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    const saved = await sendJson(viewer, 'PUT', PATH, {
      completionNotice: true,
      dailyDigest: false,
    });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as NotificationPreferencesAnswer;
    expect(answer).toMatchObject({ completionNotice: true, dailyDigest: false });
    expect(answer.updatedAt).toEqual(expect.any(String));
    // The same choices again change nothing, so log nothing.
    await sendJson(viewer, 'PUT', PATH, { completionNotice: true, dailyDigest: false });
    await sendJson(viewer, 'PUT', PATH, { completionNotice: true, dailyDigest: true });
    expect(await read(viewer)).toMatchObject({ completionNotice: true, dailyDigest: true });
    expect(await read(owner)).toMatchObject({ completionNotice: false, dailyDigest: false });

    const audit = await bodyOf<AuditAnswer>(owner.request('/api/admin/audit'));
    expect(
      audit.items
        .filter((item) => item.action === 'notifications-change')
        .map((item) => `${item.actor}: ${item.target}`),
    ).toEqual([
      'viewer@example.com: notices on, digest on',
      'viewer@example.com: notices on, digest off',
    ]);
  });

  it('has no way to set another organiser’s choices', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    const ownerId = (await bodyOf<MeAnswer>(owner.request('/api/admin/me'))).id;
    const body = { completionNotice: true, dailyDigest: true };
    for (const path of [
      `/api/admin/organisers/${ownerId}/notifications`,
      `/api/admin/me/notifications/${ownerId}`,
      `${PATH}?organiser=${ownerId}`,
    ]) {
      const res = await sendJson(viewer, 'PUT', path, body);
      if (res.status === 200) expect(path).toContain('?');
      else expect(res.status, path).toBe(404);
    }
    // The query string is ignored: only the signed-in viewer's own choices changed.
    expect(await read(owner)).toMatchObject({ completionNotice: false, dailyDigest: false });
  });
});
