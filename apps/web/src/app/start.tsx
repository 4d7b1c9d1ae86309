import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app.tsx';
import { mountApp } from './mount.ts';

/**
 * Starts the whole app in `container` for the page's path: the 404 page (hydrated), the
 * organisers' dashboard, or the landing page where it was not prerendered (the dev server).
 * The prerendered landing page hydrates only its sign-up island instead (hydrate-landing.tsx).
 */
export function startApp(container: HTMLElement, path: string): Root {
  return mountApp(
    container,
    <StrictMode>
      <App path={path} />
    </StrictMode>,
    path,
  );
}
