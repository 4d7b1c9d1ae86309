import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Starts the app in `container`. dist/index.html carries the landing page rendered at build time
 * (scripts/prerender.mjs), marked with the path it was rendered for (`data-prerendered`). On that
 * path the markup is hydrated, so what the visitor already sees stays and becomes interactive;
 * on any other path (the server answers every page path with the same file) the markup would not
 * match, so it is replaced by a fresh render.
 */
export function mountApp(container: HTMLElement, app: ReactNode, pathname: string): Root {
  if (container.dataset.prerendered === pathname) return hydrateRoot(container, app);
  container.replaceChildren();
  delete container.dataset.prerendered;
  const root = createRoot(container);
  root.render(app);
  return root;
}
