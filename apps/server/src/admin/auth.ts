// Organiser accounts with better-auth: e-mail + password (public sign-up off: organisers come
// from ADMIN_EMAIL, the CLI, the first-run form or an invitation), sessions in our database
// through its Drizzle adapter (so every server copy shares them), TOTP through its two-factor
// plugin. Its own rate limit is off: sign-in attempts are counted by the server's rate-limit
// store (see routes/admin.ts), the one store every copy of the server shares.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Database } from '../db/client.ts';
import {
  organiserAccounts,
  organisers,
  organiserSessions,
  organiserTwoFactors,
  organiserVerifications,
} from '../db/schema/organisers.ts';
import { refuseWeakNewPassword } from './new-password-hook.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './organisers.ts';
import { scryptPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import type { passwordResetOptions } from './password-reset.ts';

/** better-auth's routes live under this path (its default). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The request header that carries the client address to better-auth (it records it with each
 * session). The server sets it from the socket (or a trusted proxy) and drops any value a
 * client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vibe-client-address';

/** How long an organiser stays signed in without activity, in seconds (7 days). */
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface OrganiserAuthOptions {
  db: Database;
  secret: string;
  /** `PUBLIC_URL`; unset, better-auth takes each request's own origin. */
  publicUrl: string | undefined;
  /** How passwords are hashed and checked (default better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
  /** "Forgot password?" by e-mail (password-reset.ts); absent without SMTP_URL: no reset. */
  passwordReset?: ReturnType<typeof passwordResetOptions>;
}

/** The request's own origin (scheme, host, port), which is the page's origin for /admin. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** better-auth's session cookie, with or without the `__Secure-` prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=[^;\s]/;

/** Whether a `Cookie` header carries a session cookie (sent, not necessarily still good). */
export function sendsSessionCookie(cookieHeader: string | undefined | null): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/**
 * `response` with `Secure` on every cookie it sets when the page's origin is https: a session
 * cookie must never travel over plain HTTP from an https dashboard.
 */
export function withSecureCookies(response: Response, pageIsHttps: boolean): Response {
  const cookies = response.headers.getSetCookie();
  if (!pageIsHttps || cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) {
    headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Builds the better-auth instance on our database. */
export function createOrganiserAuth(options: OrganiserAuthOptions) {
  return betterAuth({
    appName: 'Vibe Together',
    basePath: AUTH_BASE_PATH,
    ...(options.publicUrl ? { baseURL: options.publicUrl } : {}),
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        organisers,
        organiserSessions,
        organiserAccounts,
        organiserVerifications,
        organiserTwoFactors,
      },
    }),
    user: {
      modelName: 'organisers',
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'viewer' },
      },
    },
    session: { modelName: 'organiserSessions', expiresIn: SESSION_TTL_SECONDS },
    account: { modelName: 'organiserAccounts' },
    verification: { modelName: 'organiserVerifications' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: options.passwordHasher ?? scryptPasswordHasher,
      ...options.passwordReset,
    },
    plugins: [
      twoFactor({
        issuer: 'Vibe Together',
        schema: { twoFactor: { modelName: 'organiserTwoFactors' } },
      }),
    ],
    // A new password meets the organiser password rule (length and strength), as everywhere.
    hooks: { before: refuseWeakNewPassword },
    rateLimit: { enabled: false },
    // Same-origin pages only: the dashboard is served by this server.
    trustedOrigins: (request) => (request ? [requestOrigin(request)] : []),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // better-auth fixes `Secure` once, at start; ours follows each request's page origin
      // (https PUBLIC_URL, https directly, or https per a trusted proxy), so the route adds it
      // (see withSecureCookies) and the cookie names stay the same on http and https.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // Its start-up advice (no fixed base URL: by design, the origin follows each request) is
    // noise; errors still show.
    logger: { level: 'error' },
  });
}

export type OrganiserAuth = ReturnType<typeof createOrganiserAuth>;
