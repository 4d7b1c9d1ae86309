import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { clientAddress } from './lib/client-address.ts';
import { memoryRateLimitStore, type RateLimiter, type RateLimitStore } from './lib/rate-limiter.ts';
import { createLogger, type Logger } from './logger.ts';
import { keepConnectionUsable } from './middleware/early-refusal.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requestId } from './middleware/request-id.ts';
import { observeRequests } from './metrics/http-metrics.ts';
import { createMetrics, type ServerMetrics } from './metrics/server-metrics.ts';
import { countInterviewsByStatus } from './db/queries/interview-counts.ts';
import { describeError } from './lib/describe-error.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { mountAdmin } from './routes/admin.ts';
import { SAMPLES_PER_ORGANISER_PER_MINUTE } from './routes/admin-interview.ts';
import { TEST_CALLS_PER_ORGANISER_PER_MINUTE } from './routes/admin-interview-try.ts';
import { healthRoutes } from './routes/health.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { voiceConfigRoutes } from './routes/voice-config.ts';
import { webAppRoutes } from './routes/web-app.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { callReportRoutes } from './routes/call-reports.ts';
import { hostedVoiceConfig, type VoiceConfigProvider } from './voice-config.ts';
import { recordingUrlPolicy } from './call-reports/call-report.ts';
import type { RecordingAccess } from './admin/recordings.ts';
import { hostedCallEraser, type PlatformCallEraser } from './admin/platform-calls.ts';
import type { PasswordHasher } from './admin/password-hasher.ts';
import { adminShell } from './admin/shell-boot.ts';
import { completionNoticesFor } from './mail/notices.ts';
import { interviewChangeLock } from './interview-versions/change-lock.ts';
import {
  hostedInterviewPlatform,
  type InterviewPlatform,
} from './interview-versions/interview-platform.ts';

/** The web app's build output in this repository. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Everything the app needs from outside, so tests and other modes can swap any part. */
export interface AppDeps {
  /** The database (only the query handle and the readiness ping are used). */
  /** `kind` absent (a test's handle) runs interview changes one at a time in this process only. */
  database: Pick<DatabaseHandle, 'db' | 'ping'> & Partial<Pick<DatabaseHandle, 'kind'>>;
  config: ServerConfig;
  /** Current time (default: the system clock). */
  clock?: () => Date;
  /** Voice configuration for the landing page (default: the hosted platform from `VOICE_*`). */
  voiceConfig?: VoiceConfigProvider;
  /** Where rate limits count (default: this process's memory). */
  rateLimitStore?: RateLimitStore;
  /** Sign-up limiter (default: `SIGNUP_RATE_LIMIT` per minute in the store; null: none). */
  rateLimiter?: RateLimiter | null;
  /** True once a graceful shutdown began: `/readyz` answers 503 (default: never). */
  shuttingDown?: () => boolean;
  logger?: Logger;
  /** The built web app to serve (default `WEB_DIST_DIR` or apps/web/dist); null serves none. */
  webDistDir?: string | null;
  /** Client-side routes of the web app answered 200 (default `['/', '/admin']` and below it). */
  pageRoutes?: string[];
  /**
   * Adds routes of another part of the product (e.g. the local platform at `/platform`) after
   * `/api` and before the web app's catch-all. They get the security headers and JSON errors.
   */
  mount?: (app: Hono) => void;
  /**
   * The secret the voice platform's webhook must send (default `WEBHOOK_SECRET`); the local
   * platform supplies its own when none is configured.
   */
  webhookSecret?: string;
  /** More origins the page may connect to (CSP `connect-src`), e.g. the local platform's `ws:`. */
  connectSources?: string[];
  /** The local platform's call recordings, for the dashboard (local mode only). */
  recordings?: RecordingAccess;
  /**
   * Where the local platform's own recording URLs start (local mode): its reports' recording
   * URLs are kept although they are not on `RECORDING_HOSTS`.
   */
  ownRecordingUrlPrefix?: string;
  /** Fetches hosted recordings for the dashboard (default: the global fetch). */
  recordingFetch?: typeof fetch;
  /**
   * Deletes an erased person's calls on the voice platform (default: the hosted platform's
   * `DELETE /call/{id}` with `VOICE_PRIVATE_KEY`; the local platform supplies its own).
   */
  platformCalls?: PlatformCallEraser;
  /** How organisers' passwords are hashed and checked (default better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
  /**
   * The interview assistant the dashboard changes (default: the hosted one with
   * `VOICE_PRIVATE_KEY`, read-only without it; the local platform supplies its own).
   */
  interviewPlatform?: InterviewPlatform;
  /** Where the app counts what `/metrics` shows (default: its own registry). */
  metrics?: ServerMetrics;
  /**
   * The server's own address, where e-mailed links point when PUBLIC_URL is unset (startServer
   * gives its listening address; default `http://localhost:PORT`).
   */
  origin?: string;
}

