import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates `container` with `app` as a transition: React then works in slices of a few
 * milliseconds and lets the browser paint and take input in between, instead of one long task
 * (on a slow phone, one long task is the page freezing). Input that arrives meanwhile is not
 * lost: React hydrates what was clicked at once and replays the event.
 */
export function hydrateInTransition(
  container: HTMLElement,
  app: ReactNode,
  options?: HydrationOptions,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  return root!;
}

/**
 * Starts the app in `container`. dist/index.html carries the landing page rendered at build time
 * (scripts/prerender.mjs), marked with the path it was rendered for (`data-prerendered`). On that
 * path the markup is hydrated ({@link hydrateInTransition}), so what the visitor already sees
 * stays and becomes interactive; on any other path (the server answers every page path with the
 * same file) the markup would not match, so it is replaced by a fresh render.
 */
export function mountApp(container: HTMLElement, app: ReactNode, pathname: string): Root {
  if (container.dataset.prerendered === pathname) return hydrateInTransition(container, app);
  container.replaceChildren();
  delete container.dataset.prerendered;
  const root = createRoot(container);
  root.render(app);
  return root;
}
