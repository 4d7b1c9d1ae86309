// The people list's filters and order, as the API's query string and the page address spell them
// alike (PEOPLE_QUERY_KEYS): read from an address, written back to one.
import {
  PEOPLE_SORTS,
  PERSON_STATUSES,
  type PeopleSort,
  type PersonStatus,
} from '@vibe/contracts/admin';
import { EMAIL_MAX_LENGTH } from '@vibe/contracts/limits';
import { ANSWER_FILTER_MAX_LENGTH } from '@vibe/contracts/people';

/** `reviewed=1` (reviewed), `reviewed=0` (not yet), or either. */
export type ReviewedFilter = '' | '1' | '0';

/** The people table's filters and order (also the exports'); empty strings filter nothing. */
export interface PeopleQuery {
  /** Part of the e-mail address. */
  q: string;
  status: PersonStatus | '';
  /** A tag id. */
  tag: string;
  starred: boolean;
  reviewed: ReviewedFilter;
  /** Sign-up dates `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
  /** An interview version id. */
  version: string;
  /** A question id; it filters only with `answer`. */
  question: string;
  answer: string;
  sort: PeopleSort;
}

/** The filters the people list opens with: everyone, newest first. */
export const FIRST_PEOPLE_QUERY: PeopleQuery = {
  q: '',
  status: '',
  tag: '',
  starred: false,
  reviewed: '',
  from: '',
  to: '',
  version: '',
  question: '',
  answer: '',
  sort: 'newest',
};

// Tags and versions are UUIDs; anything else would only earn a 400 from the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Question ids are the server's own words-based ids: any short line. */
const QUESTION_ID_MAX_LENGTH = 200;

/** A real calendar day `YYYY-MM-DD`, else ''. */
function dayOf(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

function oneOf<T extends string>(known: readonly T[], value: string | null): T | undefined {
  return known.find((one) => one === value);
}

/**
 * The filters a page address names, as {@link peopleSearch} writes them: what a reload or a
 * shared link opens on. Values it does not know fall back to the defaults, never to an error.
 */
export function peopleQueryOf(params: URLSearchParams): PeopleQuery {
  const text = (key: string, max: number) => (params.get(key) ?? '').slice(0, max);
  const id = (key: string) => (UUID.test(params.get(key) ?? '') ? (params.get(key) ?? '') : '');
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  return {
    // Longer than any address, the server refuses it: cut to what it takes.
    q: text('q', EMAIL_MAX_LENGTH),
    status: oneOf(PERSON_STATUSES, params.get('status')) ?? '',
    tag: id('tag'),
    starred: params.get('starred') === '1',
    reviewed: oneOf(['1', '0'] as const, params.get('reviewed')) ?? '',
    from,
    // A range that ends before it starts holds nobody: its end is dropped.
    to: from && to && to < from ? '' : to,
    version: id('version'),
    question: text('question', QUESTION_ID_MAX_LENGTH),
    answer: text('answer', ANSWER_FILTER_MAX_LENGTH),
    sort: oneOf(PEOPLE_SORTS, params.get('sort')) ?? FIRST_PEOPLE_QUERY.sort,
  };
}

/**
 * The address parameters of the filters, defaults left out (the bare list is everyone, newest
 * first). `question` stays without `answer`, so a half-made answer filter survives a reload.
 */
export function peopleParams(query: PeopleQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.tag) params.set('tag', query.tag);
  if (query.starred) params.set('starred', '1');
  if (query.reviewed) params.set('reviewed', query.reviewed);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.version) params.set('version', query.version);
  if (query.question) params.set('question', query.question);
  if (query.question && query.answer.trim()) params.set('answer', query.answer.trim());
  if (query.sort !== FIRST_PEOPLE_QUERY.sort) params.set('sort', query.sort);
  return params;
}

/** True when any filter (not the order) narrows the list. */
export function isFiltered(query: PeopleQuery): boolean {
  return peopleParams({ ...query, sort: FIRST_PEOPLE_QUERY.sort }).toString() !== '';
}

/**
 * The API query string of the filters (empty values left out; the answer filter only as the
 * pair of a question and words, as the server takes it), with `extra` (e.g. a cursor).
 */
export function peopleSearch(query: PeopleQuery, extra: Record<string, string> = {}): string {
  const params = peopleParams(query);
  if (!params.has('answer')) params.delete('question');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
