// The server's whole configuration, read once from the environment and checked with zod, so a
// typo in a variable stops the start with one clear line instead of failing on the first request.
import { z } from 'zod';
import { DEFAULT_RECORDING_HOSTS, normaliseRecordingHost } from './lib/recording-hosts.ts';

/** Treats an empty variable (`PORT=`) as unset, so defaults apply. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** A whole number within bounds, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const envSchema = z.object({
  PORT: unsetIfEmpty(wholeNumber(0, 65535).default(8080)),
  HOST: unsetIfEmpty(z.string().min(1).default('0.0.0.0')),
  DATA_DIR: unsetIfEmpty(z.string().min(1).default('./.data')),
  DATABASE_URL: unsetIfEmpty(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  REDIS_URL: unsetIfEmpty(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  VOICE_PUBLIC_KEY: unsetIfEmpty(z.string().min(1).optional()),
  VOICE_ASSISTANT_ID: unsetIfEmpty(z.string().min(1).optional()),
  VOICE_PRIVATE_KEY: unsetIfEmpty(z.string().min(1).optional()),
  VOICE_API_URL: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.vapi.ai'),
  ),
  SIGNUP_RATE_LIMIT: unsetIfEmpty(wholeNumber(0, 1_000_000).default(20)),
  TRUST_PROXY: unsetIfEmpty(flag.default(false)),
  WEBHOOK_SECRET: unsetIfEmpty(z.string().min(1).optional()),
  ALLOW_PRIVATE_WEBHOOKS: unsetIfEmpty(flag.default(false)),
  WEBHOOKS_ALLOW_PRIVATE: unsetIfEmpty(flag.default(false)),
  ADMIN_PASSWORD: unsetIfEmpty(z.string().min(1).optional()),
  ADMIN_EMAIL: unsetIfEmpty(z.string().min(3).max(254).optional()),
  AUTH_SECRET: unsetIfEmpty(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  AUTH_SIGNIN_RATE_LIMIT: unsetIfEmpty(wholeNumber(0, 1_000_000).default(10)),
  AUTH_ACCOUNT_RATE_LIMIT: unsetIfEmpty(wholeNumber(0, 1_000_000).default(10)),
  AUTH_ACCOUNT_LOCK_FAILURES: unsetIfEmpty(wholeNumber(0, 1_000_000).default(50)),
  LOG_LEVEL: unsetIfEmpty(
    z
      .enum(['debug', 'info', 'warn', 'error', 'silent'], {
        error: 'must be one of debug, info, warn, error, silent',
      })
      .default('info'),
  ),
  WEB_DIST_DIR: unsetIfEmpty(z.string().min(1).optional()),
  METRICS_TOKEN: unsetIfEmpty(
    z
      .string()
      .min(16, { error: 'must be at least 16 characters' })
      .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
      .optional(),
  ),
  PUBLIC_URL: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  SMTP_URL: unsetIfEmpty(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: unsetIfEmpty(z.string().min(3).max(254).optional()),
  SHUTDOWN_GRACE_SECONDS: unsetIfEmpty(wholeNumber(0, 300).default(0)),
  SPEECH_TO_TEXT: unsetIfEmpty(z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  SPEECH_TO_TEXT_URL: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  SPEECH_TO_TEXT_MODEL: unsetIfEmpty(z.string().min(1).max(200).optional()),
  SPEECH_TO_TEXT_API_KEY: unsetIfEmpty(z.string().min(1).optional()),
  LOCAL_PLATFORM_PRIVATE_KEY: unsetIfEmpty(z.string().min(1).optional()),
  LOCAL_PLATFORM_PUBLIC_KEY: unsetIfEmpty(z.string().min(1).optional()),
  LOCAL_PLATFORM_CORS_ORIGINS: unsetIfEmpty(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({
            protocol: /^https?$/,
            error: 'must be a comma-separated list of http(s) origins',
          }),
        ),
      )
      .optional(),
  ),
  RECORDING_HOSTS: unsetIfEmpty(
    z
      .string()
      .transform((list, context) => {
        const hosts = list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map((item) => normaliseRecordingHost(item));
        if (hosts.length === 0 || hosts.some((host) => host === undefined)) {
          context.addIssue({
            code: 'custom',
            message: 'must be a comma-separated list of host names (optionally with :port)',
          });
          return z.NEVER;
        }
        return hosts as string[];
      })
      .optional(),
  ),
});

/** Log levels, quietest last. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** The typed server configuration (see the README for every variable and its default). */
export interface ServerConfig {
  /** `PORT`, default 8080. */
  port: number;
  /** `HOST`, default `0.0.0.0`. */
  host: string;
  /** `DATA_DIR`: where embedded PostgreSQL keeps its files, default `./.data`. */
  dataDir: string;
  /** `DATABASE_URL`: a PostgreSQL server to use instead of the embedded one. */
  databaseUrl: string | undefined;
  /** `REDIS_URL`: count rate limits in this Redis server instead of the database. */
  redisUrl: string | undefined;
  /**
   * The hosted voice platform's settings (`VOICE_*`). `privateKey` (`VOICE_PRIVATE_KEY`) lets
   * the server delete an erased person's calls on the platform; without it they stay there, and
   * the erasure says so.
   */
  voice: {
    publicKey: string | undefined;
    assistantId: string | undefined;
    apiUrl: string;
    privateKey: string | undefined;
  };
  /** `SIGNUP_RATE_LIMIT`: sign-ups per minute per client address; 0 turns the limit off. */
  signupRateLimit: number;
  /** `TRUST_PROXY=1`: take the client address from `X-Forwarded-For`. */
  trustProxy: boolean;
  /** `WEBHOOK_SECRET`: shared secret of the platform's webhook. */
  webhookSecret: string | undefined;
  /**
   * `ALLOW_PRIVATE_WEBHOOKS=1`: the local platform may post reports to server URLs at private,
   * loopback or link-local addresses too (default: only the product's own webhook may be one).
   */
  allowPrivateWebhooks: boolean;
  /**
   * `WEBHOOKS_ALLOW_PRIVATE=1`: the owners' outgoing webhooks may reach private, loopback and
   * link-local addresses (docs/product.md#webhooks; default: public addresses only).
   */
  webhooksAllowPrivate: boolean;
  /** `ADMIN_PASSWORD`: the first organiser's password (with `ADMIN_EMAIL`). */
  adminPassword: string | undefined;
  /** `ADMIN_EMAIL`: the first organiser (owner), created at start when no organiser exists. */
  adminEmail: string | undefined;
  /** `AUTH_SECRET`: signs organiser sessions; unset: generated once and kept in the database. */
  authSecret: string | undefined;
  /**
   * `AUTH_SIGNIN_RATE_LIMIT`: password and second-factor checks (sign-in, TOTP, password change…)
   * per minute per client address; 0: off.
   */
  authSignInRateLimit: number;
  /** `AUTH_ACCOUNT_RATE_LIMIT`: the same checks per minute per organiser account; 0: off. */
  authAccountRateLimit: number;
  /**
   * `AUTH_ACCOUNT_LOCK_FAILURES`: failed checks of an account within an hour that lock it for
   * 15 minutes; 0: never locked.
   */
  authAccountLockFailures: number;
  /** `LOG_LEVEL`, default `info`. */
  logLevel: LogLevel;
  /** `METRICS_TOKEN`: the bearer token of `GET /metrics`; unset, the route does not exist. */
  metricsToken: string | undefined;
  /** `WEB_DIST_DIR`: the built web app, default `apps/web/dist` of this repository. */
  webDistDir: string | undefined;
  /**
   * `PUBLIC_URL`: the origin browsers use to reach this server (e.g. `https://vibe.example`),
   * without a trailing slash. Unset: the listening address (`http://localhost:<port>` on every
   * interface), and the local platform's API base follows each request's own origin.
   */
  publicUrl: string | undefined;
  /**
   * `SHUTDOWN_GRACE_SECONDS`: on SIGTERM, how long `/readyz` answers 503 while the server still
   * serves, before it stops accepting connections (a load balancer's health checks need that
   * long to send visitors elsewhere). Default 0.
   */
  shutdownGraceMs: number;
  /**
   * E-mail, on when `SMTP_URL` is set: the server's address and credentials (never logged) and
   * the sender (`MAIL_FROM`, default no-reply at PUBLIC_URL's host, else at the SMTP host).
   */
  mail: { smtpUrl: string; from: string } | undefined;
  /**
   * `SPEECH_TO_TEXT_URL` (+ `_MODEL`, `_API_KEY`): an OpenAI-compatible transcription endpoint
   * for the visitor's turns in local calls; undefined: none.
   */
  speechToText: { url: string; model: string | undefined; apiKey: string | undefined } | undefined;
  /**
   * `SPEECH_TO_TEXT` (`on` or `off`, default `on`): in local mode, the visitor's turns are
   * transcribed by the local platform's built-in offline recogniser (Moonshine tiny English,
   * loaded on the first spoken turn) unless `SPEECH_TO_TEXT_URL` names an endpoint; `off` leaves
   * them untranscribed ("(spoken answer, N s — no speech recognizer configured …)").
   */
  builtInSpeechToText: boolean;
  /** `LOCAL_PLATFORM_PRIVATE_KEY` / `LOCAL_PLATFORM_PUBLIC_KEY`: fixed local platform keys. */
  localPlatformKeys: { privateKey: string | undefined; publicKey: string | undefined };
  /**
   * `LOCAL_PLATFORM_CORS_ORIGINS`: more origins (comma-separated) whose pages may call the local
   * platform at `/platform`, beside the server's own. Default: none.
   */
  localPlatformCorsOrigins: string[];
  /**
   * `RECORDING_HOSTS`: the hosts (comma-separated, `host` or `host:port`) that hosted call
   * recordings are kept from and streamed from, over https only. Default: the platform's
   * storage, `storage.vapi.ai`.
   */
  recordingHosts: readonly string[];
}

