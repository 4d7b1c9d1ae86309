// A tiny levelled logger writing one line per event to stderr. Callers pass plain facts, never
// request bodies, tokens or connection strings, so nothing secret reaches the log.
import type { LogLevel } from './config.ts';

/** What the server logs through. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/**
 * Creates a logger that drops messages below `level`.
 * @example createLogger('warn').info('hidden'); // prints nothing
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Logger {
  const at =
    (messageLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields?: Record<string, unknown>) => {
      if (ORDER[messageLevel] < ORDER[level]) return;
      const extra = fields ? ` ${JSON.stringify(fields)}` : '';
      write(`${new Date().toISOString()} ${messageLevel} ${message}${extra}`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
