// The organisers' accounts, in the tables better-auth's Drizzle adapter reads and writes (its
// user, session, account, verification and two-factor models, renamed in src/admin/auth.ts),
// plus its database-backed rate-limit counters. Property names are better-auth's field names;
// column names are ours (snake_case).
import type { OrganiserRole } from '@vibe/contracts/admin';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisers = pgTable('organisers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').$type<OrganiserRole>().notNull().default('viewer'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organiserSessions = pgTable(
  'organiser_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('organiser_sessions_user_id_idx').on(table.userId)],
);

/** Sign-in methods of an organiser; the e-mail + password one holds the library's hash. */
export const organiserAccounts = pgTable(
  'organiser_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('organiser_accounts_user_id_idx').on(table.userId)],
);

export const organiserVerifications = pgTable(
  'organiser_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('organiser_verifications_identifier_idx').on(table.identifier)],
);

/** TOTP secrets and backup codes (encrypted by better-auth's two-factor plugin). */
export const organiserTwoFactors = pgTable(
  'organiser_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('organiser_two_factors_user_id_idx').on(table.userId)],
);

export type { OrganiserRole };
export type OrganiserRow = typeof organisers.$inferSelect;
