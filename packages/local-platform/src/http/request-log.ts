import { lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { PlatformDatabase } from '../db/database.ts';
import { platformRequestLogs } from '../db/schema/request-logs.ts';
import type { PlatformLogger } from '../deps.ts';
import { isUuid } from './body.ts';
import type { PlatformEnv } from './env.ts';

/** How long request logs are kept; older ones are pruned now and then. */
export const requestLogRetentionMs = 7 * 24 * 3600 * 1000;
const pruneEvery = 500;

/**
 * Records every request the platform served (time, method, path, query, status, duration, org,
 * and the call or assistant it concerned) for `/logs` and `/log`. Never the key or a body, and
 * never the id of a call it deleted.
 * Mounted after the key check, so requests refused for want of a valid key (which belong to
 * no org and would let anyone grow the log) never reach it.
 */
export function recordRequests(options: {
  db: PlatformDatabase;
  clock: () => Date;
  newId: () => string;
  relativePath: (path: string) => string;
  log: PlatformLogger;
}): MiddlewareHandler<PlatformEnv> {
  let recorded = 0;
  return async (c, next) => {
    const started = options.clock();
    const startedAt = performance.now();
    await next();
    if (c.req.method === 'OPTIONS') return;
    let path = options.relativePath(c.req.path);
    const [resource = '', second = ''] = path.split('/').slice(1);
    const url = new URL(c.req.url);
    // A deleted call leaves no log naming it (its older logs went with it): the deletion is
    // recorded under the route's template, without the id.
    const erasedCall =
      c.req.method === 'DELETE' && resource === 'call' && isUuid(second) && c.res.status < 300;
    if (erasedCall) path = '/call/{id}';
    try {
      await options.db.insert(platformRequestLogs).values({
        id: options.newId(),
        orgId: c.get('orgId'),
        time: started,
        method: c.req.method,
        path,
        query: url.search ? url.search.slice(1) : null,
        resource,
        status: c.res.status,
        durationMs: Math.round(performance.now() - startedAt),
        callId: erasedCall
          ? null
          : resource === 'call' && isUuid(second)
            ? second
            : (queryUuid(url, 'callId') ?? null),
        assistantId:
          resource === 'assistant' && isUuid(second)
            ? second
            : (queryUuid(url, 'assistantId') ?? null),
      });
      // Keep the log bounded: every few hundred requests, drop what is past retention.
      if (++recorded % pruneEvery === 0) {
        const cutoff = new Date(options.clock().getTime() - requestLogRetentionMs);
        await options.db.delete(platformRequestLogs).where(lt(platformRequestLogs.time, cutoff));
      }
    } catch (error) {
      options.log.warn('could not record a request log', { error: String(error) });
    }
  };
}

function queryUuid(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && isUuid(value) ? value : undefined;
}
