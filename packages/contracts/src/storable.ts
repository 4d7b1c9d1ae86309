// What PostgreSQL can store, as rules both the server (which refuses the rest with
// `400 invalid_body`) and the web app (which never sends it) use. Plain functions, no schema
// library, so the landing page's first bundle can use them at no cost.
//
// - text: PostgreSQL refuses NUL (U+0000) in `text` and in `jsonb` strings; a lone UTF-16
//   surrogate has no UTF-8 form at all (it reaches the database as U+FFFD or is refused by
//   `jsonb`); bytes that are not UTF-8 must be refused before JSON decoding turns them into U+FFFD;
// - timestamps: the drivers send dates as ISO 8601 text, which PostgreSQL reads for years 0001 to
//   9999 only (year 0000 and the six-digit years of `Date#toISOString` are refused).

/** Earliest instant stored: 0001-01-01T00:00:00Z. */
export const STORABLE_TIME_MIN_MS = Date.parse('0001-01-01T00:00:00.000Z');
/** Latest instant stored: 9999-12-31T23:59:59.999Z. */
export const STORABLE_TIME_MAX_MS = Date.parse('9999-12-31T23:59:59.999Z');

// With the `u` flag a surrogate pair is one code point, so this matches lone surrogates only.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL cannot store `text`, or undefined when it can. */
export function unstorableTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired UTF-16 surrogates';
  return undefined;
}

/** True when PostgreSQL can store `text` as it is. */
export function isStorableText(text: string): boolean {
  return unstorableTextReason(text) === undefined;
}

/** `text` made storable: NUL removed, each lone surrogate replaced by U+FFFD. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE, 'gu'), '\uFFFD');
}

/** True when `date` (a Date or epoch milliseconds) lies in the range PostgreSQL stores. */
export function isStorableTime(date: Date | number): boolean {
  const ms = typeof date === 'number' ? date : date.getTime();
  return Number.isFinite(ms) && ms >= STORABLE_TIME_MIN_MS && ms <= STORABLE_TIME_MAX_MS;
}

/** True when the date-time string parses to an instant PostgreSQL stores. */
export function isStorableTimestamp(value: string): boolean {
  return isStorableTime(Date.parse(value));
}

/**
 * Decodes a request body as strict UTF-8. Undefined when some bytes are not UTF-8 (a decoder
 * that does not fail would put U+FFFD in their place and store that instead of refusing it).
 */
export function decodeStrictUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
