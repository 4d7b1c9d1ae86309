// Times on the dashboard: in the organiser's own time zone (the browser's) with the zone named,
// since co-organisers in other zones read the same records; relative ("3 hours ago") in lists,
// where the order matters more than the hour.

/** For tests and previews: a fixed locale and zone instead of the browser's. */
export interface TimeFormatOptions {
  locale?: string;
  timeZone?: string;
}

// Formatters are made once per kind, locale and zone: building one costs far more than using
// it, and a page of the people list formats a time per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(
  kind: string,
  fields: Intl.DateTimeFormatOptions,
  { locale, timeZone }: TimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind}|${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...fields, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** An ISO time as date, time and zone ("2 Mar 2026, 10:00 UTC"), or a dash when there is none. */
export function formatDateTime(iso: string | null, options: TimeFormatOptions = {}): string {
  if (!iso) return '—';
  return formatterOf('date-time', DATE_TIME, options).format(new Date(iso));
}

/** The time of day to the second ("10:00:05"), for the lines of one conversation. */
export function formatClockTime(iso: string, options: TimeFormatOptions = {}): string {
  const fields: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  };
  return formatterOf('clock', fields, options).format(new Date(iso));
}

// A calendar day (`YYYY-MM-DD`) names the same day everywhere: read and written in UTC so no
// zone moves it to the day before.
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar day, short ("28 Oct"), for the chart's axis. */
export function formatShortDay(date: string, { locale }: TimeFormatOptions = {}): string {
  const fields: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
  return formatterOf('short-day', fields, { locale, timeZone: 'UTC' }).format(dayOf(date));
}

/** A calendar day in full ("Tuesday 28 October 2026"). */
export function formatLongDay(date: string, { locale }: TimeFormatOptions = {}): string {
  const fields: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
  return formatterOf('long-day', fields, { locale, timeZone: 'UTC' }).format(dayOf(date));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, and its size: "2 days ago" rather than "49 hours ago". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** An ISO time relative to `now` ("3 hours ago", "yesterday"), or a dash when there is none. */
export function formatRelative(
  iso: string | null,
  now: number,
  { locale }: TimeFormatOptions = {},
): string {
  if (!iso) return '—';
  const elapsed = Date.parse(iso) - now;
  let formatter = relativeFormatters.get(locale ?? '');
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale ?? '', formatter);
  }
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['second', SECOND];
  return formatter.format(Math.round(elapsed / size), unit);
}
