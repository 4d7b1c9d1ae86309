import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids.ts';

describe('newId', () => {
  it('makes version 7 UUIDs carrying the creation time', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const id = newId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at.getTime());
  });

  it('keeps increasing within one millisecond and when the clock goes back', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const ids = [
      ...Array.from({ length: 1000 }, () => newId(at)),
      newId(new Date('2029-12-31T00:00:00Z')),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by creation time across milliseconds', () => {
    const earlier = newId(new Date('2031-01-01T00:00:00.000Z'));
    const later = newId(new Date('2031-01-01T00:00:00.001Z'));
    expect(earlier < later).toBe(true);
  });
});

describe('isUuid', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isUuid(newId())).toBe(true);
    expect(isUuid('0189ABCD-0000-7000-8000-000000000000')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(`${newId()}x`)).toBe(false);
    expect(isUuid("'; drop table onboarding; --")).toBe(false);
  });
});
