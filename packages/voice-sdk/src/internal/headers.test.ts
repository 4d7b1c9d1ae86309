import { describe, expect, it } from 'vitest';
import { mergeHeaders } from './headers.ts';

describe('mergeHeaders', () => {
  it('lets later sets win case-insensitively, null remove and undefined keep', () => {
    expect(
      mergeHeaders({ Accept: 'application/json', 'X-A': '1', 'X-B': '2' }, undefined, {
        accept: 'text/plain',
        'x-a': null,
        'x-b': undefined,
      }),
    ).toEqual({ accept: 'text/plain', 'x-b': '2' });
  });
});
