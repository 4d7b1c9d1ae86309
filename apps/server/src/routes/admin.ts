// The organisers' side of the server: better-auth at /api/auth/* and the dashboard's API at
// /api/admin/* (docs/product.md#dashboard).
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono, type Context } from 'hono';
import { timing } from 'hono/timing';
import {
  AUTH_BASE_PATH,
  createOrganiserAuth,
  sendsSessionCookie,
  withSecureCookies,
  type OrganiserAuth,
} from '../admin/auth.ts';
import { lazyAuditKey } from '../admin/erased-person.ts';
import type { PasswordHasher } from '../admin/password-hasher.ts';
import { passwordResetGuard, passwordResetOptions } from '../admin/password-reset.ts';
import type { PlatformCallEraser } from '../admin/platform-calls.ts';
import { loadAuthSecret } from '../admin/settings.ts';
import type { Database } from '../db/client.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { bodyCap } from '../middleware/json-body.ts';
import { noStore } from '../middleware/no-store.ts';
import { passwordGuard, type AccountLockout } from '../middleware/password-guard.ts';
import { refuseBidiControlsInBody } from '../middleware/plain-text-fields.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { withoutSessionTokens } from '../admin/session-token.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { expectedOrigin, pageOrigin } from '../lib/origins.ts';
import {
  findOrganiser,
  requireOrganiser,
  sameOriginOnly,
  withClientAddress,
  type AdminEnv,
  type Organiser,
} from '../middleware/admin-session.ts';
import { adminAccountRoutes, adminPublicRoutes } from './admin-accounts.ts';
import { adminAnswerRoutes } from './admin-answers.ts';
import { adminExportRoutes } from './admin-export.ts';
import { adminInterviewRoutes } from './admin-interview.ts';
import { adminInterviewTryRoutes } from './admin-interview-try.ts';
import { adminOrganiserRoutes } from './admin-organisers.ts';
import { adminPeopleRoutes } from './admin-people.ts';
import { adminPeopleBulkRoutes } from './admin-people-bulk.ts';
import { adminPeopleWorkRoutes } from './admin-people-work.ts';
import { adminRecordingRoutes } from './admin-recordings.ts';
import { adminNotificationRoutes } from './admin-notifications.ts';
import { adminSettingsRoutes } from './admin-settings.ts';
import { adminWebhookRoutes } from './admin-webhooks.ts';
import type { RecordingAccess } from '../admin/recordings.ts';
import type { Logger } from '../logger.ts';
import type { InterviewChangeLock } from '../interview-versions/change-lock.ts';
import type { InterviewPlatform } from '../interview-versions/interview-platform.ts';

export interface AdminDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string | undefined;
  trustProxy: boolean;
  authSecret: string | undefined;
  /**
   * Counts password and second-factor checks (and setup-code tries) per client address, in the
   * shared store; null: no limit.
   */
  signInLimiter: RateLimiter | null;
  /** Counts the same checks per organiser account; null: no limit. */
  accountLimiter: RateLimiter | null;
  /** Locks an account after too many failed checks; null: never. */
  lockout: AccountLockout | null;
  clientAddress: (c: Context) => string;
  /** The local platform's recordings (local mode); hosted recordings are read from their URLs. */
  recordings?: RecordingAccess;
  /** The hosts hosted recordings may be streamed from (`RECORDING_HOSTS`). */
  recordingHosts: readonly string[];
  /** Fetches hosted recordings (default: the global fetch; tests give their own). */
  recordingFetch?: typeof fetch;
  logger?: Logger;
  /** Deletes an erased person's calls on the voice platform. */
  platformCalls: PlatformCallEraser;
  /** How organisers' passwords are hashed and checked (default better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
  /** The interview assistant the Interview screen changes (or why it cannot). */
  interviewPlatform: InterviewPlatform;
  /** Runs one change of the interview at a time, across server copies. */
  interviewLock: InterviewChangeLock;
  /** Counts each organiser's voice samples, in the shared store; null or absent: no limit. */
  sampleLimiter?: RateLimiter | null;
  /** Counts each organiser's test calls, in the shared store; null or absent: no limit. */
  testCallLimiter?: RateLimiter | null;
  /** `WEBHOOKS_ALLOW_PRIVATE`: endpoints may be at private addresses (absent: no). */
  webhooksAllowPrivate?: boolean;
  /** `SMTP_URL` is set: the server sends e-mail (absent: no). */
  emailEnabled?: boolean;
  /**
   * Where e-mailed links point when neither PUBLIC_URL nor a trusted proxy says: the server's
   * own address, never a request's Host (default `http://localhost`).
   */
  ownOrigin?: string;
  /** Counts password-reset e-mails per address over an hour; null or absent: no limit. */
  resetMailLimiter?: RateLimiter | null;
}

