import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';

describe('the in-memory rate limiter', () => {
  it('allows `limit` actions per key and window, then says how long to wait', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(await limiter.consume('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    now += 15_500;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('counts each key on its own', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, now: () => 0 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('b')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
  });

  it('starts afresh once the window has passed', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    await limiter.consume('a');
    expect((await limiter.consume('a')).allowed).toBe(false);
    now = 1_000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('never asks to wait less than a second', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    await limiter.consume('a');
    now = 999.9;
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
