// What a dashboard page can know before its script runs (issue 21): a browser that sends no
// session cookie is signed out, so the page is told so, with whether the first owner is still
// to be made (public, as `GET /api/admin/setup` is), and shows its form without asking.
import type { AdminBoot } from '@vibe/contracts/admin';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { sendsSessionCookie } from './auth.ts';
import { countOrganisers } from '../db/queries/admin-organisers.ts';

/**
 * The dashboard shell's boot data for this request, or undefined when the browser sends a
 * session cookie (only `/api/admin/me` can tell whether that session is still good).
 */
export function adminShellBoot(db: Database) {
  return async (c: Context): Promise<AdminBoot | undefined> => {
    if (sendsSessionCookie(c.req.header('cookie'))) return undefined;
    return { session: 'none', setupNeeded: (await countOrganisers(db)) === 0 };
  };
}