/** How long an organiser account stays locked after too many failed checks. */
const ACCOUNT_LOCK_SECONDS = 15 * 60;
/** Password-reset e-mails one address may be sent in an hour. */
const RESET_MAILS_PER_HOUR = 5;
/** The span within which `AUTH_ACCOUNT_LOCK_FAILURES` failures lock an account. */
const ACCOUNT_FAILURE_WINDOW_SECONDS = 60 * 60;

/**
 * The limits on organisers' password and second-factor checks, in `store`. Password guessing
 * stays limited while the shared store is down: each copy counts (and locks) in memory then.
 */
function passwordLimits(config: ServerConfig, store: RateLimitStore) {
  const perMinute = (name: string, points: number) =>
    points > 0 ? store.limiter({ name, points, whenStoreDown: 'memory' }) : null;
  const threshold = config.authAccountLockFailures;
  return {
    signInLimiter: perMinute('sign-in', config.authSignInRateLimit),
    accountLimiter: perMinute('sign-in-account', config.authAccountRateLimit),
    // Reset e-mails to one address, over an hour: a script cannot fill an organiser's inbox.
    resetMailLimiter:
      config.authAccountRateLimit > 0
        ? store.limiter({
            name: 'password-reset-mail',
            points: RESET_MAILS_PER_HOUR,
            durationSeconds: 3600,
            whenStoreDown: 'memory',
          })
        : null,
    lockout:
      threshold > 0
        ? {
            failures: store.limiter({
              name: 'sign-in-failures',
              points: threshold,
              durationSeconds: ACCOUNT_FAILURE_WINDOW_SECONDS,
              whenStoreDown: 'memory',
            }),
            threshold,
            locks: store.lock('account'),
            lockSeconds: ACCOUNT_LOCK_SECONDS,
          }
        : null,
  };
}

/**
 * Builds the server's HTTP app: `/api` (shapes in @vibe/contracts), `/healthz`, `/readyz` and the
 * web app.
 * @example
 * const database = await createDatabase({ dataDir: 'memory://' });
 * const app = createApp({ database, config: loadConfig({}) });
 * const res = await app.request('/healthz');
 */
