import { ADMIN_BOOT_ELEMENT_ID, type AdminBoot, type MeAnswer } from '@vibe/contracts/admin';

// What the server put in the dashboard's shell (`AdminBoot`): who is signed in, or
// that nobody is and whether the first owner is still to be made. The page shows its first
// screen without first asking `/api/admin/me` and `/api/admin/setup`, a round trip saved on a
// slow connection.

const ROLES = new Set<string>(['owner', 'viewer']);

function isMeAnswer(value: unknown): value is MeAnswer {
  const me = value as Partial<MeAnswer> | null;
  return (
    typeof me === 'object' &&
    me !== null &&
    typeof me.id === 'string' &&
    typeof me.email === 'string' &&
    typeof me.role === 'string' &&
    ROLES.has(me.role) &&
    typeof me.twoFactorEnabled === 'boolean'
  );
}

/** The shell's boot data, or null when it carries none or none that makes sense. */
export function readAdminBoot(doc: Document | undefined = globalThis.document): AdminBoot | null {
  const text = doc?.getElementById(ADMIN_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as {
      session?: unknown;
      setupNeeded?: unknown;
      mailEnabled?: unknown;
      me?: unknown;
    };
    if (data.session === 'none' && typeof data.setupNeeded === 'boolean') {
      // Only a server that says so sends e-mail: anything else reads as off.
      return {
        session: 'none',
        setupNeeded: data.setupNeeded,
        mailEnabled: data.mailEnabled === true,
      };
    }
    if (data.session === 'organiser' && isMeAnswer(data.me)) {
      const { id, email, role, twoFactorEnabled } = data.me;
      return { session: 'organiser', me: { id, email, role, twoFactorEnabled } };
    }
    return null;
  } catch {
    return null;
  }
}
