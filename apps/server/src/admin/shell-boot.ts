// What a dashboard page can know before its script runs. The server answers each
// page under /admin with the dashboard's shell and, in a JSON data block, who is signed in
// (`AdminBoot`): the organiser of a good session cookie, or nobody, with whether the first
// owner is still to be made (public, as `GET /api/admin/setup` is). The page then needs no
// session check before its first screen. Signed out, the shell is the one with the sign-in (or
// first-run) form already rendered in it, painted before any script arrives.
import { signedOutScreen, type AdminBoot } from '@vibe/contracts/admin';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { describeError } from '../lib/describe-error.ts';
import { countOrganisers } from '../db/queries/admin-organisers.ts';
import type { Logger } from '../logger.ts';
import { requestLogger } from '../middleware/request-id.ts';
import type { Organiser } from '../middleware/admin-session.ts';
import type { ShellAnswer } from '../routes/web-app.ts';
import { sendsSessionCookie } from './auth.ts';

/** The invitation and password-reset pages render their own screens signed out, not sign-in. */
const OWN_SCREEN_PAGE = /^\/admin\/(?:invite|forgot-password|reset-password)(?:\/|$)/i;

export interface AdminShellDeps {
  db: Database;
  /** The organiser of the request's session cookie (null: none, or no longer good). */
  organiserOf: (c: Context) => Promise<Organiser | null>;
  /** The server sends e-mail (`SMTP_URL`): "Forgot password?" can mail a link. */
  mailEnabled: boolean;
  logger?: Logger;
}

/**
 * The dashboard shell for a request: its boot data, and which prerendered screen it carries. A
 * failed look-up (the database away) answers the plain shell without boot data: the page then
 * asks the API itself, and says what went wrong as any screen does.
 */
export function adminShell({ db, organiserOf, mailEnabled, logger }: AdminShellDeps) {
  return async (c: Context): Promise<ShellAnswer | undefined> => {
    try {
      if (sendsSessionCookie(c.req.header('cookie'))) {
        const organiser = await organiserOf(c);
        if (organiser) {
          // Names the organiser: no cache may keep it, the browser's own included.
          return {
            data: { session: 'organiser', me: organiser } satisfies AdminBoot,
            private: true,
          };
        }
      }
      const setupNeeded = (await countOrganisers(db)) === 0;
      const boot: AdminBoot = { session: 'none', setupNeeded, mailEnabled };
      if (OWN_SCREEN_PAGE.test(c.req.path)) return { data: boot };
      return { data: boot, variant: signedOutScreen(setupNeeded) };
    } catch (error) {
      const { stack: _stack, ...summary } = describeError(error);
      if (logger)
        requestLogger(c, logger).warn('dashboard shell: could not tell who is signed in', {
          path: c.req.path,
          ...summary,
        });
      return undefined;
    }
  };
}
