// better-auth's own routes that set a new password (changing it; resetting it with an e-mailed
// link) meet the same rule as a new organiser's: checked in a before-hook on the body
// better-auth itself parsed, so no way of sending it slips past.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { passwordProblem } from './organisers.ts';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's routes whose body's `newPassword` becomes an organiser's password. */
const NEW_PASSWORD_ROUTES = new Set(['/change-password', '/reset-password']);

/**
 * The address of the account whose password changes, a word the password must not lean on: the
 * signed-in organiser's, or for a reset the one its token was made for (none: unknown token,
 * which better-auth refuses after this).
 */
async function accountEmail(ctx: AuthContext): Promise<string | undefined> {
  if (ctx.path === '/reset-password') {
    const body = ctx.body as { token?: unknown } | undefined;
    const token = body?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return undefined;
    const adapter = ctx.context.internalAdapter;
    const verification = await adapter.findVerificationValue(`reset-password:${token}`);
    if (!verification) return undefined;
    return (await adapter.findUserById(verification.value))?.email;
  }
  const session = await getSessionFromCtx(ctx, { disableRefresh: true }).catch(() => null);
  return session?.user.email;
}

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
  const problem = passwordProblem(next, await accountEmail(ctx));
  if (problem) {
    throw new APIError('BAD_REQUEST', { code: ADMIN_ERROR_CODES.weakPassword, message: problem });
  }
});