export function createApp(deps: AppDeps): Hono {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger ?? createLogger(config.logLevel);
  const rateLimitStore = deps.rateLimitStore ?? memoryRateLimitStore();
  const rateLimiter =
    deps.rateLimiter !== undefined
      ? deps.rateLimiter
      : config.signupRateLimit > 0
        ? rateLimitStore.limiter({ name: 'signup', points: config.signupRateLimit })
        : null;
  const webDistDir =
    deps.webDistDir !== undefined ? deps.webDistDir : (config.webDistDir ?? DEFAULT_WEB_DIST_DIR);

  const metrics =
    deps.metrics ?? createMetrics({ processDefaults: config.metricsToken !== undefined });
  const app = new Hono();
  app.onError(errorHandler(logger));
  // First, so every line logged for a request, and its timing, covers all that follows.
  app.use(requestId({ trustProxy: config.trustProxy, logger }));
  // Timed only where `/metrics` can show it: no work on every request for nobody.
  if (config.metricsToken) app.use(observeRequests(metrics));
  app.use(keepConnectionUsable());
  app.use(securityHeaders(config.voice.apiUrl, deps.connectSources, config.trustProxy));

  app.route(
    '/',
    healthRoutes({
      pingDatabase: database.ping,
      pingRateLimitStore: rateLimitStore.ping,
      shuttingDown: deps.shuttingDown ?? (() => false),
    }),
  );
  if (config.metricsToken) {
    metrics.countInterviews(
      () => countInterviewsByStatus(database.db),
      (error) => logger.warn('metrics: interviews not counted', { ...describeError(error) }),
    );
    app.route('/metrics', metricsRoutes({ token: config.metricsToken, metrics }));
  }
  app.route(
    '/api/onboarding',
    onboardingRoutes({
      db: database.db,
      clock,
      rateLimiter,
      clientAddress: (c) => clientAddress(c, config.trustProxy),
      metrics,
    }),
  );
  app.route(
    '/api/voice-config',
    voiceConfigRoutes(deps.voiceConfig ?? hostedVoiceConfig(config), {
      db: database.db,
      clock,
      logger,
    }),
  );
  // Links in e-mail never follow a request's Host, which anyone sending it chooses.
  const notices = completionNoticesFor(config, deps.origin ?? `http://localhost:${config.port}`);
  app.route('/api/interviews', interviewRoutes({ db: database.db, clock, notices }));
  app.route(
    '/api/webhooks',
    callReportRoutes({
      db: database.db,
      clock,
      logger,
      secret: deps.webhookSecret ?? config.webhookSecret,
      metrics,
      acceptsRecordingUrl: recordingUrlPolicy(config.recordingHosts, deps.ownRecordingUrlPrefix),
      notices,
    }),
  );
  const mountedAdmin = mountAdmin(app, {
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    authSecret: config.authSecret,
    ...passwordLimits(config, rateLimitStore),
    clientAddress: (c) => clientAddress(c, config.trustProxy),
    ...(deps.recordings ? { recordings: deps.recordings } : {}),
    recordingHosts: config.recordingHosts,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
    emailEnabled: config.mail !== undefined,
    ownOrigin: deps.origin ?? `http://localhost:${config.port}`,
    ...(deps.recordingFetch ? { recordingFetch: deps.recordingFetch } : {}),
    logger,
    platformCalls: deps.platformCalls ?? hostedCallEraser(config.voice),
    ...(deps.passwordHasher ? { passwordHasher: deps.passwordHasher } : {}),
    interviewPlatform: deps.interviewPlatform ?? hostedInterviewPlatform(config.voice),
    interviewLock: interviewChangeLock(database),
    sampleLimiter: rateLimitStore.limiter({
      name: 'interview-sample',
      points: SAMPLES_PER_ORGANISER_PER_MINUTE,
      whenStoreDown: 'memory',
    }),
    testCallLimiter: rateLimitStore.limiter({
      name: 'interview-test-call',
      points: TEST_CALLS_PER_ORGANISER_PER_MINUTE,
      whenStoreDown: 'memory',
    }),
  });
  app.route('/privacy', privacyRoutes({ db: database.db, distDir: webDistDir }));
  deps.mount?.(app);
  if (webDistDir !== null) {
    if (!existsSync(webDistDir)) logger.warn('web app not built', { distDir: webDistDir });
    const adminShellFor = adminShell({
      db: deps.database.db,
      organiserOf: mountedAdmin.organiserOf,
      mailEnabled: config.mail !== undefined,
      logger,
    });
    app.route(
      '/',
      webAppRoutes({
        distDir: webDistDir,
        pageRoutes: deps.pageRoutes,
        shell: (c, prefix) => (prefix === '/admin' ? adminShellFor(c) : Promise.resolve(undefined)),
      }),
    );
  }

  app.notFound((c) =>
    c.json({ error: { code: API_ERROR_CODES.notFound, message: 'No such route.' } }, 404),
  );
  return app;
}
