// The signed-in area's layout as its own chunk, and the preloads that warm it with a screen.
// Apart from screens.ts because the sign-in and first-run forms (chunks screens.ts loads) call
// preloadAfterSignIn: importing it from screens.ts made each a dependency cycle.
import { lazyScreen } from './lazy-screen.ts';
import { loadOverview, SIGNED_IN_LOADERS, signedInScreenAt } from './signed-in-screens.ts';

const signedInArea = lazyScreen(() => import('./signed-in-area.tsx').then((m) => m.SignedInArea));

export const loadSignedInArea = signedInArea.load;
export const SignedInArea = signedInArea.Screen;

const ignore = () => {};

/**
 * Loads the layout and the screen at `pathname` side by side, as soon as the session is known:
 * otherwise the screen's chunk is asked for only once the layout's has arrived and rendered,
 * one more round trip before the organiser sees anything.
 */
export function preloadSignedInScreen(pathname: string): Promise<unknown>[] {
  const screen = signedInScreenAt(pathname);
  const loading = [loadSignedInArea(), ...(screen ? [SIGNED_IN_LOADERS[screen]()] : [])];
  for (const load of loading) load.catch(ignore);
  return loading;
}

/**
 * Warms what an organiser sees right after signing in: the layout and the overview (with its
 * charts). Called when a sign-in or first-run form is sent, so the chunks load while the server
 * checks the password. A failed preload is not an error: the screen's own load reports it.
 */
export function preloadAfterSignIn(): void {
  loadSignedInArea().catch(ignore);
  loadOverview().catch(ignore);
}
