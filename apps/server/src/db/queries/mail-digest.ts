// The SQL of the daily digest (docs/product.md#e-mail): one day's counts, and the claim of a day
// (inserting its row is the claim: of the server copies looking at once, one gets it).
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { mailDigestDays } from '../schema/mail.ts';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import type { Queryable } from './interviews.ts';

/** How many signed up, and how many interviews ended completed or partial, in `[from, to)`. */
export async function selectDayCounts(
  db: Database,
  from: Date,
  to: Date,
): Promise<{ signups: number; completed: number; partial: number }> {
  const ended = (status: 'completed' | 'partial') => sql`(
    select count(*)::int from ${interviews}
    where ${interviews.status} = ${status}
      and ${interviews.completedAt} >= ${from.toISOString()}::timestamptz
      and ${interviews.completedAt} < ${to.toISOString()}::timestamptz)`;
  // Once a day: the ended interviews are counted without an index of their own.
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${onboarding}
        where ${onboarding.createdAt} >= ${from.toISOString()}::timestamptz
          and ${onboarding.createdAt} < ${to.toISOString()}::timestamptz) as signups,
      ${ended('completed')} as completed,
      ${ended('partial')} as partial`)) as unknown as {
    rows: { signups: number; completed: number; partial: number }[];
  };
  const row = result.rows[0];
  return {
    signups: Number(row?.signups ?? 0),
    completed: Number(row?.completed ?? 0),
    partial: Number(row?.partial ?? 0),
  };
}

/** True when a digest of `day` (`YYYY-MM-DD`) was already queued. */
export async function digestDayTaken(db: Queryable, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: mailDigestDays.day })
    .from(mailDigestDays)
    .where(sql`${mailDigestDays.day} = ${day}::date`);
  return rows.length > 0;
}

/** Claims `day`: true for the one caller whose insert made its row. */
export async function claimDigestDay(db: Queryable, day: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(mailDigestDays)
    .values({ day, queuedAt: at })
    .onConflictDoNothing()
    .returning({ day: mailDigestDays.day });
  return rows.length > 0;
}
