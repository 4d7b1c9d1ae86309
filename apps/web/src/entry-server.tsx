import {
  ADMIN_PRERENDERED_SCREENS,
  type AdminBoot,
  type AdminPrerenderedScreen,
} from '@vibe/contracts/admin';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AdminPage } from '@/app/admin-page.tsx';
import { App } from '@/app/app.tsx';
import { PrivacyRoute } from '@/app/routes/privacy.tsx';

/**
 * Renders the app at `url` (a path) to HTML, for prerendering at build time
 * (scripts/prerender.mjs). The browser hydrates this markup with the same tree (src/main.tsx).
 *
 * @example render('/') // '<div class="relative isolate …'
 */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <App path={url} />
    </StrictMode>,
  );
}

/**
 * The path the 404 page is prerendered for (dist/404.html): no route but `*` matches it. The
 * server answers every unknown page path with that file, marked with the path asked for.
 */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/**
 * Renders the 404 page (the `*` route) for dist/404.html.
 * @example renderNotFound() // '<main class="flex min-h-dvh …'
 */
export function renderNotFound(): string {
  return render(NOT_FOUND_PRERENDER_PATH);
}

/** The path the privacy page is prerendered for (dist/privacy.html, served at `/privacy`). */
export const PRIVACY_PRERENDER_PATH = '/privacy';

/**
 * Renders the privacy page's frame for dist/privacy.html (docs/product.md#privacy): a page with
 * no script, whose text the server puts in on each visit.
 * @example renderPrivacy() // '<div class="relative isolate …'
 */
export function renderPrivacy(): string {
  return renderToString(
    <StrictMode>
      <PrivacyRoute />
    </StrictMode>,
  );
}

/** The dashboard's screens prerendered at build time, each into `dist/admin-<screen>.html`. */
export const ADMIN_SCREENS: AdminPrerenderedScreen[] = Object.values(ADMIN_PRERENDERED_SCREENS);

/**
 * Renders one of the dashboard's signed-out screens (the sign-in or first-run form) for its own
 * shell (dist/admin-<screen>.html), which the server answers to a browser it knows is signed
 * out (`AdminBoot`). The same tree as the browser's, told the same boot data: the browser
 * hydrates it on any dashboard path (src/admin-main.tsx). Waits for the screen's lazy chunk,
 * as the page's first render in the browser will.
 *
 * @example await renderAdminScreen('sign-in') // '<!--$--><main class="flex min-h-dvh …'
 */
export async function renderAdminScreen(screen: AdminPrerenderedScreen): Promise<string> {
  const boot: AdminBoot = {
    session: 'none',
    setupNeeded: screen === ADMIN_PRERENDERED_SCREENS.firstRun,
    // Not shown by either form: the browser's own boot data says it before "Forgot password?".
    mailEnabled: false,
  };
  const html = await prerenderToString(
    <StaticRouter location="/admin/sign-in">
      <AdminPage boot={boot} />
    </StaticRouter>,
  );
  // A render that waited for a lazy part leaves its providers' values set on the contexts it
  // used (the router's among them) until the renderer's next render switches back: one more,
  // empty, render puts them back, so nothing rendered after it in this process sees them.
  await prerenderToString(null);
  return html;
}

/** `node` rendered to HTML once every lazy part of it has loaded. */
async function prerenderToString(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  return html + decoder.decode();
}
