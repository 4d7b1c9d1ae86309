import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/**
 * The platform's own bootstrap keys (one private, one public per org), created once and kept so
 * restarts keep the same keys. Keys made through `POST /token` are token resources instead.
 */
export const platformKeys = pgTable('platform_keys', {
  value: text('value').primaryKey(),
  orgId: uuid('org_id').notNull(),
  tag: text('tag', { enum: ['private', 'public'] }).notNull(),
  createdAt: instant('created_at'),
});
