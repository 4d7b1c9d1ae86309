// Which attempts may be sent again. A retry after an attempt that reached the server repeats
// whatever that attempt did: harmless for a read or a replace, a second call placed (and
// billed) for `POST /call`. So a request that is not idempotent is retried only when the
// server can recognise the repeat (an `Idempotency-Key`) or never saw the first attempt.

/** Methods whose repetition leaves the server as one request would. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Connection errors raised before a single byte of the request left: the connection was
 * refused, or the host has no address or no route. Anything later (a reset, a timeout) may
 * come after the server read the request.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/** Whether any attempt of this request may be repeated after it reached the server. */
export function mayRepeat(method: string, headers: Record<string, string>): boolean {
  return IDEMPOTENT_METHODS.has(method) || Boolean(headers['idempotency-key']);
}

/**
 * Whether a failed fetch provably sent nothing: some error in its cause chain carries a
 * connect-phase code (Node's fetch puts it on `cause`; with several addresses tried, on each
 * of an AggregateError's `errors`). Browsers say nothing, so there it is never provable.
 */
export function neverSent(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; depth++) {
    const { code, errors } = cause as { code?: unknown; errors?: unknown };
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
    if (Array.isArray(errors) && errors.length > 0 && errors.every((each) => neverSent(each))) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A new key for `idempotencyKey: true`, made once per logical request so every attempt
 * carries the same one. Random UUIDs where the platform offers them (Node, secure pages),
 * else 128 random bits in hex.
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return `vibe-sdk-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `vibe-sdk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
