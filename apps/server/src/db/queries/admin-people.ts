// The dashboard's people list and person page: keyset pages newest first by (created_at, email),
// so rows signing up meanwhile never shift a page that is being read.
import type { PeopleSort, PersonStatus } from '@vibe/contracts/admin';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import { onboardingRecords as records } from '../schema/onboarding-records.ts';

/** The table's filters; the exports apply the same. */
export interface PeopleFilter {
  /** Part of the e-mail address (case-insensitive). */
  q?: string;
  status?: PersonStatus;
  /** By sign-up time: `newest` first (the default) or `oldest` first. */
  sort?: PeopleSort;
}

/** Where a page starts: after this (created_at, email); `at` is PostgreSQL's own text form. */
export interface PeopleCursor {
  at: string;
  email: string;
}

/** A person as the list and the CSV show them. */
export interface PersonListRow {
  email: string;
  createdAt: Date;
  cursorAt: string;
  userAgent: string | null;
  referrer: string | null;
  attempts: number;
  latestStatus: PersonStatus;
  startedAt: Date | null;
  completedAt: Date | null;
  durationSeconds: number | null;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL condition of a filter (undefined when nothing is filtered). */
export function peopleWhere(filter: PeopleFilter): SQL | undefined {
  return and(
    filter.q ? sql`${records.email} like ${containsPattern(filter.q)}` : undefined,
    filter.status ? eq(records.status, filter.status) : undefined,
  );
}

/** One page of people in the filter's order (newest first by default) after `cursor`; `limit` rows at most. */
export async function selectPeople(
  db: Database,
  filter: PeopleFilter,
  cursor: PeopleCursor | null,
  limit: number,
): Promise<PersonListRow[]> {
  const oldestFirst = filter.sort === 'oldest';
  const after = cursor
    ? sql`(${records.createdAt}, ${records.email}) ${sql.raw(oldestFirst ? '>' : '<')} (${cursor.at}::timestamptz, ${cursor.email})`
    : undefined;
  const order = oldestFirst ? asc : desc;
  return db
    .select({
      email: records.email,
      createdAt: records.createdAt,
      // Aliased: unnamed, this column would be called created_at too, and ORDER BY created_at
      // would then sort by its text instead of walking the index.
      cursorAt: sql<string>`${records.createdAt}::text`.as('cursor_at'),
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
    })
    .from(records)
    .where(and(peopleWhere(filter), after))
    .orderBy(order(records.createdAt), order(records.email))
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
export async function erasePerson(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(interviews).where(eq(interviews.email, email));
    const deleted = await tx
      .delete(onboarding)
      .where(eq(onboarding.email, email))
      .returning({ email: onboarding.email });
    return deleted.length > 0;
  });
}
