import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import { ApiError } from '../lib/api-error.ts';
import { sameSecret } from '../lib/same-secret.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

/** True when `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return sameSecret(given, token) && given.length > 0;
}

/**
 * `GET /metrics`: the Prometheus text format, for a scraper holding `METRICS_TOKEN` as its
 * bearer token; anyone else gets `401`. Mounted only when the token is set.
 */
export function metricsRoutes({ token, metrics }: { token: string; metrics: ServerMetrics }) {
  return new Hono().get('/', async (c) => {
    if (!bearerMatches(c.req.header('authorization'), token)) {
      throw new ApiError(401, API_ERROR_CODES.unauthorized, 'A valid bearer token is required.', {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    c.header('content-type', metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
