// Creating organisers outside better-auth's public sign-up (which is off): the first owner at
// start or from the command line, the first-run form, and accepted invitations all land here.
import { randomBytes } from 'node:crypto';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@vibe/contracts/admin';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organiserAccounts, organisers, type OrganiserRole } from '../db/schema/organisers.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

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

export interface NewOrganiser {
  email: string;
  password: string;
  role: OrganiserRole;
}

/** Why an organiser could not be created. */
export type CreateOrganiserError = 'exists' | 'weak_password' | 'not_first';

/** How many organisers exist. */
export async function countOrganisers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisers);
  return row?.n ?? 0;
}

/** A password better-auth accepts: {@link MIN_PASSWORD_LENGTH}–{@link MAX_PASSWORD_LENGTH}. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return null;
}

/**
 * Creates an organiser with an e-mail + password account (the password hashed by better-auth).
 * With `onlyIfFirst`, creates it only while no organiser exists (`not_first` otherwise).
 * Never replaces an existing organiser (`exists`).
 */
export async function createOrganiser(
  db: Database,
  input: NewOrganiser,
  options: { onlyIfFirst?: boolean } = {},
): Promise<{ ok: true; id: string } | { ok: false; error: CreateOrganiserError }> {
  if (passwordProblem(input.password)) return { ok: false, error: 'weak_password' };
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (options.onlyIfFirst) {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ORGANISER_LOCK})`);
      if ((await countOrganisers(tx)) > 0)
        return { ok: false as const, error: 'not_first' as const };
    }
    const [existing] = await tx
      .select({ id: organisers.id })
      .from(organisers)
      .where(eq(organisers.email, email));
    if (existing) return { ok: false as const, error: 'exists' as const };
    const id = randomBytes(16).toString('base64url');
    const now = new Date();
    await tx.insert(organisers).values({
      id,
      email,
      name: email,
      emailVerified: true,
      role: input.role,
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
