// Build step after `vite build` and `vite build --ssr`: renders the landing page with the SSR
// bundle into dist/index.html (so the first paint needs no JavaScript) and the 404 page into
// dist/404.html (what the server answers for unknown paths, so they never flash the landing
// page) and the dashboard's signed-out screens into dist/admin-<screen>.html (the sign-in and
// first-run forms, which the server answers to a browser it knows is signed out), then deletes
// the SSR bundle so dist/ holds only what the server serves. The privacy page (dist/privacy.html)
// is the same frame with no script and its whole stylesheet inline (static-page.mjs): the server
// puts the owners' text in it. Both pages
// carry their critical CSS inline (critical-css.mjs: the rules their markup uses; the whole
// stylesheet follows without blocking), fetch their scripts at low priority and paint once fully
// parsed (page-shell.mjs), so the first paint needs nothing but the HTML, all of it.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criticalCss } from './critical-css.mjs';
import { injectAppHtml } from './inject-app-html.mjs';
import { holdPaintUntilParsed, inlineStylesheets, lowerScriptPriority } from './page-shell.mjs';
import { withoutScripts, withTitle } from './static-page.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = join(webRoot, 'dist-ssr');
const distDir = join(webRoot, 'dist');
const indexPath = join(distDir, 'index.html');
const notFoundPath = join(distDir, '404.html');
const privacyPath = join(distDir, 'privacy.html');
const adminSignedOutPath = join(distDir, 'admin-signed-out.html');
const PRERENDERED_PATH = '/';

try {
  const {
    render,
    renderNotFound,
    NOT_FOUND_PRERENDER_PATH,
    renderAdminScreen,
    ADMIN_SCREENS,
    renderPrivacy,
    PRIVACY_PRERENDER_PATH,
  } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const readStylesheet = (href) => readFileSync(join(distDir, href), 'utf8');
  const pageOf = (built) => {
    const template = holdPaintUntilParsed(lowerScriptPriority(built));
    return (appHtml, mark) => {
      const html = injectAppHtml(template, appHtml, mark);
      return inlineStylesheets(html, readStylesheet, (css) => criticalCss(css, html));
    };
  };
  const page = pageOf(await readFile(indexPath, 'utf8'));
  // The dashboard's signed-out shell becomes one page per screen, marked with its name for
  // src/app/start-admin.tsx (admin.html, for a browser with a session, stays as built).
  const adminPage = pageOf(await readFile(adminSignedOutPath, 'utf8'));
  for (const screen of ADMIN_SCREENS) {
    const html = adminPage(await renderAdminScreen(screen), `admin-${screen}`);
    await writeFile(join(distDir, `admin-${screen}.html`), html);
    console.log(
      `prerendered the dashboard's ${screen} screen into dist/admin-${screen}.html (${html.length} bytes)`,
    );
  }
  await rm(adminSignedOutPath);
  const landingTemplate = await readFile(indexPath, 'utf8');
  const privacy = inlineStylesheets(
    injectAppHtml(
      withTitle(withoutScripts(landingTemplate), 'Privacy · Vibe Together'),
      renderPrivacy(),
      PRIVACY_PRERENDER_PATH,
    ),
    readStylesheet,
  );
  await writeFile(privacyPath, privacy);
  console.log(`prerendered the privacy page into dist/privacy.html (${privacy.length} bytes)`);
  // 404.html first: index.html is written last, so its time marks a complete build (npm start).
  const notFound = page(renderNotFound(), NOT_FOUND_PRERENDER_PATH);
  await writeFile(notFoundPath, notFound);
  console.log(`prerendered the 404 page into dist/404.html (${notFound.length} bytes)`);
  const html = page(render(PRERENDERED_PATH), PRERENDERED_PATH);
  await writeFile(indexPath, html);
  console.log(`prerendered ${PRERENDERED_PATH} into dist/index.html (${html.length} bytes)`);
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
