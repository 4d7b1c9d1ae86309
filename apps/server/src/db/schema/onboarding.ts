import type { TranscriptEntry } from '@vibe/contracts/api';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per visitor, keyed by the normalised e-mail: exactly the spec's fields (§3) plus
 * `created_at`. The interview columns mirror the visitor's latest interview attempt.
 */
export const onboarding = pgTable(
  'onboarding',
  {
    email: text('email').primaryKey(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    interviewStartedAt: timestamp('interview_started_at', { withTimezone: true }),
    interviewCompletedAt: timestamp('interview_completed_at', { withTimezone: true }),
    interviewCompleted: boolean('interview_completed').notNull().default(false),
    transcript: jsonb('transcript').$type<TranscriptEntry[]>().notNull().default([]),
    interviewDurationSeconds: integer('interview_duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dashboard's people list pages newest first by (created_at, email).
  (table) => [index('onboarding_created_at_email_idx').on(table.createdAt, table.email)],
);

export type OnboardingRow = typeof onboarding.$inferSelect;
