import { describe, expect, it } from 'vitest';
import { FIRST_PEOPLE_QUERY, peopleQueryOf, peopleSearch } from './get-people.ts';

describe('the people list’s filters in the page address', () => {
  it('reads back what it writes', () => {
    const query = { q: 'ada@', status: 'partial', sort: 'oldest' } as const;
    expect(peopleSearch(query)).toBe('?q=ada%40&status=partial&sort=oldest');
    expect(peopleQueryOf(new URLSearchParams(peopleSearch(query)))).toEqual(query);
    expect(peopleQueryOf(new URLSearchParams(''))).toEqual(FIRST_PEOPLE_QUERY);
  });

  it('opens the defaults for values it does not know, and cuts a search to an address’s length', () => {
    const hostile = new URLSearchParams({
      q: 'x'.repeat(10_000),
      status: 'deleted',
      sort: 'random',
    });
    const query = peopleQueryOf(hostile);
    expect(query.status).toBe('');
    expect(query.sort).toBe('newest');
    expect(query.q).toHaveLength(254);
  });
});
