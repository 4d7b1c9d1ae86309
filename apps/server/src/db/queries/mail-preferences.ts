// What organisers asked to be e-mailed (docs/product.md#e-mail): read and saved by each organiser
// for themselves, and read by the completion notice and the daily digest to find who wants them.
import type { NotificationPreferences } from '@vibe/contracts/notifications';
import { eq } from 'drizzle-orm';
import { organiserMailPreferences } from '../schema/mail.ts';
import { organisers } from '../schema/organisers.ts';
import type { Queryable } from './interviews.ts';

/** An organiser's choices with when they changed; no row: both off, never changed. */
export async function selectMailPreferences(
  db: Queryable,
  organiserId: string,
): Promise<NotificationPreferences & { updatedAt: Date | null }> {
  const [row] = await db
    .select()
    .from(organiserMailPreferences)
    .where(eq(organiserMailPreferences.organiserId, organiserId));
  return {
    completionNotice: row?.completionNotice ?? false,
    dailyDigest: row?.dailyDigest ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Stores an organiser's choices (one statement, so two saves at once leave the last). */
export async function upsertMailPreferences(
  db: Queryable,
  organiserId: string,
  choices: NotificationPreferences,
  at: Date,
): Promise<void> {
  await db
    .insert(organiserMailPreferences)
    .values({ organiserId, ...choices, updatedAt: at })
    .onConflictDoUpdate({
      target: organiserMailPreferences.organiserId,
      set: { ...choices, updatedAt: at },
    });
}

/** The addresses of the organisers who chose `choice`: one indexed join, whoever asks. */
export async function selectMailRecipients(
  db: Queryable,
  choice: keyof NotificationPreferences,
): Promise<string[]> {
  const rows = await db
    .select({ email: organisers.email })
    .from(organiserMailPreferences)
    .innerJoin(organisers, eq(organisers.id, organiserMailPreferences.organiserId))
    .where(eq(organiserMailPreferences[choice], true))
    .orderBy(organisers.email);
  return rows.map((row) => row.email);
}
