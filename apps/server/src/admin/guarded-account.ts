// Which organiser account a password or second-factor check is about, for its budget and its
// lock (see middleware/password-guard.ts): the e-mail of a sign-in, the signed-in organiser, or
// the organiser whose sign-in waits for its second factor.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@vibe/contracts/email';
import { EMAIL_MAX_LENGTH } from '@vibe/contracts/limits';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { withClientAddress } from '../middleware/admin-session.ts';
import type { OrganiserAuth } from './auth.ts';

/** Where a route's account comes from. */
type AccountSource = 'sign-in' | 'session' | 'session-or-pending';

/**
 * better-auth's routes (under its base path) that check a password or a second factor; every
 * other of its routes checks neither (sign-up is off, password resets have no mail to go by).
 */
export const GUARDED_ROUTES: ReadonlyMap<string, AccountSource> = new Map([
  ['/sign-in/email', 'sign-in'],
  ['/verify-password', 'session'],
  ['/change-password', 'session'],
  // Off (no `user.deleteUser`), but it would take the password.
  ['/delete-user', 'session'],
  ['/two-factor/enable', 'session'],
  ['/two-factor/disable', 'session'],
  ['/two-factor/get-totp-uri', 'session'],
  ['/two-factor/generate-backup-codes', 'session'],
  ['/two-factor/verify-totp', 'session-or-pending'],
  ['/two-factor/verify-backup-code', 'session-or-pending'],
  // Off (no `otpOptions.sendOTP`), but it would take a code.
  ['/two-factor/verify-otp', 'session-or-pending'],
]);

/** The account a check counts against. */
export interface GuardedAccount {
  /** The store's key: a hash of the e-mail (fixed length, no address in the store). */
  key: string;
  /** The normalised e-mail (for the audit log). */
  email: string;
  /** The organiser's id; undefined for a sign-in, whose e-mail may name no organiser. */
  organiserId?: string;
}

/** better-auth's cookie of a sign-in that waits for its second factor (two-factor plugin). */
const TWO_FACTOR_COOKIE = 'two_factor';

function accountOf(email: string, organiserId?: string): GuardedAccount {
  const key = createHash('sha256').update(email).digest('base64url');
  return { key, email, ...(organiserId ? { organiserId } : {}) };
}

/**
 * The account of a request to a guarded route; null when none can be told (no e-mail, no
 * session): better-auth then refuses it without checking a secret.
 * @param body the request's JSON body (null when it is not a JSON object)
 */
export async function guardedAccount(
  source: AccountSource,
  c: Context,
  body: Record<string, unknown> | null,
  auth: OrganiserAuth,
): Promise<GuardedAccount | null> {
  if (source === 'sign-in') {
    // Any e-mail counts, an unknown one too: the answers never tell which accounts exist.
    const email = typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
    return email && email.length <= EMAIL_MAX_LENGTH ? accountOf(email) : null;
  }
  const session = await auth.api.getSession({
    headers: withClientAddress(c),
    query: { disableRefresh: true },
  });
  if (session) return accountOf(session.user.email, session.user.id);
  return source === 'session-or-pending' ? pendingTwoFactorAccount(c, auth) : null;
}

/**
 * The organiser of a sign-in waiting for its second factor: better-auth's signed cookie names a
 * verification row whose value is the organiser's id (see its two-factor plugin).
 */
async function pendingTwoFactorAccount(
  c: Context,
  auth: OrganiserAuth,
): Promise<GuardedAccount | null> {
  const context = await auth.$context;
  const signed = getCookie(c, context.createAuthCookie(TWO_FACTOR_COOKIE).name);
  const identifier = signed && verifiedCookieValue(signed, context.secret);
  if (!identifier) return null;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) return null;
  const organiser = await context.internalAdapter.findUserById(pending.value);
  return organiser ? accountOf(organiser.email, organiser.id) : null;
}

/** The value of a cookie signed the way better-auth signs them (`value.base64(HMAC-SHA256)`). */
function verifiedCookieValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
