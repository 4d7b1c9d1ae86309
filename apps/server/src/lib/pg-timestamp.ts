// A keyset cursor carries a row's `created_at` as PostgreSQL printed it, to the microsecond (a
// JavaScript Date would round it to the millisecond and skip rows). Coming back from a client, that
// text must name a real instant before it reaches SQL: a pattern alone lets `2024-02-30` through,
// and PostgreSQL's refusal would be a 500.

// PostgreSQL's text form of a timestamptz (DateStyle ISO), as the cursor carries it.
const PG_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/** PostgreSQL accepts UTC offsets up to 15:59:59 either way. */
const MAX_OFFSET_HOURS = 15;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * True when `text` is a timestamptz in PostgreSQL's ISO text form that names a real instant:
 * a year 0001–9999, a day its month has, a time of day within 00:00:00–23:59:59 and an offset
 * PostgreSQL accepts.
 * @example isPgTimestamp('2024-02-29 10:00:00.123456+00') // true
 * @example isPgTimestamp('2024-02-30 10:00:00+00') // false
 */
export function isPgTimestamp(text: string): boolean {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return false;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day] = [part(1), part(2), part(3)];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    part(4) <= 23 &&
    part(5) <= 59 &&
    part(6) <= 59 &&
    part(8) <= MAX_OFFSET_HOURS &&
    part(9) <= 59 &&
    part(10) <= 59
  );
}
