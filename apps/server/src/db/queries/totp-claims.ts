// One use per TOTP code: a code is claimed (a row with a unique key) before better-auth checks
// it, and given back when better-auth refuses the request, so a code that opened a session
// cannot open a second one, even through another server copy at the same moment.
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { organiserTotpClaims } from '../schema/admin.ts';

/**
 * How long a code can still be accepted after its first use: better-auth's TOTP (30-second
 * periods, one period either side) accepts a code during three periods, and the first use may
 * come at the start of the first.
 */
export const TOTP_CODE_LIFETIME_MS = 3 * 30_000;

/** A claimed code, to give back with {@link releaseTotpClaim}. */
export interface TotpClaim {
  organiserId: string;
  code: string;
  expiresAt: Date;
}

/**
 * Claims `code` for `organiserId`: the claim, or null when the code is claimed already (used
 * within its lifetime). Claims that have expired are deleted on the way, everyone's.
 */
export async function claimTotpCode(
  db: Database,
  { organiserId, code, now }: { organiserId: string; code: string; now: Date },
): Promise<TotpClaim | null> {
  await db.delete(organiserTotpClaims).where(lte(organiserTotpClaims.expiresAt, now));
  const expiresAt = new Date(now.getTime() + TOTP_CODE_LIFETIME_MS);
  // One statement: a live claim stays (nothing returned), an expired one that another copy has
  // not deleted yet is taken over.
  const [claim] = await db
    .insert(organiserTotpClaims)
    .values({ organiserId, code, expiresAt })
    .onConflictDoUpdate({
      target: [organiserTotpClaims.organiserId, organiserTotpClaims.code],
      set: { expiresAt },
      setWhere: lte(organiserTotpClaims.expiresAt, now),
    })
    .returning();
  return claim ?? null;
}

/** Gives a claimed code back (better-auth refused the request it was claimed for). */
export async function releaseTotpClaim(db: Database, claim: TotpClaim): Promise<void> {
  await db
    .delete(organiserTotpClaims)
    .where(
      and(
        eq(organiserTotpClaims.organiserId, claim.organiserId),
        eq(organiserTotpClaims.code, claim.code),
        eq(organiserTotpClaims.expiresAt, claim.expiresAt),
      ),
    );
}
