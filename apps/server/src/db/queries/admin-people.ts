// The dashboard's people list and person page: keyset pages in the list's order (newest first by
// default; people-filter.ts), so rows signing up meanwhile never shift a page that is being read.
import type { PersonStatus } from '@vibe/contracts/admin';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import type { Queryable } from './interviews.ts';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import { onboardingRecords as records } from '../schema/onboarding-records.ts';
import { PEOPLE_SORT_KEYS, peopleWhere, type PeopleFilter } from './people-filter.ts';

/** Where a page starts: after this (sort key, email); `key` is PostgreSQL's own text form. */
export interface PeopleCursor {
  key: string;
  email: string;
}

/** A person as the list and the CSV show them. */
export interface PersonListRow {
  email: string;
  createdAt: Date;
  /** The row's sort key as text, for the next page's cursor. */
  cursorKey: string;
  userAgent: string | null;
  referrer: string | null;
  attempts: number;
  latestStatus: PersonStatus;
  startedAt: Date | null;
  completedAt: Date | null;
  durationSeconds: number | null;
  starred: boolean;
  reviewed: boolean;
}

/** One page of people in the filter's order (newest first by default) after `cursor`; `limit` rows at most. */
export async function selectPeople(
  db: Database,
  filter: PeopleFilter,
  cursor: PeopleCursor | null,
  limit: number,
): Promise<PersonListRow[]> {
  const { key, keyType, descending } = PEOPLE_SORT_KEYS[filter.sort ?? 'newest'];
  const after = cursor
    ? sql`(${key}, ${records.email}) ${sql.raw(descending ? '<' : '>')} (${cursor.key}::${sql.raw(keyType)}, ${cursor.email})`
    : undefined;
  const order = descending ? desc : asc;
  return db
    .select({
      email: records.email,
      createdAt: records.createdAt,
      // Aliased: unnamed, this column would be called created_at too, and ORDER BY created_at
      // would then sort by its text instead of walking the index.
      cursorKey: sql<string>`(${key})::text`.as('cursor_key'),
      userAgent: records.userAgent,
      referrer: records.referrer,
      // Spelled out: drizzle leaves columns unqualified inside a select's sql fields.
      attempts:
        sql<number>`(select count(*)::int from "interviews" as "interview" where "interview"."email" = "onboarding_records"."email")`.as(
          'attempts',
        ),
      latestStatus: records.status,
      startedAt: records.interviewStartedAt,
      completedAt: records.interviewCompletedAt,
      durationSeconds: records.interviewDurationSeconds,
      starred: onboarding.starred,
      reviewed: sql<boolean>`${onboarding.reviewedAt} is not null`,
    })
    .from(records)
    .innerJoin(onboarding, eq(onboarding.email, records.email))
    .where(and(peopleWhere(filter), after))
    .orderBy(order(key), order(records.email))
    .limit(limit);
}

/** A person's record and every interview, newest first; null when the e-mail is unknown. */
export async function selectPerson(db: Database, email: string) {
  const [record] = await db.select().from(records).where(eq(records.email, email));
  if (!record) return null;
  const interviewRows = await db
    .select({ row: interviews, status: interviews.status })
    .from(interviews)
    .where(eq(interviews.email, email))
    .orderBy(desc(interviews.id));
  return { record, interviews: interviewRows };
}

/** A person's interviews and the platform calls they name (erased with the person). */
export async function selectPersonCalls(
  db: Database,
  email: string,
): Promise<{ callIds: string[]; interviewIds: string[] }> {
  const rows = await db
    .select({ id: interviews.id, callId: interviews.callId })
    .from(interviews)
    .where(eq(interviews.email, email));
  return {
    callIds: rows.flatMap((row) => (row.callId ? [row.callId] : [])),
    interviewIds: rows.map((row) => row.id),
  };
}

/**
 * Erases a person in one transaction: every interview (with the platform's reports
 * stored on them) and the onboarding record. Answers false when the e-mail is unknown.
 */
export async function erasePerson(
  db: Database,
  email: string,
  /** Runs in the erasure's transaction when someone was erased (the webhooks' outbox). */
  alsoWhenErased?: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(interviews).where(eq(interviews.email, email));
    const deleted = await tx
      .delete(onboarding)
      .where(eq(onboarding.email, email))
      .returning({ email: onboarding.email });
    if (deleted.length > 0) await alsoWhenErased?.(tx);
    return deleted.length > 0;
  });
}