/** A configuration value that cannot be used; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables.
 * @throws {ConfigError} naming the first bad variable, e.g. `PORT must be ... (got "abc")`.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = env[name];
    // Never echo values that may be secrets.
    const shown = /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL|SMTP_URL/.test(name)
      ? ''
      : ` (got "${got}")`;
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}${shown}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    voice: {
      publicKey: e.VOICE_PUBLIC_KEY,
      assistantId: e.VOICE_ASSISTANT_ID,
      apiUrl: e.VOICE_API_URL.replace(/\/+$/, ''),
      privateKey: e.VOICE_PRIVATE_KEY,
    },
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    webhookSecret: e.WEBHOOK_SECRET,
    allowPrivateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    authSecret: e.AUTH_SECRET,
    authSignInRateLimit: e.AUTH_SIGNIN_RATE_LIMIT,
    authAccountRateLimit: e.AUTH_ACCOUNT_RATE_LIMIT,
    authAccountLockFailures: e.AUTH_ACCOUNT_LOCK_FAILURES,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: e.WEB_DIST_DIR,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? defaultMailFrom(e.PUBLIC_URL, e.SMTP_URL),
        }
      : undefined,
    speechToText: e.SPEECH_TO_TEXT_URL
      ? {
          url: e.SPEECH_TO_TEXT_URL.replace(/\/+$/, ''),
          model: e.SPEECH_TO_TEXT_MODEL,
          apiKey: e.SPEECH_TO_TEXT_API_KEY,
        }
      : undefined,
    builtInSpeechToText: e.SPEECH_TO_TEXT === 'on',
    localPlatformKeys: {
      privateKey: e.LOCAL_PLATFORM_PRIVATE_KEY,
      publicKey: e.LOCAL_PLATFORM_PUBLIC_KEY,
    },
    localPlatformCorsOrigins: (e.LOCAL_PLATFORM_CORS_ORIGINS ?? []).map(
      (url) => new URL(url).origin,
    ),
    recordingHosts: e.RECORDING_HOSTS ?? DEFAULT_RECORDING_HOSTS,
  };
}

/** MAIL_FROM's default: no-reply at the public origin's host, else at the SMTP server's. */
function defaultMailFrom(publicUrl: string | undefined, smtpUrl: string): string {
  const host = new URL(publicUrl ?? smtpUrl).hostname || 'localhost';
  return `"Vibe Together" <no-reply@${host}>`;
}
