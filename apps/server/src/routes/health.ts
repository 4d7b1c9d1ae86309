import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';

/** The `/readyz` code while a copy is shutting down (its load balancer should stop sending). */
export const SHUTTING_DOWN_CODE = 'shutting_down';

export interface HealthDeps {
  /** Resolves when the database answers. */
  pingDatabase: () => Promise<void>;
  /** Resolves when the rate-limit store answers. */
  pingRateLimitStore: () => Promise<void>;
  /** True once the process has begun a graceful shutdown. */
  shuttingDown: () => boolean;
}

/**
 * `GET /healthz`: the process is alive. `GET /readyz`: it can serve, i.e. the database answers
 * (`503 database_unavailable` while it does not) and it is not shutting down (`503
 * shutting_down`). The rate-limit store is reported (`rateLimitStore: "ok" | "unavailable"`)
 * without making the copy unready: limits let visitors through while their store is away.
 */
export function healthRoutes(deps: HealthDeps) {
  const unready = (code: string, message: string) => ({ error: { code, message } });
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (deps.shuttingDown()) {
        return c.json(unready(SHUTTING_DOWN_CODE, 'This server is shutting down.'), 503);
      }
      const [database, rateLimitStore] = await Promise.allSettled([
        deps.pingDatabase(),
        deps.pingRateLimitStore(),
      ]);
      if (database.status === 'rejected') {
        return c.json(
          unready(API_ERROR_CODES.databaseUnavailable, 'The database is unavailable.'),
          503,
        );
      }
      return c.json({
        status: 'ready',
        rateLimitStore: rateLimitStore.status === 'fulfilled' ? 'ok' : 'unavailable',
      });
    });
}
