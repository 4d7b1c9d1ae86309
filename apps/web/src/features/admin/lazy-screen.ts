// A dashboard screen as its own chunk (docs/architecture.md), shared by screens.ts and
// signed-in-screens.ts. A screen's loader is also its preload: calling it early warms the chunk.
import { createElement, lazy, type ComponentType } from 'react';

/**
 * A screen's code did not arrive (the server out of reach, most likely): worth loading again
 * later, unlike an error of the screen itself.
 */
export class ScreenCodeError extends Error {
  constructor(cause: unknown) {
    super('A screen of the dashboard could not be loaded', { cause });
    this.name = 'ScreenCodeError';
  }
}

/** A screen's component, and the loader of its chunk (which also makes the component sync). */
export interface LazyScreen<Props extends object> {
  Screen: ComponentType<Props>;
  load: () => Promise<ComponentType<Props>>;
}

/**
 * A screen from its chunk: lazy (it suspends) until its chunk has been loaded through `load`,
 * the component itself from then on. A screen whose chunk was loaded before the page's first
 * render (src/app/start-admin.tsx does so for a signed-in organiser) therefore never suspends:
 * React holds content back for up to 300 ms after a fallback was shown, and the dashboard's
 * first screen used to wait that long after its code had arrived. After a failed load, React's
 * `lazy` answers every render with that failure; a later successful `load` (the screen area's
 * retry, reload-screen.ts) makes the component sync and the failure moot.
 */
export function lazyScreen<Props extends object>(
  importChunk: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    importChunk().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        throw new ScreenCodeError(error);
      },
    );
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Screen(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Screen, load };
}
