import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app.tsx';

/**
 * Renders the app at `url` to HTML, for prerendering at build time (scripts/prerender.mjs). The
 * browser hydrates this markup with the same tree (src/main.tsx).
 *
 * @example render('/') // '<div class="relative isolate …'
 */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
