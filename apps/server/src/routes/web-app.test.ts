import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app.ts';

const PAGE = '<!doctype html><html><body><h1>Vibe coding, together.</h1></body></html>';
const NOT_FOUND_PAGE =
  '<!doctype html><html><body><div id="root" data-prerendered="/404"><h1>Oops! Page not found</h1></div></body></html>';

describe('the web app routes', () => {
  let dist: string;
  let app: Hono;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vibe-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, '404.html'), NOT_FOUND_PAGE);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dist, '..', 'secret.txt'), 'outside');
    app = new Hono().route('/', webAppRoutes({ distDir: dist }));
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(join(dist, '..', 'secret.txt'), { force: true });
  });

  it('serves the prerendered page at / with 200 and revalidation', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Vibe coding, together.');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown page paths with the prerendered 404 page, never the landing page', async () => {
    for (const path of ['/nope', '/deep/link/here']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('Oops! Page not found');
      expect(html).not.toContain('Vibe coding, together.');
      // Marked with the path asked for, so the browser hydrates instead of re-rendering.
      expect(html).toContain(`data-prerendered="${path}"`);
    }
  });

  it('keeps the build mark on paths that cannot stand in an attribute as they are', async () => {
    const res = await app.request('/%22%3E%3Cscript%3Ex');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-prerendered="/404"');
    expect(html).not.toContain('<script>');
  });

  it('falls back to the page with status 404 for a build without 404.html', async () => {
    const older = mkdtempSync(join(tmpdir(), 'vibe-dist-'));
    writeFileSync(join(older, 'index.html'), PAGE);
    const res = await new Hono().route('/', webAppRoutes({ distDir: older })).request('/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Vibe coding, together.');
    rmSync(older, { recursive: true, force: true });
  });

  it('answers a missing file with a plain 404, not the page', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('never serves files outside the dist folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await app.request(path);
      expect(await res.text(), path).not.toContain('outside');
    }
  });

  it('leaves /api paths to the API', async () => {
    const res = await app.request('/api/nothing');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('answers 503 with the build command while the web app is not built', async () => {
    const missing = new Hono().route('/', webAppRoutes({ distDir: join(dist, 'nowhere') }));
    const res = await missing.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build -w @vibe/web');
  });

  it('answers extra page routes with 200 when configured', async () => {
    const withAdmin = new Hono().route(
      '/',
      webAppRoutes({ distDir: dist, pageRoutes: ['/', '/admin'] }),
    );
    expect((await withAdmin.request('/admin')).status).toBe(200);
  });

  it('answers the dashboard and every path below it with the page, dots and all', async () => {
    for (const path of ['/admin', '/admin/people', '/admin/people/ada@example.com']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<html');
    }
    expect((await app.request('/administrator')).status).toBe(404);
  });

  it('sends the brotli copy of an asset to a browser that accepts it, the file to others', async () => {
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    try {
      const br = await app.request('/assets/index-abc123.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await br.text()).toBe('brotli bytes');
      const plain = await app.request('/assets/index-abc123.js');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('console.log(1)');
    } finally {
      rmSync(join(dist, 'assets', 'index-abc123.js.br'));
    }
  });

  it("answers the dashboard's paths with its own shell where the build has one", async () => {
    const ADMIN_SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
    writeFileSync(join(dist, 'admin.html'), ADMIN_SHELL);
    try {
      for (const path of ['/admin', '/admin/people', '/admin/people/ada@example.com']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        expect(await res.text(), path).toBe(ADMIN_SHELL);
      }
      expect(await (await app.request('/')).text()).toBe(PAGE);
    } finally {
      rmSync(join(dist, 'admin.html'));
    }
  });

  it('tells a dashboard page without a session cookie, and only it, what the server knows', async () => {
    const ADMIN_SHELL =
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    writeFileSync(join(dist, 'admin.html'), ADMIN_SHELL);
    const asked: string[] = [];
    const withData = new Hono().route(
      '/',
      webAppRoutes({
        distDir: dist,
        shell: async (c, prefix) => {
          asked.push(prefix);
          return c.req.header('cookie')
            ? undefined
            : { data: { session: 'none', note: '</script><b>' } };
        },
      }),
    );
    try {
      const res = await withData.request('/admin/people');
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      const block = /<script type="application\/json" id="admin-boot">(.*?)<\/script><\/head>/.exec(
        html,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ session: 'none', note: '</script><b>' });
      // A value can never close the data block: its `<` is escaped.
      expect(block?.[1]).not.toContain('<');
      const signedIn = await withData.request('/admin', { headers: { cookie: 'a=b' } });
      expect(await signedIn.text()).toBe(ADMIN_SHELL);
      expect(await (await withData.request('/')).text()).toBe(PAGE);
      expect(asked).toEqual(['/admin', '/admin']);
    } finally {
      rmSync(join(dist, 'admin.html'));
    }
  });

  it('answers a prerendered variant of the shell where the build has it, else the plain one', async () => {
    const shellOf = (name: string) =>
      `<!doctype html><html><head></head><body>${name}</body></html>`;
    writeFileSync(join(dist, 'admin.html'), shellOf('plain'));
    writeFileSync(join(dist, 'admin-sign-in.html'), shellOf('sign-in'));
    const variants = new Hono().route(
      '/',
      webAppRoutes({
        distDir: dist,
        shell: async (c) => ({
          data: {},
          variant: c.req.query('v') ?? 'sign-in',
          private: c.req.query('private') === '1',
        }),
      }),
    );
    const bodyOf = async (path: string) =>
      /<body>(.*)<\/body>/.exec(await (await variants.request(path)).text())?.[1];
    try {
      expect(await bodyOf('/admin/people')).toBe('sign-in');
      expect(await bodyOf('/admin?v=first-run')).toBe('plain');
      // A variant names a file of the build, never a path.
      expect(await bodyOf('/admin?v=../index')).toBe('plain');
      expect(await bodyOf('/admin?v=sign-in/../../admin-sign-in')).toBe('plain');
      const mine = await variants.request('/admin?private=1');
      // The organiser's own page: not even the browser's cache may keep it after sign-out.
      expect(mine.headers.get('cache-control')).toBe('no-store');
      expect(mine.headers.get('vary')).toContain('Cookie');
      expect((await variants.request('/admin')).headers.get('cache-control')).toBe('no-cache');
    } finally {
      rmSync(join(dist, 'admin.html'));
      rmSync(join(dist, 'admin-sign-in.html'));
    }
  });
});
