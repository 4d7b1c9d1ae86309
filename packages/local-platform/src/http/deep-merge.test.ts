import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge.ts';

describe('deepMerge', () => {
  it('merges objects at every depth and replaces arrays, scalars and null', () => {
    const merged = deepMerge(
      { a: { b: 1, c: { d: 2 } }, list: [1, 2], keep: 'x', gone: { y: 1 } },
      { a: { c: { e: 3 } }, list: [3], gone: null },
    );
    expect(merged).toEqual({ a: { b: 1, c: { d: 2, e: 3 } }, list: [3], keep: 'x', gone: null });
  });

  it('leaves its inputs unchanged', () => {
    const target = { a: { b: 1 } };
    deepMerge(target, { a: { c: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });
});
