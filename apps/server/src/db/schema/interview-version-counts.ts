import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Interviews that left `pending`, by the version they ran with (null for interviews from before
 * versions), their status and, when completed, their duration (-1 otherwise): the overview's
 * table of versions (docs/product.md#dashboard), kept as interviews move on and are erased, so a
 * visit never counts every interview.
 *
 * A log of changes, not one row per key, as `people_counts` is: triggers on `interviews`
 * (drizzle/0029_interview_version_counts.sql) append +1 and -1 rows, so concurrent interviews never
 * wait on one hot counter row; reads sum them, and `compactVersionCounts` folds the log into one
 * row per key now and then.
 */
export const interviewVersionCounts = pgTable('interview_version_counts', {
  versionId: uuid('version_id'),
  status: text('status').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  interviews: integer('interviews').notNull(),
});
