import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { organiserSession } from '../testing/admin-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { adminShellBoot } from './shell-boot.ts';

/** The boot data of the dashboard shell, as a request with `cookie` gets it. */
async function bootFor(boot: ReturnType<typeof adminShellBoot>, cookie?: string) {
  const app = new Hono().get('/', async (c) => c.json((await boot(c)) ?? 'none-sent'));
  const res = await app.request('/', cookie ? { headers: { cookie } } : {});
  return res.json();
}

describeOnEachDatabase((context) => {
  describe('the dashboard shell boot data', () => {
    it('says signed out and whether the first owner is still to be made, without a session cookie', async () => {
      const { app, database } = context();
      const boot = adminShellBoot(database.db);
      expect(await bootFor(boot)).toEqual({ session: 'none', setupNeeded: true });
      await organiserSession(app, database.db, 'owner@example.com');
      expect(await bootFor(boot, 'theme=dark')).toEqual({ session: 'none', setupNeeded: false });
    });

    it('says nothing to a browser that sends a session cookie, plain or __Secure-', async () => {
      const { database } = context();
      const boot = adminShellBoot(database.db);
      expect(await bootFor(boot, 'better-auth.session_token=abc.def')).toBe('none-sent');
      expect(await bootFor(boot, 'x=1; __Secure-better-auth.session_token=abc')).toBe('none-sent');
    });
  });
});
