// The server's log: one JSON object per line (pino), readable by whatever collects logs, and
// prettified for a person only when a terminal is attached. Callers pass plain facts; pino's
// redaction is the second line of defence for a secret passed by mistake. A request's lines carry
// its id through a logger made for that request (`withFields`, `requestLogger` in
// middleware/request-id.ts), not through AsyncLocalStorage: on Node 20 that turns on promise hooks
// for the whole process, and the in-process database's many promises made pages ~60 % slower.
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

/**
 * `logger` with `fields` (e.g. `{ requestId }`) on every line; a line's own fields win.
 * @example withFields(logger, { requestId }).warn('refused', { reason })
 */
export function withFields(logger: Logger, fields: Record<string, unknown>): Logger {
  const at = (method: keyof Logger) => (message: string, own?: Record<string, unknown>) =>
    logger[method](message, { ...fields, ...own });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
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
