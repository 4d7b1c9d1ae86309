import { describe, expect, it } from 'vitest';
import { paginated, parseListQuery } from './list-query.ts';

describe('parseListQuery', () => {
  it('defaults the limit to 100 and reads the date filters', () => {
    const list = parseListQuery({ createdAtGe: '2025-01-01T00:00:00Z' }, { paginated: false });
    expect(list.limit).toBe(100);
    expect(list.createdAtGe?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses dates PostgreSQL cannot read or no calendar has, naming the filter', () => {
    for (const raw of [
      '+275760-09-13T00:00:00Z',
      '99999',
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '2025-02-30T00:00:00Z',
      '2023-02-29',
      '2025-04-31T10:00:00Z',
      'NaN',
      '',
    ]) {
      expect(() => parseListQuery({ createdAtGt: raw }, { paginated: false }), raw).toThrow(
        expect.objectContaining({
          messages: ['createdAtGt must be a valid ISO 8601 date string'],
        }),
      );
    }
    const leap = parseListQuery({ updatedAtLe: '2024-02-29T23:59:59.999Z' }, { paginated: true });
    expect(leap.updatedAtLe?.toISOString()).toBe('2024-02-29T23:59:59.999Z');
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
