import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Members of an org: the owner created with it, and invited users (pending until they join). */
export const platformOrgUsers = pgTable(
  'platform_org_users',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    status: text('status', { enum: ['active', 'invited'] }).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
  },
  (t) => [uniqueIndex('platform_org_users_org_email_idx').on(t.orgId, t.email)],
);

export type PlatformOrgUserRow = typeof platformOrgUsers.$inferSelect;
