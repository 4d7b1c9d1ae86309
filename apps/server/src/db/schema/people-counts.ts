import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * People by sign-up day (UTC) and the status of their current interview (`none` without one),
 * with the duration of a completed one (-1 otherwise): what the overview counts, kept as people
 * come and go and their interviews move on, so the overview need not join every sign-up to its
 * interview on each visit (docs/product.md#dashboard).
 *
 * A log of changes, not one row per key: triggers on `onboarding` and `interviews`
 * (drizzle/0021_people_counts.sql) append +1 and -1 rows, so concurrent sign-ups never wait on
 * one hot counter row; reads sum them, and `compactPeopleCounts` folds the log into one row per
 * key now and then.
 */
export const peopleCounts = pgTable('people_counts', {
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  people: integer('people').notNull(),
});
