// Dates from outside (query strings, request bodies) read strictly. `new Date(text)` is lenient:
// it rolls 30 February over into March, reads "99999" as a year, and gives dates PostgreSQL
// refuses (year 0000, six-digit years), which would fail the query as a 500 instead of a 400.

/** Earliest and latest instants PostgreSQL reads from the ISO text the drivers send. */
const EARLIEST_MS = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_MS = Date.parse('9999-12-31T23:59:59.999Z');

// The calendar date at the start of an ISO 8601 text (`YYYY-MM-DD…`).
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T| )/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one (UTC, so no zone shifts it).
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** True when `date` is a real instant within the years PostgreSQL reads (0001–9999 UTC). */
export function isStorableDate(date: Date): boolean {
  const ms = date.getTime();
  return Number.isFinite(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/**
 * The instant an ISO 8601 date(-time) text names, or undefined when it names none a calendar
 * has (30 February) or PostgreSQL can store (outside years 0001–9999).
 * @example parseIsoDate('2024-02-29T10:00:00Z') // 2024-02-29T10:00:00.000Z
 * @example parseIsoDate('2025-02-30') // undefined
 */
export function parseIsoDate(raw: unknown): Date | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const calendar = CALENDAR_DATE.exec(raw);
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  }
  const date = new Date(raw);
  return isStorableDate(date) ? date : undefined;
}