const SETUP_REFUSAL = 'Too many setup attempts from this address. Try again in a minute.';

/**
 * better-auth is built on the first request that needs it: its secret may have to be read from
 * (or first stored in) the database. A failed build is retried by the next request.
 */
function lazyAuth(
  deps: AdminDeps,
  linkOrigin: (request: Request) => string,
): () => Promise<OrganiserAuth> {
  let building: Promise<OrganiserAuth> | undefined;
  return () => {
    building ??= loadAuthSecret(deps.db, deps.authSecret)
      .then((secret) =>
        createOrganiserAuth({
          db: deps.db,
          secret,
          publicUrl: deps.publicUrl,
          ...(deps.passwordHasher ? { passwordHasher: deps.passwordHasher } : {}),
          ...(deps.emailEnabled
            ? {
                passwordReset: passwordResetOptions({ db: deps.db, clock: deps.clock, linkOrigin }),
              }
            : {}),
        }),
      )
      .catch((error: unknown) => {
        building = undefined;
        throw error;
      });
    return building;
  };
}

const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;

/** better-auth's routes whose success completes a sign-in (the password alone may not). */
const SIGN_IN_COMPLETIONS = new Set([
  SIGN_IN_PATH,
  ...['/two-factor/verify-totp', '/two-factor/verify-backup-code'].map(
    (path) => `${AUTH_BASE_PATH}${path}`,
  ),
]);

/**
 * Audits a completed sign-in: a successful answer that names its organiser. A password that
 * still needs the TOTP code answers `{twoFactorRedirect: true}` and is not one yet.
 */
async function auditSignIn(db: Database, request: Request, response: Response): Promise<void> {
  const path = new URL(request.url).pathname;
  if (!SIGN_IN_COMPLETIONS.has(path) || response.status !== 200) return;
  // A TOTP check made with a full session is turning two-factor on, not signing in.
  if (path !== SIGN_IN_PATH && sendsSessionCookie(request.headers.get('cookie'))) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { email?: unknown } } | null;
  const email = body?.user?.email;
  if (typeof email === 'string')
    await recordAudit(db, { actor: email, action: 'sign-in', target: null });
}

/** What the rest of the server may ask of the organisers' side once it is mounted. */
export interface MountedAdmin {
  /** The organiser whose session cookie a request carries (null: none, or no longer good). */
  organiserOf: (c: Context) => Promise<Organiser | null>;
}

