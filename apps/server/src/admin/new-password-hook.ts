// better-auth's own routes that set a new password (changing it; resetting it, which has no mail
// to go by here but would take one) meet the same rule as a new organiser's: checked in a
// before-hook on the body better-auth itself parsed, so no way of sending it slips past.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { passwordProblem } from './organisers.ts';

/** better-auth's routes whose body's `newPassword` becomes an organiser's password. */
const NEW_PASSWORD_ROUTES = new Set(['/change-password', '/reset-password']);

/**
 * Refuses a weak `newPassword` with 400 `weak_password` and the reason, before better-auth
 * checks the current password: the refusal says nothing about that one.
 */
export const refuseWeakNewPassword = createAuthMiddleware(async (ctx) => {
  if (!NEW_PASSWORD_ROUTES.has(ctx.path)) return;
  const body: unknown = ctx.body;
  const next =
    body && typeof body === 'object' ? (body as { newPassword?: unknown }).newPassword : undefined;
  // Not a string: better-auth's own validation refuses it.
  if (typeof next !== 'string') return;
  const session = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  const problem = passwordProblem(next, session?.user.email);
  if (problem) {
    throw new APIError('BAD_REQUEST', { code: ADMIN_ERROR_CODES.weakPassword, message: problem });
  }
});
