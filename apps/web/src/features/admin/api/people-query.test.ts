import { describe, expect, it } from 'vitest';
import {
  FIRST_PEOPLE_QUERY,
  isFiltered,
  peopleParams,
  peopleQueryOf,
  peopleSearch,
  type PeopleQuery,
} from './people-query.ts';

const TAG = '0b3c2f4e-8d1a-4c5b-9e6f-7a8b9c0d1e2f';
const VERSION = '00000000-0000-4000-8000-000000000002';

const FULL: PeopleQuery = {
  q: 'ada@',
  status: 'partial',
  tag: TAG,
  starred: true,
  reviewed: '0',
  from: '2026-03-01',
  to: '2026-03-31',
  version: VERSION,
  question: 'q-what-do-you-build',
  answer: 'rust',
  sort: 'recently-completed',
};

describe('the people list’s view in the page address', () => {
  it('reads back every filter and the order it writes', () => {
    expect(peopleQueryOf(peopleParams(FULL))).toEqual(FULL);
    expect(peopleQueryOf(new URLSearchParams(''))).toEqual(FIRST_PEOPLE_QUERY);
    expect(peopleParams(FIRST_PEOPLE_QUERY).toString()).toBe('');
  });

  it('opens the defaults for values it does not know, and cuts texts to what the server takes', () => {
    const hostile = new URLSearchParams({
      q: 'x'.repeat(10_000),
      status: 'deleted',
      tag: 'not-a-tag',
      starred: 'yes',
      reviewed: 'maybe',
      from: '2026-02-31',
      to: 'tomorrow',
      version: '1',
      answer: 'y'.repeat(1_000),
      sort: 'random',
    });
    const query = peopleQueryOf(hostile);
    expect(query).toEqual({ ...FIRST_PEOPLE_QUERY, q: 'x'.repeat(254), answer: 'y'.repeat(200) });
  });

  it('drops the end of a range that ends before it starts', () => {
    const query = peopleQueryOf(new URLSearchParams({ from: '2026-03-10', to: '2026-03-01' }));
    expect([query.from, query.to]).toEqual(['2026-03-10', '']);
  });

  it('asks the server for the answer filter only as a question with words', () => {
    expect(peopleSearch({ ...FIRST_PEOPLE_QUERY, question: 'q-1' })).toBe('');
    expect(peopleParams({ ...FIRST_PEOPLE_QUERY, question: 'q-1' }).toString()).toBe(
      'question=q-1',
    );
    expect(peopleSearch({ ...FIRST_PEOPLE_QUERY, question: 'q-1', answer: ' go ' })).toBe(
      '?question=q-1&answer=go',
    );
    expect(peopleSearch(FULL, { cursor: 'c1' })).toContain('&cursor=c1');
  });

  it('tells filters from the order alone', () => {
    expect(isFiltered({ ...FIRST_PEOPLE_QUERY, sort: 'longest' })).toBe(false);
    expect(isFiltered({ ...FIRST_PEOPLE_QUERY, starred: true })).toBe(true);
  });
});
