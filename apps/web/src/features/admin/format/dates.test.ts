import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateTime,
  formatLongDay,
  formatRelative,
  formatShortDay,
} from './dates.ts';

const london = { locale: 'en-GB', timeZone: 'Europe/London' };
const newYork = { locale: 'en-US', timeZone: 'America/New_York' };

describe('formatDateTime', () => {
  it('writes the date and time in the given zone, and names the zone', () => {
    expect(formatDateTime('2026-03-02T10:00:05.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '2 Mar 2026, 10:00 UTC',
    );
    // Summer time in London, and the day before in New York.
    expect(formatDateTime('2026-07-01T02:30:00.000Z', london)).toBe('1 Jul 2026, 03:30 BST');
    expect(formatDateTime('2026-07-01T02:30:00.000Z', newYork)).toBe('Jun 30, 2026, 10:30 PM EDT');
  });

  it('writes a dash for no time', () => {
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatClockTime', () => {
  it('writes the time of day to the second, in the given zone', () => {
    expect(formatClockTime('2026-03-02T10:00:05.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '10:00:05',
    );
    expect(formatClockTime('2026-03-02T10:00:05.000Z', newYork)).toBe('5:00:05 AM');
  });
});

describe('calendar days', () => {
  it('names the same day in every zone', () => {
    expect(formatShortDay('2026-10-28', { locale: 'en-GB' })).toBe('28 Oct');
    expect(formatShortDay('2026-10-28', { locale: 'en-US' })).toBe('Oct 28');
    expect(formatLongDay('2026-10-28', { locale: 'en-GB' })).toMatch(
      /^Wednesday,? 28 October 2026$/,
    );
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const en = { locale: 'en' };

  it('says how long ago, in the largest unit that fits', () => {
    expect(formatRelative(ago(0), now, en)).toBe('now');
    expect(formatRelative(ago(20_000), now, en)).toBe('20 seconds ago');
    expect(formatRelative(ago(5 * 60_000), now, en)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), now, en)).toBe('3 hours ago');
    expect(formatRelative(ago(26 * 3_600_000), now, en)).toBe('yesterday');
    expect(formatRelative(ago(3 * 86_400_000), now, en)).toBe('3 days ago');
    expect(formatRelative(ago(15 * 86_400_000), now, en)).toBe('2 weeks ago');
    expect(formatRelative(ago(70 * 86_400_000), now, en)).toBe('2 months ago');
    expect(formatRelative(ago(800 * 86_400_000), now, en)).toBe('2 years ago');
  });

  it('says a time a little ahead of the clock as such, and a dash for none', () => {
    expect(formatRelative(new Date(now + 90_000).toISOString(), now, en)).toBe('in 2 minutes');
    expect(formatRelative(null, now, en)).toBe('—');
  });

  it('speaks the organiser’s language', () => {
    expect(formatRelative(ago(3 * 3_600_000), now, { locale: 'fr' })).toBe('il y a 3 heures');
  });
});
