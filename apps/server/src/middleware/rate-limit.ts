import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/api-error.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';

/** What a refused sign-up is told. */
const SIGNUP_REFUSAL = 'Too many sign-ups from this address. Please try again in a minute.';

/**
 * Lets a request through while its key has budget left, else answers
 * `429 rate_limited` with `Retry-After` and `message`.
 */
export function rateLimit(
  limiter: RateLimiter,
  keyOf: (c: Context) => string,
  message = SIGNUP_REFUSAL,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.consume(keyOf(c));
    if (!decision.allowed) {
      throw new ApiError(429, API_ERROR_CODES.rateLimited, message, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    await next();
  };
}
