import { describe, expect, it } from 'vitest';
import { paginated, parseListQuery } from './list-query.ts';

describe('parseListQuery', () => {
  it('defaults the limit to 100 and reads the date filters', () => {
    const list = parseListQuery({ createdAtGe: '2025-01-01T00:00:00Z' }, { paginated: false });
    expect(list.limit).toBe(100);
    expect(list.createdAtGe?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('reads page and sort order only for paginated lists', () => {
    expect(parseListQuery({ page: '3', sortOrder: 'ASC' }, { paginated: true })).toMatchObject({
      page: 3,
      sortOrder: 'ASC',
    });
    expect(parseListQuery({ page: '3' }, { paginated: false }).page).toBeUndefined();
  });

  it('reports every problem at once', () => {
    expect(() =>
      parseListQuery({ limit: '-1', page: '0', sortOrder: 'UP' }, { paginated: true }),
    ).toThrow(
      expect.objectContaining({
        messages: [
          'limit must not be less than 0',
          'page must not be less than 1',
          'sortOrder must be one of the following values: ASC, DESC',
        ],
      }),
    );
  });
});

describe('paginated', () => {
  it('wraps a page in the provider envelope', () => {
    expect(paginated([1], 7, { limit: 2, page: 4 })).toEqual({
      results: [1],
      metadata: { itemsPerPage: 2, totalItems: 7, currentPage: 4 },
    });
  });
});
