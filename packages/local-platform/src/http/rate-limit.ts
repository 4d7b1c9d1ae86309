import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { PlatformEnv } from './env.ts';
import { errorBody } from './errors.ts';

/** Requests per minute the platform serves before answering 429. */
export interface PlatformRateLimits {
  /** Every request from one client address (default 600). */
  perAddress: number;
  /** Every request made with one key, whoever sends it (default 1200). */
  perKey: number;
  /** `POST /call/web` from one client address: each opens a live session (default 30). */
  webCallsPerAddress: number;
  /** `POST /chat/web` and `/chat/web/responses` from one client address: each is kept (default 30). */
  webChatsPerAddress: number;
  /** `POST /credential/webhook` (no key) from one client address: each is kept (default 30). */
  credentialWebhooksPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: PlatformRateLimits = {
  perAddress: 600,
  perKey: 1200,
  webCallsPerAddress: 30,
  webChatsPerAddress: 30,
  credentialWebhooksPerAddress: 30,
};

/** Which per-address limit of its own a write that anyone may send counts against, if any. */
type OwnLimit = 'webCalls' | 'webChats' | 'credentialWebhooks';
const OWN_LIMITS: Record<string, OwnLimit> = {
  '/call/web': 'webCalls',
  '/chat/web': 'webChats',
  '/chat/web/responses': 'webChats',
  '/credential/webhook': 'credentialWebhooks',
};

/** The socket's peer address ('unknown' without a socket, e.g. `app.request()` in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Per-address and per-key limits over one minute, in memory (one platform process owns its
 * counters). Counted before the key is checked, so floods of unauthenticated requests are
 * limited too. Keys are counted by their hash, never kept as they are.
 */
export function rateLimit(options: {
  limits: PlatformRateLimits;
  clientAddress: (c: Context) => string;
  relativePath: (path: string) => string;
}): MiddlewareHandler<PlatformEnv> {
  const minute = (points: number) => new RateLimiterMemory({ points, duration: 60 });
  const byAddress = minute(options.limits.perAddress);
  const byKey = minute(options.limits.perKey);
  const own: Record<OwnLimit, RateLimiterMemory> = {
    webCalls: minute(options.limits.webCallsPerAddress),
    webChats: minute(options.limits.webChatsPerAddress),
    credentialWebhooks: minute(options.limits.credentialWebhooksPerAddress),
  };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const address = options.clientAddress(c);
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
    const consumed = [byAddress.consume(address)];
    if (bearer) consumed.push(byKey.consume(createHash('sha256').update(bearer).digest('hex')));
    const ownLimit =
      c.req.method === 'POST'
        ? OWN_LIMITS[options.relativePath(c.req.path).replace(/\/+$/, '')]
        : undefined;
    if (ownLimit) consumed.push(own[ownLimit].consume(address));
    try {
      await Promise.all(consumed);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return c.json(errorBody(429, 'Too many requests; slow down.'), 429, {
        'Retry-After': String(seconds),
      });
    }
    return next();
  };
}