/** Adds `/api/auth/*` and `/api/admin/*` to `app`. */
export function mountAdmin(app: Hono, deps: AdminDeps): MountedAdmin {
  const origins = {
    publicOrigin: deps.publicUrl && new URL(deps.publicUrl).origin,
    trustProxy: deps.trustProxy,
  };
  const origin = (c: Context) => expectedOrigin(c.req.raw, origins);
  // Links that leave in e-mail: a request's Host is whatever its sender wrote, so never that.
  const linkOrigin = (request: Request) =>
    pageOrigin(request, { ...origins, listening: [deps.ownOrigin ?? 'http://localhost'] });
  const auth = lazyAuth(deps, linkOrigin);

  app.use(`${AUTH_BASE_PATH}/*`, noStore);
  app.use('/api/admin/*', noStore);
  // The setup code is 80 random bits, so no account budget: the address limit keeps scripts slow.
  if (deps.signInLimiter) {
    app.post('/api/admin/setup', rateLimit(deps.signInLimiter, deps.clientAddress, SETUP_REFUSAL));
  }

  app.on(
    ['GET', 'POST'],
    `${AUTH_BASE_PATH}/*`,
    // Sign-in too needs the dashboard's own Origin (no login CSRF), as every admin change does.
    sameOriginOnly(origins),
    bodyCap(JSON_BODY_MAX_BYTES),
    refuseBidiControlsInBody([`${AUTH_BASE_PATH}/update-user`]),
    passwordResetGuard({
      mailOn: deps.emailEnabled ?? false,
      clientAddress: deps.clientAddress,
      addressLimiter: deps.signInLimiter,
      accountLimiter: deps.accountLimiter,
      mailLimiter: deps.resetMailLimiter ?? null,
    }),
    passwordGuard({
      db: deps.db,
      clock: deps.clock,
      auth,
      clientAddress: deps.clientAddress,
      addressLimiter: deps.signInLimiter,
      accountLimiter: deps.accountLimiter,
      lockout: deps.lockout,
    }),
    async (c) => {
      // better-auth records this header with the session; only the server decides its value.
      const headers = withClientAddress(c, deps.clientAddress(c));
      const body = c.req.method === 'POST' ? await c.req.arrayBuffer() : undefined;
      // better-auth sees the page's own origin (behind a trusted proxy: the forwarded scheme),
      // so its same-origin check accepts the dashboard's https pages.
      const page = origin(c);
      const { pathname, search } = new URL(c.req.url);
      const response = await (
        await auth()
      ).handler(
        new Request(`${page}${pathname}${search}`, { method: c.req.method, headers, body }),
      );
      if (c.req.method === 'POST') await auditSignIn(deps.db, c.req.raw, response);
      return withSecureCookies(await withoutSessionTokens(response), page.startsWith('https:'));
    },
  );

  const admin = new Hono<AdminEnv>();
  // `Server-Timing: total;dur=…` on every answer: the server's own time (the bench reads it).
  admin.use(timing({ crossOrigin: false }));
  admin.use(sameOriginOnly(origins));
  const accountDeps = {
    db: deps.db,
    clock: deps.clock,
    origin,
    emailEnabled: deps.emailEnabled ?? false,
    linkOrigin: (c: Context) => linkOrigin(c.req.raw),
    ...(deps.passwordHasher ? { passwordHasher: deps.passwordHasher } : {}),
  };
  admin.route('/', adminPublicRoutes(accountDeps));
  admin.use(requireOrganiser(auth));
  const peopleDeps = {
    db: deps.db,
    clock: deps.clock,
    platformCalls: deps.platformCalls,
    auditKey: lazyAuditKey(deps.db, deps.authSecret),
  };
  admin.route('/', adminPeopleRoutes(peopleDeps));
  admin.route('/', adminPeopleWorkRoutes(deps));
  admin.route('/', adminPeopleBulkRoutes(peopleDeps));
  admin.route(
    '/',
    adminRecordingRoutes({
      db: deps.db,
      recordings: deps.recordings,
      hosts: deps.recordingHosts,
      ...(deps.logger ? { logger: deps.logger } : {}),
      ...(deps.recordingFetch ? { fetch: deps.recordingFetch } : {}),
    }),
  );
  admin.route('/export', adminExportRoutes(deps));
  admin.route('/', adminAccountRoutes(accountDeps));
  admin.route('/', adminOrganiserRoutes(deps));
  admin.route(
    '/',
    adminInterviewRoutes({
      ...deps,
      platform: deps.interviewPlatform,
      lock: deps.interviewLock,
      sampleLimiter: deps.sampleLimiter ?? null,
    }),
  );
  admin.route('/', adminInterviewTryRoutes(deps));
  admin.route('/', adminAnswerRoutes(deps));
  admin.route('/', adminSettingsRoutes(deps));
  admin.route('/', adminNotificationRoutes(deps));
  admin.route('/webhooks', adminWebhookRoutes(deps));
  app.route('/api/admin', admin);
  return { organiserOf: async (c) => findOrganiser(await auth(), c) };
}
