import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_BOOT_ELEMENT_ID } from '@vibe/contracts/admin';
import { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { requestId } from '../middleware/request-id.ts';
import { buildTestApp, testConfig } from '../testing/api-helpers.ts';
import { organiserSession } from '../testing/admin-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { adminShell } from './shell-boot.ts';

const silentLogger = createLogger('silent');

// A built web app with the dashboard's shells, each saying which one it is.
const dist = mkdtempSync(join(tmpdir(), 'vibe-shells-'));
mkdirSync(join(dist, 'assets'));
const SHELLS = ['index', 'admin', 'admin-sign-in', 'admin-first-run'];
for (const name of SHELLS) {
  writeFileSync(join(dist, `${name}.html`), `<html><head></head><body>${name}</body></html>`);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface ShellSeen {
  shell: string;
  boot: unknown;
  cacheControl: string | null;
}

describeOnEachDatabase((context) => {
  // The whole server, web app included, made anew for each test: better-auth keeps the secret
  // it first read, and the suite empties the database (the stored secret too) before each test.
  let server: Hono | undefined;
  beforeEach(() => {
    server = undefined;
  });
  const serverApp = () => (server ??= buildTestApp(context().database, { webDistDir: dist }));

  /** The dashboard page at `path` as a browser sending `cookie` gets it from the whole server. */
  async function shellAt(path: string, cookie?: string): Promise<ShellSeen> {
    const app = serverApp();
    const res = await app.request(path, cookie ? { headers: { cookie } } : {});
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    const block = new RegExp(
      `<script type="application/json" id="${ADMIN_BOOT_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    return {
      shell: /<body>(.*)<\/body>/.exec(html)?.[1] ?? '',
      boot: block ? JSON.parse(block[1]!) : null,
      cacheControl: res.headers.get('cache-control'),
    };
  }

  describe('the dashboard shell for each visitor', () => {
    it('answers a first visit with the prerendered first-run form, then the sign-in form', async () => {
      const { database } = context();
      const app = serverApp();
      expect(await shellAt('/admin')).toEqual({
        shell: 'admin-first-run',
        boot: { session: 'none', setupNeeded: true, mailEnabled: false },
        cacheControl: 'no-cache',
      });
      await organiserSession(app, database.db, 'owner@example.com');
      for (const path of ['/admin', '/admin/people', '/admin/sign-in']) {
        expect(await shellAt(path, 'theme=dark'), path).toEqual({
          shell: 'admin-sign-in',
          boot: { session: 'none', setupNeeded: false, mailEnabled: false },
          cacheControl: 'no-cache',
        });
      }
    });

    it('tells a signed-out page whether this server sends e-mail (SMTP_URL)', async () => {
      const app = buildTestApp(context().database, {
        webDistDir: dist,
        config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }),
      });
      const res = await app.request('/admin/sign-in');
      expect(await res.text()).toContain('"mailEnabled":true');
    });

    it('answers the invitation and password-reset pages with the plain shell: their own screen, not the sign-in form', async () => {
      const { database } = context();
      const app = serverApp();
      await organiserSession(app, database.db, 'owner@example.com');
      for (const path of [
        '/admin/invite',
        '/admin/Invite/',
        '/admin/forgot-password',
        '/admin/reset-password',
      ]) {
        expect(await shellAt(`${path}?token=abc`), path).toMatchObject({
          shell: 'admin',
          boot: { session: 'none', setupNeeded: false, mailEnabled: false },
        });
      }
    });

    it("names a good session's organiser, in a page no cache may keep (nor the browser's)", async () => {
      const { database } = context();
      const app = serverApp();
      const owner = await organiserSession(app, database.db, 'owner@example.com');
      const me = await (await owner.request('/api/admin/me')).json();
      expect(await shellAt('/admin/people', owner.cookie)).toEqual({
        shell: 'admin',
        boot: { session: 'organiser', me },
        cacheControl: 'no-store',
      });
    });

    it('treats a session cookie that is no longer good as signed out', async () => {
      const { database } = context();
      const app = serverApp();
      await organiserSession(app, database.db, 'owner@example.com');
      for (const cookie of [
        'better-auth.session_token=abc.def',
        'x=1; __Secure-better-auth.session_token=abc',
      ]) {
        expect(await shellAt('/admin', cookie), cookie).toMatchObject({
          shell: 'admin-sign-in',
          boot: { session: 'none', setupNeeded: false, mailEnabled: false },
        });
      }
    });

    it('leaves the boot data out, and says why in the log, when the database cannot tell', async () => {
      const { database } = context();
      const warnings: unknown[] = [];
      const unreachable = new Proxy(database.db, {
        get: () => {
          throw new Error('connection refused');
        },
      });
      const shell = adminShell({
        db: unreachable,
        organiserOf: () => Promise.reject(new Error('connection refused')),
        mailEnabled: false,
        logger: { ...silentLogger, warn: (message, fields) => warnings.push({ message, fields }) },
      });
      const app = new Hono().get('*', async (c) => c.json((await shell(c)) ?? 'plain shell'));
      for (const cookie of [undefined, 'better-auth.session_token=abc.def']) {
        const res = await app.request('/admin', cookie ? { headers: { cookie } } : {});
        expect(await res.json()).toBe('plain shell');
      }
      expect(warnings).toHaveLength(2);
      expect(JSON.stringify(warnings)).toContain('connection refused');
      expect(JSON.stringify(warnings)).not.toContain('abc.def');
    });

    it('logs that warning under the id its answer carries', async () => {
      const { database } = context();
      const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
      const logger = {
        ...silentLogger,
        warn: (message: string, fields?: Record<string, unknown>) =>
          warnings.push({ message, ...(fields ? { fields } : {}) }),
      };
      const shell = adminShell({
        db: new Proxy(database.db, {
          get: () => {
            throw new Error('connection refused');
          },
        }),
        organiserOf: () => Promise.reject(new Error('connection refused')),
        mailEnabled: false,
        logger,
      });
      const app = new Hono()
        .use(requestId({ trustProxy: false, logger }))
        .get('*', async (c) => c.json((await shell(c)) ?? 'plain shell'));
      const res = await app.request('/admin');
      expect(warnings[0]?.fields?.requestId).toBe(res.headers.get('x-request-id'));
    });
  });
});
