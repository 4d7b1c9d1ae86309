import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ServerMetrics } from './server-metrics.ts';

/**
 * Times every request into the request-duration histogram, labelled with the route pattern that
 * answered it (`/api/interviews/:id/start`, `/platform/*`), never the path the client sent, so
 * the number of series stays bounded whatever paths arrive.
 */
export function observeRequests(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      metrics.requestFinished(c.req.method, routePath(c) || 'unmatched', c.res.status, seconds);
    }
  };
}
