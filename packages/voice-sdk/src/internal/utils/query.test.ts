import { describe, expect, it } from 'vitest';
import { stringifyQuery } from './query.ts';

describe('stringifyQuery', () => {
  it('repeats array keys, writes dates as ISO and drops empty values', () => {
    const query = stringifyQuery({
      idAny: ['a', 'b'],
      createdAtGt: new Date('2025-01-01T00:00:00Z'),
      limit: 10,
      archived: false,
      missing: undefined,
      none: null,
    });
    expect(query).toBe(
      '?idAny=a&idAny=b&createdAtGt=2025-01-01T00%3A00%3A00.000Z&limit=10&archived=false',
    );
  });

  it('is empty when nothing is left to send', () => {
    expect(stringifyQuery({ a: undefined })).toBe('');
    expect(stringifyQuery(undefined)).toBe('');
  });

  it('encodes reserved characters in keys and values', () => {
    expect(stringifyQuery({ 'a&b': 'c=d e' })).toBe('?a%26b=c%3Dd%20e');
  });
});
