import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A required `timestamptz` with millisecond precision, read as a `Date`: the provider's
 * timestamps are ISO strings with milliseconds, so every platform table stores them this way.
 */
export function instant(column: string) {
  return timestamp(column, { withTimezone: true, mode: 'date', precision: 3 }).notNull();
}
