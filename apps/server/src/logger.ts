// The server's log: one JSON object per line (pino), readable by whatever collects logs, and
// prettified for a person only when a terminal is attached. Callers pass plain facts; pino's
// redaction is the second line of defence for a secret passed by mistake. Every line written
// while a request is served carries that request's id (see `withLogContext`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from './config.ts';

/** What the server logs through. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Field names whose values never reach the log, at any of the depths listed below. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'privateKey',
  'secret',
  'webhookSecret',
  'authSecret',
  'x-vapi-secret',
  'token',
  'apiKey',
  'databaseUrl',
  'redisUrl',
];

/**
 * Redaction paths: pino's paths name fixed depths (a wildcard stands for one key), so each
 * secret field is listed at the top and up to three objects down, e.g. `request.headers.cookie`.
 */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
  return [key, join('*'), join('*.*'), join('*.*.*')];
});

/** What replaces a redacted value. */
export const REDACTED = '[redacted]';

const context = new AsyncLocalStorage<Record<string, unknown>>();

/**
 * Runs `work` with `fields` (e.g. `{ requestId }`) added to every line logged within it, also
 * by code it calls asynchronously and by loggers made elsewhere.
 */
export function withLogContext<T>(fields: Record<string, unknown>, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** Pretty lines for a person at a terminal, JSON lines for everything else. */
function defaultDestination(): DestinationStream {
  if (process.stderr.isTTY) {
    return pretty({ destination: 2, sync: true, ignore: 'pid,hostname' });
  }
  return pino.destination({ dest: 2, sync: true });
}

/**
 * Creates a logger that drops messages below `level`, writing to stderr (or to `write`, one
 * JSON line per call without its newline: tests read them).
 * @example createLogger('warn').info('hidden'); // prints nothing
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination: DestinationStream = write
    ? { write: (chunk: string) => write(chunk.replace(/\n$/, '')) }
    : defaultDestination();
  const base: PinoLogger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      mixin: () => context.getStore() ?? {},
    },
    destination,
  );
  const at =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, fields?: Record<string, unknown>) => {
      if (fields) base[method](fields, message);
      else base[method](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
