import type { PersonStatus } from '@vibe/contracts/admin';
import type { TranscriptEntry } from '@vibe/contracts/api';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The onboarding record as the product names its fields (docs/product.md#sign-up): the sign-up's
 * own columns, and the interview fields read from the visitor's current interview. `status` is
 * the person's status: their current interview's, or `none` without one.
 */
export const onboardingRecords = pgView('onboarding_records', {
  email: text('email').notNull(),
  userAgent: text('user_agent'),
  referrer: text('referrer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  currentInterviewId: uuid('current_interview_id'),
  status: text('status').$type<PersonStatus>().notNull(),
  interviewStartedAt: timestamp('interview_started_at', { withTimezone: true }),
  interviewCompletedAt: timestamp('interview_completed_at', { withTimezone: true }),
  interviewCompleted: boolean('interview_completed').notNull(),
  transcript: jsonb('transcript').$type<TranscriptEntry[]>().notNull(),
  interviewDurationSeconds: integer('interview_duration_seconds'),
}).as(
  sql`select o.email, o.user_agent, o.referrer, o.created_at, o.current_interview_id,
    coalesce(i.status, 'none') as status,
    i.started_at as interview_started_at,
    i.completed_at as interview_completed_at,
    coalesce(i.status = 'completed', false) as interview_completed,
    coalesce(i.transcript, '[]'::jsonb) as transcript,
    i.duration_seconds as interview_duration_seconds
  from onboarding o left join interviews i on i.id = o.current_interview_id`,
);

export type OnboardingRecordRow = typeof onboardingRecords.$inferSelect;
