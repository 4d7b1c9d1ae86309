import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '@/app/app.tsx';

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
