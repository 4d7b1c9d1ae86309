import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';

/**
 * `GET /healthz`: the process is alive. `GET /readyz`: it can serve, i.e. the database answers;
 * `503 database_unavailable` while it does not.
 */
export function healthRoutes(ping: () => Promise<void>) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        await ping();
        return c.json({ status: 'ready' });
      } catch {
        return c.json(
          {
            error: {
              code: API_ERROR_CODES.databaseUnavailable,
              message: 'The database is unavailable.',
            },
          },
          503,
        );
      }
    });
}
