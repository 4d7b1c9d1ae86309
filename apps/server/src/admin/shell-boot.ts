// What a dashboard page can know before its script runs (issue 21): a browser that sends no
// session cookie is signed out, so the page is told so, with whether the first owner is still
// to be made (public, as `GET /api/admin/setup` is), and shows its form without asking.
import type { AdminBoot } from '@vibe/contracts/admin';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { countOrganisers } from '../db/queries/admin-organisers.ts';

/** better-auth's session cookie, with or without the `__Secure-` prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=[^;\s]/;

/**
 * The dashboard shell's boot data for this request, or undefined when the browser sends a
 * session cookie (only `/api/admin/me` can tell whether that session is still good).
 */
export function adminShellBoot(db: Database) {
  return async (c: Context): Promise<AdminBoot | undefined> => {
    if (SESSION_COOKIE.test(c.req.header('cookie') ?? '')) return undefined;
    return { session: 'none', setupNeeded: (await countOrganisers(db)) === 0 };
  };
}
