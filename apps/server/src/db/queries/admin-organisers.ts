// The organisers' rows: counting, listing and finding them, storing a new one with its password
// account, and the locks that keep "the first owner" and "who is an owner" consistent across
// server copies.
import { asc, count, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../client.ts';
import {
  organiserAccounts,
  organisers,
  type OrganiserRole,
  type OrganiserRow,
} from '../schema/organisers.ts';

// One lock for "create an organiser if none exists", so two server copies starting together
// with ADMIN_EMAIL, or two first-run forms, never create two first owners.
const FIRST_ORGANISER_LOCK = 0x76696261;

// One lock for every change of who is an owner (role changes, removals, invitations), so each
// change sees the roles the previous one left: two owners demoting or removing each other at
// the same moment cannot both succeed and leave the dashboard without an owner.
const ORGANISER_CHANGES_LOCK = 0x76696262;

/** Takes the organiser-changes lock until the end of the transaction `tx`. */
export async function lockOrganiserChanges(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORGANISER_CHANGES_LOCK})`);
}

/** How many organisers exist. */
export async function countOrganisers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisers);
  return row?.n ?? 0;
}

/** Every organiser, oldest first. */
export function listOrganisers(db: Database): Promise<OrganiserRow[]> {
  return db.select().from(organisers).orderBy(asc(organisers.createdAt));
}

/** True when an organiser with this (normalised) e-mail exists. */
export async function organiserExists(db: Database, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: organisers.id })
    .from(organisers)
    .where(eq(organisers.email, email));
  return existing !== undefined;
}

/**
 * Stores an organiser (e-mail verified) with its e-mail + password account, `passwordHash`
 * already made by better-auth. With `onlyIfFirst`, only while no organiser exists
 * (`not_first` otherwise); never replaces an existing organiser (`exists`).
 */
export function insertOrganiser(
  db: Database,
  input: { email: string; role: OrganiserRole; passwordHash: string },
  options: { onlyIfFirst?: boolean } = {},
): Promise<{ ok: true; id: string } | { ok: false; error: 'exists' | 'not_first' }> {
  const { email, role, passwordHash } = input;
  return db.transaction(async (tx) => {
    if (options.onlyIfFirst) {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ORGANISER_LOCK})`);
      if ((await countOrganisers(tx)) > 0)
        return { ok: false as const, error: 'not_first' as const };
    }
    if (await organiserExists(tx, email)) return { ok: false as const, error: 'exists' as const };
    const id = randomBytes(16).toString('base64url');
    const now = new Date();
    await tx.insert(organisers).values({
      id,
      email,
      name: email,
      emailVerified: true,
      role,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(organiserAccounts).values({
      id: randomBytes(16).toString('base64url'),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true as const, id };
  });
}
