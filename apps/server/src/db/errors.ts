// Recognises failures that mean "the database cannot be reached right now" (as opposed to a bug
// or a bad query), so the API can answer 503 and the client can retry later.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// PostgreSQL SQLSTATEs: server shutting down or not accepting connections yet, or out of slots.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const UNREACHABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|connection error|PGlite is closed|pool after calling end|Client was closed/i;

/** True when `error` (or an error it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
      // Class 08: connection exception.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
  });
}

/** True when `error` (or an error it wraps) is PostgreSQL's unique violation on `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return someCause(error, (candidate) => {
    const { code, constraint: name } = candidate as { code?: unknown; constraint?: unknown };
    return code === '23505' && name === constraint;
  });
}

/** Walks `cause` chains (drizzle wraps driver errors) and `AggregateError.errors`. */
function someCause(error: unknown, test: (candidate: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (someCause(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someCause(inner, test, depth + 1));
}
