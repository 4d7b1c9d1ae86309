import { ADMIN_BOOT_ELEMENT_ID, type AdminBoot } from '@vibe/contracts/admin';

// What the server put in the dashboard's shell for a browser without a session cookie
// (`AdminBoot`, issue 21): the page shows its sign-in or first-run form without first asking
// `/api/admin/me` and `/api/admin/setup`, a round trip saved on a slow connection.

let signedOutHintUnused = true;
/** The page the shell was answered for: the hint speaks of that moment only. */
const shellPath = typeof window === 'undefined' ? null : window.location.pathname;

/** The shell's boot data, or null when it carries none (a session cookie was sent). */
export function readAdminBoot(doc: Document = document): AdminBoot | null {
  const text = doc.getElementById(ADMIN_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<AdminBoot>;
    if (data.session !== 'none' || typeof data.setupNeeded !== 'boolean') return null;
    return { session: 'none', setupNeeded: data.setupNeeded };
  } catch {
    return null;
  }
}

/**
 * True once, for the first session check made on the page the shell was answered for: it may
 * trust the shell's "signed out". Any later check (after a sign-in, a refetch, or on another
 * screen, such as after accepting an invitation) asks the server.
 */
export function takeSignedOutHint(doc: Document = document): boolean {
  if (!signedOutHintUnused) return false;
  signedOutHintUnused = false;
  if (window.location.pathname !== shellPath) return false;
  return readAdminBoot(doc) !== null;
}
