import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const FRESH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('makes a fresh id when no trusted proxy sent one', () => {
    expect(requestIdOf(undefined, false)).toMatch(FRESH);
    expect(requestIdOf(undefined, true)).toMatch(FRESH);
    expect(requestIdOf('client-chosen', false)).toMatch(FRESH);
    expect(requestIdOf(undefined, false)).not.toBe(requestIdOf(undefined, false));
  });

  it('takes a trusted proxy’s id only when it is a short token', () => {
    expect(requestIdOf('7f3c9a0e-1b2d-4c5e-8f90-a1b2c3d4e5f6', true)).toBe(
      '7f3c9a0e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
    );
    expect(requestIdOf('Root=1-67891233-abcdef012345678912345678', true)).toMatch(FRESH);
    for (const hostile of ['', 'a'.repeat(101), 'a b', 'a\nb', '<script>', 'x"y']) {
      expect(requestIdOf(hostile, true)).toMatch(FRESH);
    }
  });
});
