// Parsing the admin API's query parameters: bad values are `400 invalid_query` (a cursor:
// `400 invalid_cursor`), never a 500.
import { ADMIN_ERROR_CODES, PEOPLE_PAGE_MAX, PEOPLE_PAGE_SIZE } from '@vibe/contracts/admin';
import { isStorableText } from '@vibe/contracts/storable';
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';
import { isPgTimestamp } from './pg-timestamp.ts';

export const invalidQuery = (message: string) =>
  new ApiError(400, ADMIN_ERROR_CODES.invalidQuery, message);

/** `limit` within 1…{@link PEOPLE_PAGE_MAX}, default {@link PEOPLE_PAGE_SIZE}. */
export function readLimit(c: Context): number {
  const raw = c.req.query('limit');
  if (raw === undefined || raw === '') return PEOPLE_PAGE_SIZE;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > PEOPLE_PAGE_MAX) {
    throw invalidQuery(`limit must be a whole number from 1 to ${PEOPLE_PAGE_MAX}.`);
  }
  return limit;
}

export const invalidCursor = () =>
  new ApiError(400, ADMIN_ERROR_CODES.invalidCursor, 'cursor is not one this API gave out.');

/** Longer than any cursor this API gives out (a timestamp and an e-mail address, in base64url). */
const CURSOR_MAX_CHARS = 1024;

/**
 * An opaque keyset cursor: base64url of `[timestamp, key]` of the last row of a page (people
 * use `[created_at, email]`, answers `[created_at, id]`).
 */
export function encodeTimeCursor(at: string, key: string): string {
  return Buffer.from(JSON.stringify([at, key]), 'utf8').toString('base64url');
}

function decodeTimeCursor(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The `cursor` parameter {@link encodeTimeCursor} gave out, when its first part passes `isFirst`
 * and its key passes `isKey`; any other cursor is `400 invalid_cursor`, never SQL.
 */
export function readPairCursor(
  c: Context,
  isFirst: (text: string) => boolean,
  isKey: (key: string) => boolean,
): { at: string; key: string } | null {
  const raw = c.req.query('cursor');
  if (!raw) return null;
  const decoded = raw.length <= CURSOR_MAX_CHARS ? decodeTimeCursor(raw) : undefined;
  if (!Array.isArray(decoded) || decoded.length !== 2) throw invalidCursor();
  const [at, key] = decoded as unknown[];
  if (typeof at !== 'string' || typeof key !== 'string') throw invalidCursor();
  if (!isFirst(at) || !isStorableText(key) || !isKey(key)) throw invalidCursor();
  return { at, key };
}

/** A cursor whose first part is a timestamp that names a real instant (see {@link readPairCursor}). */
export function readTimeCursor(
  c: Context,
  isKey: (key: string) => boolean = () => true,
): { at: string; key: string } | null {
  return readPairCursor(c, isPgTimestamp, isKey);
}

/** The longest period `days` may name (ten years); longer ones are `all`. */
export const OVERVIEW_MAX_DAYS = 3660;

/** `days`: a whole number of days 1–3660 (the dashboard offers 7, 30 and 90) or `all` (null); default 30. */
export function readDays(c: Context): number | null {
  const raw = c.req.query('days') ?? '30';
  if (raw === 'all') return null;
  const days = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (days >= 1 && days <= OVERVIEW_MAX_DAYS) return days;
  throw invalidQuery(`days must be a whole number from 1 to ${OVERVIEW_MAX_DAYS}, or all.`);
}
