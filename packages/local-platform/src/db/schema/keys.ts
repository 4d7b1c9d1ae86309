import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The platform's own bootstrap keys (one private, one public per org), created once and kept so
 * restarts keep the same keys. Keys made through `POST /token` are token resources instead.
 */
export const platformKeys = pgTable('platform_keys', {
  value: text('value').primaryKey(),
  orgId: uuid('org_id').notNull(),
  tag: text('tag', { enum: ['private', 'public'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
});

export type PlatformKeyRow = typeof platformKeys.$inferSelect;
