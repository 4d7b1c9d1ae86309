// Guards of /api/admin: a same-origin check on every state-changing request (CSRF), the
// organiser's session (401 without one) and the owner role (403 for a viewer).
import { ADMIN_ERROR_CODES, type MeAnswer } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { Context, MiddlewareHandler } from 'hono';
import { CLIENT_ADDRESS_HEADER, type OrganiserAuth } from '../admin/auth.ts';
import { ApiError } from '../lib/api-error.ts';
import { expectedOrigin, type OriginPolicy } from '../lib/origins.ts';

/** The signed-in organiser, as the admin routes see it: what `GET /api/admin/me` answers. */
export type Organiser = MeAnswer;

export interface AdminEnv {
  Variables: { organiser: Organiser };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a state-changing request whose `Origin` is missing or another site's (`403`). */
export function sameOriginOnly(
  origins: Pick<OriginPolicy, 'publicOrigin' | 'trustProxy'>,
): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || origin !== expectedOrigin(c.req.raw, origins)) {
        throw new ApiError(
          403,
          ADMIN_ERROR_CODES.forbidden,
          'This request must come from the dashboard itself (same-origin Origin header).',
        );
      }
    }
    await next();
  };
}

/** The request's headers plus the client address better-auth reads (never the client's own). */
export function withClientAddress(c: Context, address?: string): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return headers;
}

/** The organiser whose session cookie `c` carries, or null when it carries no good one. */
export async function findOrganiser(auth: OrganiserAuth, c: Context): Promise<Organiser | null> {
  const found = await auth.api.getSession({ headers: withClientAddress(c) });
  if (!found) return null;
  const { user } = found;
  return {
    id: user.id,
    email: user.email,
    role: user.role === 'owner' ? 'owner' : 'viewer',
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/** Needs an organiser session (`401 unauthorized` without one); sets `organiser`. */
export function requireOrganiser(auth: () => Promise<OrganiserAuth>): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const organiser = await findOrganiser(await auth(), c);
    if (!organiser) {
      throw new ApiError(401, API_ERROR_CODES.unauthorized, 'Sign in as an organiser first.');
    }
    c.set('organiser', organiser);
    await next();
  };
}

/** Only an owner may go on (`403 forbidden` for a viewer). */
export const requireOwner: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.get('organiser').role !== 'owner') {
    throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, 'Only an owner may do this.');
  }
  await next();
};
