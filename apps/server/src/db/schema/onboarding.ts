import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per visitor, keyed by the normalised e-mail: what the sign-up gave, and which of the
 * visitor's interviews is their current one. The record's interview fields
 * (docs/product.md#sign-up) are read through the `onboarding_records` view over that interview,
 * never copied here.
 */
export const onboarding = pgTable(
  'onboarding',
  {
    email: text('email').primaryKey(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    /**
     * The visitor's current interview: the newest that saw any activity (left `pending`), else
     * the newest. Set at sign-up and when an interview leaves `pending` (takeCurrentIfDue in
     * db/queries/interviews.ts).
     * No foreign key: the two tables would reference each other, and an interview is only ever
     * deleted with its onboarding row.
     */
    currentInterviewId: uuid('current_interview_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Organisers' marks (docs/product.md#working-through-people): a star, and who reviewed when. */
    starred: boolean('starred').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    // The dashboard's people list pages newest first by (created_at, email).
    index('onboarding_created_at_email_idx').on(table.createdAt, table.email),
    // Who has this interview as their current one: what the overview's counts look up when an
    // interview changes (drizzle/0021_people_counts.sql).
    index('onboarding_current_interview_idx').on(table.currentInterviewId, table.createdAt),
    // Search by part of the address (`like '%…%'`): trigrams find the few matches among many
    // sign-ups instead of reading every address (pg_trgm, drizzle/0022_trigram_search_extension.sql).
    index('onboarding_email_trigram_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);

export type OnboardingRow = typeof onboarding.$inferSelect;
