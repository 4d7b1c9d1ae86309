// The dashboard's own tables: invitations of new organisers, the audit log of every
// organiser action that changes or exports data, and the TOTP codes already used.
import { bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisers, type OrganiserRole } from './organisers.ts';

/**
 * An invitation: the link carries a random token of which only the SHA-256 is stored; it opens
 * once (`accepted_at`), only until `expires_at`, never once withdrawn (`revoked_at`), and only
 * while the organiser who sent it is still an owner (`invited_by_id`; null once they are
 * removed). `invited_by` keeps the sender's e-mail for the list and the audit log.
 */
export const organiserInvitations = pgTable(
  'organiser_invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<OrganiserRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    invitedById: text('invited_by_id').references(() => organisers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organiser_invitations_invited_by_id_idx').on(table.invitedById)],
);

export type InvitationRow = typeof organiserInvitations.$inferSelect;

/** What an organiser did; `actor` and `target` are e-mail addresses (or a file name). */
export const auditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
  },
  (table) => [index('admin_audit_log_at_idx').on(table.at)],
);

/**
 * Server-wide values every copy must share: the session-signing secret (made once when
 * `AUTH_SECRET` is unset) and the hash of the current first-run setup code.
 */
export const adminSettings = pgTable('admin_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * TOTP codes already used, one row per organiser and code until the code can no longer be
 * accepted: the primary key makes a second use fail even when two server copies see it at the
 * same moment (better-auth itself would accept a code again within its window).
 */
export const organiserTotpClaims = pgTable(
  'organiser_totp_claims',
  {
    organiserId: text('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organiserId, table.code] }),
    index('organiser_totp_claims_expires_at_idx').on(table.expiresAt),
  ],
);
