// E-mail (docs/product.md#e-mail), on only with SMTP_URL: the outbox of messages (written in the
// transaction of the change they tell of, so a message is never lost nor sent for a rolled-back
// change), what each organiser chose to be told, and the days whose digest went out.
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisers } from './organisers.ts';

/**
 * One message to one address. `subject`, `text` and `html` are cleared once it is over (sent or
 * given up), so the outbox keeps no reset link nor visitor address longer than needed. A worker
 * leases a row (`locked_until`) while it sends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** `password-reset`, `invitation`, `completion-notice`, `daily-digest`. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** `pending`, `sent` or `failed`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** What an organiser asked to be e-mailed; no row: nothing. */
export const organiserMailPreferences = pgTable('organiser_mail_preferences', {
  organiserId: text('organiser_id')
    .primaryKey()
    .references(() => organisers.id, { onDelete: 'cascade' }),
  /** A notice each time an interview is completed. */
  completionNotice: boolean('completion_notice').notNull().default(false),
  /** One summary a day: new sign-ups, completions, top themes. */
  dailyDigest: boolean('daily_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per day whose digest was queued: the insert is the claim, so one copy sends it. */
export const mailDigestDays = pgTable('mail_digest_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
