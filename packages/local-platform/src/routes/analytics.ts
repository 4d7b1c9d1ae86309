import { Hono } from 'hono';
import { runAnalytics, type AnalyticsQuery } from '../analytics/analytics-query.ts';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';

/** `POST /analytics`: aggregates over the org's stored calls. */
export function analyticsRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /analytics');
    const results = await runAnalytics(
      deps.db,
      c.get('orgId'),
      body.queries as AnalyticsQuery[],
      deps.clock(),
    );
    return c.json(results);
  });
  return app;
}
