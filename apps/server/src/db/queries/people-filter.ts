// The people list's filters and orders as SQL (docs/product.md#working-through-people). The list,
// its pages and both exports apply the same filter, so a download holds what the screen shows.
import type { PeopleSort, PersonStatus } from '@vibe/contracts/admin';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { onboardingRecords as records } from '../schema/onboarding-records.ts';

/** The list's filters; every one optional, all of them together. */
export interface PeopleFilter {
  /** Part of the e-mail address (case-insensitive). */
  q?: string;
  status?: PersonStatus;
  /** People carrying this tag. */
  tagId?: string;
  /** Starred people only. */
  starred?: true;
  /** Reviewed people (`true`) or those not reviewed yet (`false`). */
  reviewed?: boolean;
  /** Signed up at or after `from`, and before `until` (instants, ISO 8601). */
  from?: string;
  until?: string;
  /** People whose current interview ran this interview version (not merely opened with it). */
  versionId?: string;
  /** People whose answer to this question contains `text` (case-insensitive). */
  answered?: { questionId: string; text: string };
  /** Exactly these people (a selection on the screen). */
  emails?: readonly string[];
  /** The order; `newest` by default. */
  sort?: PeopleSort;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Conditions on other tables are subqueries by the person's e-mail, so the same condition serves
// the people list (over `onboarding_records`) and the interviews export (which joins it).
const starredPeople = sql`select "email" from "onboarding" where "starred"`;
const reviewedPeople = sql`select "email" from "onboarding" where "reviewed_at" is not null`;

/** The SQL condition of a filter (undefined when nothing is filtered). */
export function peopleWhere(filter: PeopleFilter): SQL | undefined {
  const { answered } = filter;
  return and(
    filter.q ? sql`${records.email} like ${containsPattern(filter.q)}` : undefined,
    filter.status ? eq(records.status, filter.status) : undefined,
    filter.tagId
      ? sql`${records.email} in (select "email" from "person_tags" where "tag_id" = ${filter.tagId}::uuid)`
      : undefined,
    filter.starred ? sql`${records.email} in (${starredPeople})` : undefined,
    filter.reviewed === true ? sql`${records.email} in (${reviewedPeople})` : undefined,
    filter.reviewed === false ? sql`${records.email} not in (${reviewedPeople})` : undefined,
    filter.from ? sql`${records.createdAt} >= ${filter.from}::timestamptz` : undefined,
    filter.until ? sql`${records.createdAt} < ${filter.until}::timestamptz` : undefined,
    filter.versionId
      ? sql`${records.currentInterviewId} in (select "id" from "interviews" where "interview_version_id" = ${filter.versionId}::uuid and "status" <> 'pending')`
      : undefined,
    answered
      ? sql`${records.email} in (select "interview"."email" from "interview_answers" as "answer"
          join "interviews" as "interview" on "interview"."id" = "answer"."interview_id"
          where "answer"."question_id" = ${answered.questionId}
            and lower("answer"."answer") like ${containsPattern(answered.text)})`
      : undefined,
    filter.emails ? inArray(records.email, [...filter.emails]) : undefined,
  );
}

/**
 * How an order sorts: by `key` (then by e-mail, so that the order is total), `descending` or not.
 * A page's cursor carries the last row's key as PostgreSQL prints it, and `keyType` casts it
 * back. A person without a duration or completion sorts last (-1, -infinity).
 */
interface SortKey {
  key: SQL;
  keyType: 'timestamptz' | 'integer';
  descending: boolean;
}

export const PEOPLE_SORT_KEYS: Record<PeopleSort, SortKey> = {
  newest: { key: sql`${records.createdAt}`, keyType: 'timestamptz', descending: true },
  oldest: { key: sql`${records.createdAt}`, keyType: 'timestamptz', descending: false },
  longest: {
    key: sql`coalesce(${records.interviewDurationSeconds}, -1)`,
    keyType: 'integer',
    descending: true,
  },
  'recently-completed': {
    key: sql`coalesce(${records.interviewCompletedAt}, '-infinity'::timestamptz)`,
    keyType: 'timestamptz',
    descending: true,
  },
};

/** Whether `text` can be a cursor's key for `sort` (the key's type, as PostgreSQL prints it). */
export function isSortKeyText(sort: PeopleSort, text: string, isTimestamp: (t: string) => boolean) {
  if (PEOPLE_SORT_KEYS[sort].keyType === 'integer') return /^-?\d{1,9}$/.test(text);
  return isTimestamp(text) || (sort === 'recently-completed' && text === '-infinity');
}

/** A filter in words, for the audit log: `key=value` pairs, a selection by its size. */
export function describePeopleFilter(filter: PeopleFilter): string {
  const { answered, emails } = filter;
  return [
    filter.q ? `q=${filter.q}` : '',
    filter.status ? `status=${filter.status}` : '',
    filter.tagId ? `tag=${filter.tagId}` : '',
    filter.starred ? 'starred' : '',
    filter.reviewed === undefined ? '' : `reviewed=${filter.reviewed ? 1 : 0}`,
    filter.from ? `from=${filter.from.slice(0, 10)}` : '',
    filter.until ? `until=${filter.until.slice(0, 10)}` : '',
    filter.versionId ? `version=${filter.versionId}` : '',
    answered ? `question=${answered.questionId} answer=${answered.text}` : '',
    emails ? `selection of ${emails.length} ${emails.length === 1 ? 'person' : 'people'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
