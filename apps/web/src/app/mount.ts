import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Starts the app in `container`. dist/index.html carries the landing page rendered at build time
 * (scripts/prerender.mjs), marked with the path it was rendered for (`data-prerendered`). On that
 * path the markup is hydrated, so what the visitor already sees stays and becomes interactive;
 * on any other path (the server answers every page path with the same file) the markup would not
 * match, so it is replaced by a fresh render.
 *
 * Hydration runs as a transition: React then works in slices of a few milliseconds and lets the
 * browser paint and take input in between, instead of one long task (on a slow phone, one long
 * task is the page freezing). Input that arrives meanwhile is not lost: React hydrates what was
 * clicked at once and replays the event.
 */
export function mountApp(container: HTMLElement, app: ReactNode, pathname: string): Root {
  if (container.dataset.prerendered === pathname) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root!;
  }
  container.replaceChildren();
  delete container.dataset.prerendered;
  const root = createRoot(container);
  root.render(app);
  return root;
}
