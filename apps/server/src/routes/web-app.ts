import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';

export interface WebAppOptions {
  /** The built web app (`vite build` output with a prerendered `index.html`). */
  distDir: string;
  /**
   * Client-side routes answered `200` with `index.html` (default `['/']`); other page paths get
   * the prerendered 404 page (`404.html`) with status `404`.
   */
  pageRoutes?: string[];
  /**
   * Paths answered like page routes together with everything below them (the dashboard). Each
   * is answered with its own shell where the build has one (`/admin` → `admin.html`), else
   * with `index.html`.
   */
  pagePrefixes?: string[];
  /** How a prefix's shell is answered to this request (undefined: the plain shell as built). */
  shell?: (c: Context, prefix: string) => Promise<ShellAnswer | undefined>;
}

/** How a page prefix's shell answers one request. */
export interface ShellAnswer {
  /**
   * Data the shell carries (the dashboard: `AdminBoot`), as a JSON data block with id
   * `${prefix}-boot` (`admin-boot`).
   */
  data: unknown;
  /**
   * A prerendered variant of the shell to answer with (`sign-in` → `admin-sign-in.html`), where
   * the build has it; else the plain shell.
   */
  variant?: string;
  /** The data is the user's own (their account): no cache may keep the page (`no-store`). */
  private?: boolean;
}

/**
 * `html` with `data` in a JSON data block before `</head>`. A data block never runs, so the
 * CSP allows it; `<` is escaped so no value can close the element.
 */
export function withShellData(html: string, id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${id}">${json}</script></head>`,
  );
}

/** How `404.html` is marked by the prerender step (`data-prerendered`, the path it rendered). */
const NOT_FOUND_MARK = 'data-prerendered="/404"';

/** Paths that can stand in an attribute as they are (what the page's marker check compares). */
const PLAIN_PATH = /^[A-Za-z0-9/_.-]*$/;

/**
 * The 404 page marked with the path it answers, so the browser hydrates it (src/app/mount.ts
 * hydrates markup rendered for the current path; the 404 markup is the same for every path).
 */
function notFoundPage(html: string, path: string): string {
  return PLAIN_PATH.test(path) ? html.replace(NOT_FOUND_MARK, `data-prerendered="${path}"`) : html;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output never changes under its name; the page itself is revalidated. */
function cacheControl(path: string): string {
  if (path === '/' || path.endsWith('.html')) return 'no-cache';
  return path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
}

/**
 * Serves the built web app. Hashed files under `/assets/` are cached for a year, `index.html` is
 * revalidated every time; the dashboard's paths get its own shell (`admin.html`). Any other page path answers the prerendered 404 page (`404.html`, or
 * `index.html` from a build without it, where the client router renders the 404 page) with
 * status 404, so visitors never see the landing page flash and crawlers see the truth. Paths
 * under `/api/` are left to the API.
 */
export function webAppRoutes({
  distDir,
  pageRoutes = ['/'],
  pagePrefixes = ['/admin'],
  shell,
}: WebAppOptions) {
  const indexFile = join(distDir, 'index.html');
  const notFoundFile = join(distDir, '404.html');
  const pages = new Set(pageRoutes);
  // The dashboard has its own small HTML shell: not the landing page's prerendered
  // HTML, whose photos and hero the browser would fetch and paint before the dashboard starts.
  const shellFile = (prefix: string, variant?: string) => {
    const name = prefix.replace(/^\//, '').replaceAll('/', '-');
    const ownVariant = variant && /^[a-z0-9-]+$/.test(variant) ? [`${name}-${variant}`] : [];
    const candidates = [...ownVariant, name];
    const found = candidates.map((file) => join(distDir, `${file}.html`)).find(existsSync);
    return found ?? indexFile;
  };
  // `precompressed`: the build writes a brotli copy of each hashed asset (apps/web/scripts/
  // precompress.mjs), sent where the browser accepts it; other answers are gzipped on the fly.
  const files = serveStatic({ root: distDir, precompressed: true });

  return new Hono().get('*', compress(), async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (!existsSync(indexFile)) {
      return c.text(
        'The web app is not built yet. Run `npm run build -w @vibe/web` (or `npm start`, which builds it first).\n',
        503,
      );
    }
    const served = await files(c, async () => {});
    if (served) {
      served.headers.set('Cache-Control', cacheControl(c.req.path));
      return served;
    }
    // Paths under a page prefix are pages even with a dot (`/admin/people/ada@example.com`).
    const prefix = pagePrefixes.find(
      (prefix) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`),
    );
    const isPage = pages.has(c.req.path) || prefix !== undefined;
    // A missing file (a name with an extension) is a plain 404; any other path is a page.
    const lastSegment = c.req.path.split('/').at(-1) ?? '';
    if (!isPage && lastSegment.includes('.')) return c.text('Not found\n', 404);
    c.header('Cache-Control', 'no-cache');
    if (prefix !== undefined) {
      const answer = await shell?.(c, prefix);
      const html = await readFile(shellFile(prefix, answer?.variant), 'utf8');
      // The shell depends on the request's cookie: no cache may answer it to another.
      c.header('Vary', 'Cookie');
      // A signed-in page names its organiser: no cache may keep it, the browser's included, so
      // nothing of it is left on a shared computer after sign-out.
      if (answer?.private) c.header('Cache-Control', 'no-store');
      if (answer === undefined) return c.html(html, 200);
      return c.html(withShellData(html, `${prefix.slice(1)}-boot`, answer.data), 200);
    }
    if (isPage) return c.html(await readFile(indexFile, 'utf8'), 200);
    if (!existsSync(notFoundFile)) return c.html(await readFile(indexFile, 'utf8'), 404);
    return c.html(notFoundPage(await readFile(notFoundFile, 'utf8'), c.req.path), 404);
  });
}
