import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRetryableStatus, retryDelayMs } from './retry.ts';

const headers = (init: Record<string, string>) => new Headers(init);
afterEach(() => vi.restoreAllMocks());

describe('isRetryableStatus', () => {
  it('retries 408, 409, 429 and 5xx but not other 4xx', () => {
    const none = headers({});
    expect([408, 409, 429, 500, 502, 503, 504].every((s) => isRetryableStatus(s, none))).toBe(true);
    expect([400, 401, 403, 404, 422].some((s) => isRetryableStatus(s, none))).toBe(false);
  });

  it('lets the server decide with x-should-retry', () => {
    expect(isRetryableStatus(503, headers({ 'x-should-retry': 'false' }))).toBe(false);
    expect(isRetryableStatus(400, headers({ 'x-should-retry': 'true' }))).toBe(true);
  });
});

describe('retryDelayMs', () => {
  it('prefers retry-after-ms, then Retry-After seconds, then an HTTP date', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(retryDelayMs(0, headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(
      250,
    );
    expect(retryDelayMs(0, headers({ 'retry-after': '1.5' }), now)).toBe(1_500);
    expect(retryDelayMs(0, headers({ 'retry-after': 'Sun, 01 Jun 2025 00:00:04 GMT' }), now)).toBe(
      4_000,
    );
  });

  it('backs off exponentially from 0.5 s up to 8 s when the server names no wait', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([0, 1, 2, 3, 4, 5, 9].map((i) => retryDelayMs(i, undefined))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('ignores waits over 60 s, negative ones and garbage', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelayMs(0, headers({ 'retry-after': '61' }))).toBe(500);
    expect(retryDelayMs(0, headers({ 'retry-after-ms': '-5' }))).toBe(500);
    expect(retryDelayMs(1, headers({ 'retry-after': 'soon' }))).toBe(1_000);
  });
});
