// "Forgot password?" with better-auth's own reset flow (docs/product.md#e-mail): its
// `/request-password-reset` makes a one-time token and calls `sendResetPassword`, which queues
// our e-mail in the outbox; its `/reset-password` sets the new password (the strength rule is
// checked in new-password-hook.ts), ends every session and calls `onPasswordReset`. Only with
// SMTP_URL: without it the request is refused with what the operator sets, and nothing is queued.
// The guard in front counts each request per client address and per e-mail, like sign-in, and
// answers alike whether or not the address is an organiser's.
import { createHash } from 'node:crypto';
import {
  ADMIN_ERROR_CODES,
  PASSWORD_RESET_TTL_MINUTES,
  type AuditAction,
} from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { PASSWORD_RESET_MAIL_OFF_MESSAGE } from '@vibe/contracts/password-reset';
import { normalizeEmail } from '@vibe/contracts/email';
import { EMAIL_MAX_LENGTH } from '@vibe/contracts/limits';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { insertMail } from '../db/queries/mail.ts';
import { ApiError } from '../lib/api-error.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { passwordResetMessage } from '../mail/messages/password-reset.ts';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from './auth.ts';

export const REQUEST_RESET_PATH = `${AUTH_BASE_PATH}/request-password-reset`;
export const RESET_PATH = `${AUTH_BASE_PATH}/reset-password`;

/** What the reset flow needs to queue its e-mail and log its steps. */
export interface PasswordResetDeps {
  db: Database;
  clock: () => Date;
  /** The dashboard's origin for the e-mailed link: PUBLIC_URL, a trusted proxy's, or ours. */
  linkOrigin: (request: Request) => string;
}

/** The client address the server put on the request it hands better-auth (routes/admin.ts). */
function clientOf(request: Request | undefined): string {
  return request?.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}

interface ResetUser {
  email: string;
}

/** better-auth's `emailAndPassword` options of the reset flow, when e-mail is on. */
export function passwordResetOptions(deps: PasswordResetDeps) {
  const audit = (db: Database, action: AuditAction, actor: string, user: ResetUser) =>
    recordAudit(db, { actor, action, target: user.email, at: deps.clock() });
  return {
    resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_MINUTES * 60,
    /**
     * Queues the link's e-mail and its audit entry together. better-auth has stored the token
     * just before (a row of its own, not in this transaction): should this fail, the request
     * fails and that token, which nobody received, only waits to expire.
     */
    sendResetPassword: async (
      { user, token }: { user: ResetUser; token: string },
      request?: Request,
    ) => {
      const origin = request ? deps.linkOrigin(request) : undefined;
      if (!origin) throw new Error('a password reset needs its request to build the link');
      await deps.db.transaction(async (tx) => {
        await insertMail(tx, [passwordResetMessage(origin, user.email, token)], deps.clock());
        await audit(tx, 'password-reset-request', clientOf(request), user);
      });
    },
    onPasswordReset: async ({ user }: { user: ResetUser }) => {
      await audit(deps.db, 'password-reset', user.email, user);
    },
  };
}

export interface PasswordResetGuardDeps {
  /** E-mail is on (`SMTP_URL`). */
  mailOn: boolean;
  clientAddress: (c: Context) => string;
  /** Requests per client address, shared with sign-in (`AUTH_SIGNIN_RATE_LIMIT`); null: none. */
  addressLimiter: RateLimiter | null;
  /** Requests per e-mail a minute (`AUTH_ACCOUNT_RATE_LIMIT`); null: none. */
  accountLimiter: RateLimiter | null;
  /** Reset e-mails per address over a longer span, so no inbox is flooded; null: none. */
  mailLimiter: RateLimiter | null;
}

const ADDRESS_REFUSAL = 'Too many attempts from this address. Try again in a minute.';
const EMAIL_REFUSAL = 'Too many reset requests for this address. Try again later.';

async function spend(limiter: RateLimiter | null, key: string, message: string): Promise<void> {
  const decision = await limiter?.consume(key);
  if (decision && !decision.allowed) {
    throw new ApiError(429, API_ERROR_CODES.rateLimited, message, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
}

/** The request body's normalised `email`, or '' (better-auth refuses a body without one). */
async function emailOf(c: Context): Promise<string> {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    const raw = body && typeof body === 'object' ? (body as { email?: unknown }).email : '';
    const email = typeof raw === 'string' ? normalizeEmail(raw) : '';
    return email.length <= EMAIL_MAX_LENGTH ? email : '';
  } catch {
    return '';
  }
}

/**
 * In front of better-auth's reset routes: without e-mail the request is refused (404
 * `mail_off`, saying what to set); with it, each request spends the client address's budget and
 * the e-mail's, whether or not an organiser has it, so the answers never tell.
 */
export function passwordResetGuard(deps: PasswordResetGuardDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const requesting = c.req.path === REQUEST_RESET_PATH;
    if (!requesting && c.req.path !== RESET_PATH) return next();
    if (!deps.mailOn)
      throw new ApiError(404, ADMIN_ERROR_CODES.mailOff, PASSWORD_RESET_MAIL_OFF_MESSAGE);
    await spend(deps.addressLimiter, deps.clientAddress(c), ADDRESS_REFUSAL);
    if (requesting) {
      const email = await emailOf(c);
      if (email) {
        // Its own key, so asking for resets never uses up the account's sign-in budget.
        const key = `reset:${createHash('sha256').update(email).digest('base64url')}`;
        await spend(deps.accountLimiter, key, EMAIL_REFUSAL);
        await spend(deps.mailLimiter, key, EMAIL_REFUSAL);
      }
    }
    return next();
  };
}
