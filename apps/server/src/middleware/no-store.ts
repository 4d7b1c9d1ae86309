import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer, errors included: organisers' data and sessions
 * must stay out of browser and proxy caches (a shared computer's back button, a caching proxy).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
