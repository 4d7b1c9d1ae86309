import { expect, it } from 'vitest';
import { auditLog } from '../db/schema/admin.ts';
import { organiserSession, signInRequest, TEST_PASSWORD } from '../testing/admin-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { fastPasswordHasher } from '../testing/fast-password-hasher.ts';
import { setOrganiserPassword } from './set-password.ts';

const NEW = 'plum ferry velvet 84';

/** `npm run admin -- reset-password`: a reset without e-mail, as a reset by link does it. */
describeOnEachDatabase((context) => {
  it('sets the new password, ends every session and logs it; refuses a weak one or an unknown address', async () => {
    const { app, database } = context();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const set = (email: string, password: string) =>
      setOrganiserPassword(
        database.db,
        { email, password, actor: 'command line', now: new Date() },
        fastPasswordHasher,
      );
    expect(await set('owner@example.com', 'aaaaaaaaaa')).toMatchObject({
      ok: false,
      error: 'weak_password',
    });
    expect(await set('nobody@example.com', NEW)).toEqual({ ok: false, error: 'unknown' });
    expect((await owner.request('/api/admin/me')).status).toBe(200);

    expect(await set('owner@example.com', NEW)).toEqual({ ok: true });
    expect((await owner.request('/api/admin/me')).status).toBe(401);
    expect((await signInRequest(app, 'owner@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signInRequest(app, 'owner@example.com', NEW)).status).toBe(200);
    const audit = await database.db.select().from(auditLog);
    expect(audit.filter((entry) => entry.action === 'password-reset')).toMatchObject([
      { actor: 'command line', target: 'owner@example.com' },
    ]);
  });
});
