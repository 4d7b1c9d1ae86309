import { ADMIN_PRERENDERED_SCREENS, type AdminBoot } from '@vibe/contracts/admin';
import { createRoot } from 'react-dom/client';
import { AdminPage } from '@/app/admin-page.tsx';
import { hydrateInTransition } from '@/app/mount.ts';
import { readAdminBoot } from '@/features/admin/api/boot.ts';
import { loadFirstRun, loadSignIn, preloadSignedInScreen } from '@/features/admin/screens.ts';
import { applyDeferredStyles } from '@/lib/deferred-styles.ts';

/**
 * Whichever screen comes first, its code is put on its way now: the sign-in or first-run form,
 * or the layout with the screen of this path (the overview for /admin). Without boot data,
 * both: each saves a round trip after the session check on a slow connection, for a few KB the
 * other case never uses (the sign-in form's code is in the dashboard's core chunk).
 */
function preloadFirstScreen(boot: AdminBoot | null): void {
  if (boot?.session !== 'organiser') {
    (boot?.setupNeeded ? loadFirstRun : loadSignIn)().catch(() => {});
  }
  if (boot?.session !== 'none') preloadSignedInScreen(window.location.pathname);
}

/**
 * Whether the page's markup is the signed-out screen the shell says to show (the build's
 * prerendered `admin-<screen>.html`): the page's first render is then that very screen.
 */
function showsPrerenderedScreen(container: HTMLElement, boot: AdminBoot | null): boolean {
  if (boot?.session !== 'none') return false;
  const expected = boot.setupNeeded
    ? ADMIN_PRERENDERED_SCREENS.firstRun
    : ADMIN_PRERENDERED_SCREENS.signIn;
  return container.dataset.prerendered === `admin-${expected}`;
}

/**
 * Starts the dashboard in the page's `#root`: hydrates the prerendered signed-out screen, so
 * what the organiser already sees (and may be typing into) stays and becomes interactive, or
 * renders the page afresh.
 */
export function startAdmin(doc: Document = document): void {
  const container = doc.getElementById('root');
  if (!container) throw new Error('the dashboard page has no #root element');
  const boot = readAdminBoot(doc);
  preloadFirstScreen(boot);
  // A prerendered page carries only its own critical CSS; the screens after it need the rest.
  applyDeferredStyles(doc);
  const page = <AdminPage boot={boot} />;
  if (showsPrerenderedScreen(container, boot)) {
    hydrateInTransition(container, page);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(page);
}
