import { signedOutScreen, type AdminBoot } from '@vibe/contracts/admin';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminPage } from '@/app/admin-page.tsx';
import { hydrateInTransition } from '@/app/mount.ts';
import {
  createAdminQueryClient,
  prefetchFirstScreenData,
} from '@/features/admin/api/admin-query-client.ts';
import { readAdminBoot } from '@/features/admin/api/boot.ts';
import { loadFirstRun, loadSignIn, preloadSignedInScreen } from '@/features/admin/screens.ts';
import { applyDeferredStyles } from '@/lib/deferred-styles.ts';

/**
 * Whichever screen comes first, its code is put on its way now: the sign-in or first-run form,
 * or the layout with the screen of this path (the overview for /admin). Without boot data,
 * both: each saves a round trip after the session check on a slow connection, for a few KB the
 * other case never uses (the sign-in form's code is in the dashboard's core chunk). Settles
 * once the screen the shell names has loaded (or failed to: its own render then says so).
 */
async function preloadFirstScreen(boot: AdminBoot | null): Promise<void> {
  const pathname = window.location.pathname;
  if (!boot) {
    loadSignIn().catch(() => {});
    preloadSignedInScreen(pathname);
    return;
  }
  if (boot.session === 'none') {
    await (boot.setupNeeded ? loadFirstRun : loadSignIn)().catch(() => {});
    return;
  }
  await Promise.allSettled(preloadSignedInScreen(pathname));
}

/**
 * Whether the page's markup is the signed-out screen the shell says to show (the build's
 * prerendered `admin-<screen>.html`): the page's first render is then that very screen.
 */
function showsPrerenderedScreen(container: HTMLElement, boot: AdminBoot | null): boolean {
  if (boot?.session !== 'none') return false;
  return container.dataset.prerendered === `admin-${signedOutScreen(boot.setupNeeded)}`;
}

/**
 * Starts the dashboard in the page's `#root`: hydrates the prerendered signed-out screen, so
 * what the organiser already sees (and may be typing into) stays and becomes interactive, or
 * renders the page afresh. When the shell says which screen comes first, its code (and, for a
 * signed-in organiser, its data) is asked for at once and the first render waits for the code:
 * the screen then shows whole, with no loading state in between.
 */
export async function startAdmin(doc: Document = document): Promise<void> {
  const container = doc.getElementById('root');
  if (!container) throw new Error('the dashboard page has no #root element');
  const boot = readAdminBoot(doc);
  const queryClient = createAdminQueryClient(boot);
  if (boot?.session === 'organiser') prefetchFirstScreenData(queryClient, window.location.pathname);
  // A prerendered page carries only its own critical CSS; the screens after it need the rest.
  applyDeferredStyles(doc);
  await preloadFirstScreen(boot);
  const page = <AdminPage boot={boot} queryClient={queryClient} />;
  if (showsPrerenderedScreen(container, boot)) {
    hydrateInTransition(container, page);
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  // In slices, as hydration is (app/mount.ts): the first screen is a whole layout, table and
  // all, which one task would render while the page takes no input.
  startTransition(() => root.render(page));
}
