/** Longest server-requested wait we obey; a longer `Retry-After` falls back to our back-off. */
const MAX_RETRY_AFTER_MS = 60_000;
const INITIAL_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** Up to this fraction is taken off each back-off so clients that failed together spread out. */
const JITTER = 0.25;

/**
 * Whether a failed answer is worth another attempt: the server's `x-should-retry` decides when
 * present; otherwise 408 (timeout), 409 (lock conflict), 429 (rate limit) and 5xx are retried.
 */
export function isRetryableStatus(status: number, headers: Headers): boolean {
  const hint = headers.get('x-should-retry');
  if (hint === 'true') return true;
  if (hint === 'false') return false;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Milliseconds to wait before retry number `retryIndex` (0 for the first retry). Honours
 * `retry-after-ms` and `Retry-After` (seconds or an HTTP date) up to 60 s, else backs off
 * exponentially from 0.5 s to 8 s with up to 25 % jitter.
 */
export function retryDelayMs(
  retryIndex: number,
  headers: Headers | undefined,
  now = Date.now(),
): number {
  const requested = headers ? requestedDelayMs(headers, now) : undefined;
  if (requested !== undefined && requested >= 0 && requested <= MAX_RETRY_AFTER_MS) {
    return requested;
  }
  const backoff = Math.min(INITIAL_BACKOFF_MS * 2 ** retryIndex, MAX_BACKOFF_MS);
  return backoff * (1 - Math.random() * JITTER);
}

function requestedDelayMs(headers: Headers, now: number): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Number(ms);
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : date - now;
}
