// The one guard of every route that checks an organiser's password or second factor (the list:
// admin/guarded-account.ts). Each check counts against the client address and against the
// account, in the rate-limit store every server copy shares; too many failures lock the account
// for a while, with an audit entry; and a TOTP code is claimed before better-auth checks it, so
// it opens one session only.
import { ADMIN_ERROR_CODES } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_BASE_PATH, type OrganiserAuth } from '../admin/auth.ts';
import { GUARDED_ROUTES, guardedAccount, type GuardedAccount } from '../admin/guarded-account.ts';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { claimTotpCode, releaseTotpClaim, type TotpClaim } from '../db/queries/totp-claims.ts';
import { ApiError } from '../lib/api-error.ts';
import type { KeyLock, RateLimiter } from '../lib/rate-limiter.ts';

/** The lock that too many failures of one account lead to. */
export interface AccountLockout {
  /** Failures per account; its window is the span they must fall in (an hour). */
  failures: RateLimiter;
  /** Failures within the window that lock the account. */
  threshold: number;
  locks: KeyLock;
  /** How long a lock lasts, in seconds. */
  lockSeconds: number;
}

export interface PasswordGuardDeps {
  db: Database;
  clock: () => Date;
  auth: () => Promise<OrganiserAuth>;
  clientAddress: (c: Context) => string;
  /** Checks per client address (`AUTH_SIGNIN_RATE_LIMIT` a minute); null: none. */
  addressLimiter: RateLimiter | null;
  /** Checks per account (`AUTH_ACCOUNT_RATE_LIMIT` a minute); null: none. */
  accountLimiter: RateLimiter | null;
  /** null: accounts are never locked. */
  lockout: AccountLockout | null;
}

const ADDRESS_REFUSAL = 'Too many sign-in attempts from this address. Try again in a minute.';
const ACCOUNT_REFUSAL = 'Too many attempts for this account. Try again in a minute.';

/** better-auth's TOTP codes: six digits (only those are claimed; it refuses anything else). */
const TOTP_CODE = /^\d{6}$/;
const VERIFY_TOTP_ROUTE = '/two-factor/verify-totp';

/** Answers `429` with `Retry-After` unless `limiter` has budget left for `key`. */
async function spend(limiter: RateLimiter | null, key: string, message: string): Promise<void> {
  const decision = await limiter?.consume(key);
  if (decision && !decision.allowed) {
    throw new ApiError(429, API_ERROR_CODES.rateLimited, message, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
}

/** The request's JSON body as an object, or null (better-auth answers anything else itself). */
async function jsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    // Read once: Hono keeps the bytes for the better-auth handler after this.
    const parsed: unknown = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether `response` is the refusal of a weak new password (see admin/new-password-hook.ts). */
async function refusedNewPassword(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === ADMIN_ERROR_CODES.weakPassword;
}

/**
 * Guards better-auth's password and second-factor routes (other requests pass untouched). Put it
 * after the body cap and before the handler that calls better-auth.
 */
export function passwordGuard(deps: PasswordGuardDeps): MiddlewareHandler {
  const { db, lockout } = deps;

  const refuseIfLocked = async (account: GuardedAccount) => {
    const seconds = (await lockout?.locks.lockedFor(account.key)) ?? 0;
    if (seconds > 0) {
      const minutes = Math.ceil(seconds / 60);
      throw new ApiError(
        429,
        ADMIN_ERROR_CODES.accountLocked,
        `This account is locked for a while after too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'Retry-After': String(seconds) },
      );
    }
  };

  const recordFailure = async (c: Context, account: GuardedAccount) => {
    if (!lockout) return;
    const { count } = await lockout.failures.consume(account.key);
    if (count < lockout.threshold) return;
    await lockout.locks.lock(account.key, lockout.lockSeconds);
    await recordAudit(db, {
      actor: deps.clientAddress(c),
      action: 'account-lock',
      target: account.email,
      at: deps.clock(),
    });
  };

  /** Claims a TOTP code before better-auth sees it; a code used already is refused here. */
  const claimCode = async (c: Context, account: GuardedAccount | null, code: unknown) => {
    if (!account?.organiserId || typeof code !== 'string' || !TOTP_CODE.test(code)) return null;
    const claim = await claimTotpCode(db, {
      organiserId: account.organiserId,
      code,
      now: deps.clock(),
    });
    if (claim) return claim;
    await recordFailure(c, account);
    throw new ApiError(
      401,
      ADMIN_ERROR_CODES.codeUsed,
      'This code has been used already. Enter the next one your app shows.',
    );
  };

  return async (c, next) => {
    const route = c.req.path.startsWith(AUTH_BASE_PATH)
      ? c.req.path.slice(AUTH_BASE_PATH.length)
      : '';
    const source = GUARDED_ROUTES.get(route);
    if (c.req.method !== 'POST' || !source) return next();

    const body = await jsonObject(c);
    const account = await guardedAccount(source, c, body, await deps.auth());
    if (account) await refuseIfLocked(account);
    await spend(deps.addressLimiter, deps.clientAddress(c), ADDRESS_REFUSAL);
    if (account) await spend(deps.accountLimiter, account.key, ACCOUNT_REFUSAL);
    const claim: TotpClaim | null =
      route === VERIFY_TOTP_ROUTE ? await claimCode(c, account, body?.code) : null;

    await next();

    const { status } = c.res;
    if (claim && status !== 200) await releaseTotpClaim(db, claim);
    // A refused secret or request; a failure on our side (5xx) is no guess, nor is a new
    // password refused as too weak (refused before any secret is checked).
    if (account && status >= 400 && status < 500 && !(await refusedNewPassword(c.res))) {
      await recordFailure(c, account);
    }
  };
}
