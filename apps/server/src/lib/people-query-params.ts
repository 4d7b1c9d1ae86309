// The people list's query parameters (`@vibe/contracts/people`, PEOPLE_QUERY_KEYS), as the list
// and the exports read them: bad values are `400 invalid_query` (a cursor: `400 invalid_cursor`),
// never a 500 and never SQL.
import {
  PEOPLE_SORTS,
  PERSON_STATUSES,
  type PeopleSort,
  type PersonStatus,
} from '@vibe/contracts/admin';
import { EMAIL_MAX_LENGTH } from '@vibe/contracts/limits';
import { ANSWER_FILTER_MAX_LENGTH } from '@vibe/contracts/people';
import { isStorableText } from '@vibe/contracts/storable';
import type { Context } from 'hono';
import type { PeopleCursor } from '../db/queries/admin-people.ts';
import { isSortKeyText, type PeopleFilter } from '../db/queries/people-filter.ts';
import { encodeTimeCursor, invalidQuery, readPairCursor } from './admin-query-params.ts';
import { isUuid } from './ids.ts';
import { isPgTimestamp } from './pg-timestamp.ts';

/** A question's id as versions give them out (interview-versions/question-ids.ts). */
const QUESTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real day, as the instant it starts (UTC); throws otherwise. */
function dayStart(name: string, raw: string): Date {
  const match = DAY.exec(raw);
  const day = match ? new Date(`${raw}T00:00:00Z`) : new Date(NaN);
  if (!match || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) {
    throw invalidQuery(`${name} must be a date YYYY-MM-DD.`);
  }
  return day;
}

/** One of `values`, or undefined when empty; anything else is `400`. */
function oneOf<T extends string>(c: Context, name: string, values: readonly T[]): T | undefined {
  const raw = c.req.query(name) ?? '';
  if (raw === '') return undefined;
  if (!values.includes(raw as T))
    throw invalidQuery(`${name} must be one of ${values.join(', ')}.`);
  return raw as T;
}

/** A parameter passing `test`, or undefined when empty; anything else is `400`. */
function matching(
  c: Context,
  name: string,
  test: (raw: string) => boolean,
  what: string,
): string | undefined {
  const raw = c.req.query(name) ?? '';
  if (raw === '') return undefined;
  if (!test(raw)) throw invalidQuery(`${name} must be ${what}.`);
  return raw;
}

/** Trimmed text of at most `max` characters, or undefined when empty. */
function text(c: Context, name: string, max: number): string | undefined {
  const raw = c.req.query(name)?.trim() ?? '';
  if (raw === '') return undefined;
  if (raw.length > max || !isStorableText(raw)) throw invalidQuery(`${name} is too long.`);
  return raw;
}

/** The list's filters and order from the query (every one optional). */
export function readPeopleFilter(c: Context): PeopleFilter {
  const filter: PeopleFilter = {};
  const q = text(c, 'q', EMAIL_MAX_LENGTH);
  if (q) filter.q = q;
  const status = oneOf<PersonStatus>(c, 'status', PERSON_STATUSES);
  if (status) filter.status = status;
  const tagId = matching(c, 'tag', isUuid, 'a tag id');
  if (tagId) filter.tagId = tagId;
  if (oneOf(c, 'starred', ['1'])) filter.starred = true;
  const reviewed = oneOf(c, 'reviewed', ['0', '1']);
  if (reviewed) filter.reviewed = reviewed === '1';
  const from = c.req.query('from');
  if (from) filter.from = dayStart('from', from).toISOString();
  const to = c.req.query('to');
  if (to) {
    const until = dayStart('to', to);
    until.setUTCDate(until.getUTCDate() + 1);
    filter.until = until.toISOString();
  }
  const versionId = matching(c, 'version', isUuid, 'an interview version id');
  if (versionId) filter.versionId = versionId;
  const questionId = matching(c, 'question', (raw) => QUESTION_ID.test(raw), 'a question id');
  const answer = text(c, 'answer', ANSWER_FILTER_MAX_LENGTH);
  if (questionId && answer) filter.answered = { questionId, text: answer };
  else if (questionId || answer) throw invalidQuery('question and answer go together.');
  const sort = oneOf<PeopleSort>(c, 'sort', PEOPLE_SORTS);
  if (sort && sort !== 'newest') filter.sort = sort;
  return filter;
}

/** An opaque cursor: base64url of `[sort key, email]` of a page's last row. */
export function encodePeopleCursor(cursor: PeopleCursor): string {
  return encodeTimeCursor(cursor.key, cursor.email);
}

/** The page's cursor for `sort`; one another order gave out is `400 invalid_cursor`. */
export function readPeopleCursor(c: Context, sort: PeopleSort = 'newest'): PeopleCursor | null {
  const cursor = readPairCursor(
    c,
    (key) => isSortKeyText(sort, key, isPgTimestamp),
    (email) => email.length <= EMAIL_MAX_LENGTH,
  );
  return cursor && { key: cursor.at, email: cursor.key };
}
