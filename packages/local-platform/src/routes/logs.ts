import { and, count, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { platformRequestLogs, type PlatformRequestLogRow } from '../db/schema/request-logs.ts';
import type { PlatformDeps } from '../deps.ts';
import { isUuid, queryOf } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { paginated, parseListQuery } from '../http/list-query.ts';

const l = platformRequestLogs;

/** The Log `resource` names the provider uses, mapped from our first path segment. */
const resources = new Set([
  'org',
  'assistant',
  'analytics',
  'credential',
  'phone-number',
  'voice-library',
  'tool',
  'token',
  'template',
  'squad',
  'call',
  'file',
  'log',
]);

/**
 * `/logs` lists the API requests the platform served (the provider's Log shape, type `API`),
 * `/log` the ones about one call (CallLogPrivileged); DELETE clears what the filters match.
 */
export function logRoutes(deps: PlatformDeps): { logs: Hono<PlatformEnv>; log: Hono<PlatformEnv> } {
  const filters = (c: Context<PlatformEnv>, withDates: boolean): SQL[] => {
    const query = queryOf(c);
    if (query.type && query.type !== 'API') {
      // Only API request logs exist locally; other types match nothing.
      return [eq(l.orgId, c.get('orgId')), eq(l.method, '-')];
    }
    const where: SQL[] = [eq(l.orgId, c.get('orgId'))];
    for (const [name, column] of [
      ['callId', l.callId],
      ['assistantId', l.assistantId],
    ] as const) {
      const value = query[name];
      if (value === undefined) continue;
      if (!isUuid(value)) throw badRequest([`${name} must be a UUID`]);
      where.push(eq(column, value));
    }
    if (withDates) {
      const list = parseListQuery(query, { paginated: true });
      if (list.createdAtGt) where.push(gt(l.time, list.createdAtGt));
      if (list.createdAtLt) where.push(lt(l.time, list.createdAtLt));
      if (list.createdAtGe) where.push(gte(l.time, list.createdAtGe));
      if (list.createdAtLe) where.push(lte(l.time, list.createdAtLe));
    }
    return where;
  };

  const page = async <T>(
    c: Context<PlatformEnv>,
    where: SQL[],
    show: (row: PlatformRequestLogRow) => T,
  ) => {
    const list = parseListQuery(queryOf(c), { paginated: true });
    const order = list.sortOrder === 'ASC' ? l.time : desc(l.time);
    const [rows, totals] = await Promise.all([
      deps.db
        .select()
        .from(l)
        .where(and(...where))
        .orderBy(order)
        .limit(list.limit)
        .offset(((list.page ?? 1) - 1) * list.limit),
      deps.db
        .select({ total: count() })
        .from(l)
        .where(and(...where)),
    ]);
    return c.json(paginated(rows.map(show), Number(totals[0]?.total ?? 0), list));
  };
  const clear = async (c: Context<PlatformEnv>, where: SQL[]) => {
    const deleted = await deps.db
      .delete(l)
      .where(and(...where))
      .returning({ id: l.id });
    return c.json({ deleted: deleted.length });
  };

  const logs = new Hono<PlatformEnv>();
  logs.get('/', (c) => page(c, filters(c, true), showLog));
  logs.delete('/', (c) => clear(c, filters(c, false)));

  const log = new Hono<PlatformEnv>();
  const requireCallId = (c: Context<PlatformEnv>) => {
    if (!c.req.query('callId'))
      throw badRequest(['callId should not be empty', 'callId must be a UUID']);
  };
  log.get('/', (c) => {
    requireCallId(c);
    return page(c, filters(c, true), showCallLog);
  });
  log.delete('/', (c) => {
    requireCallId(c);
    return clear(c, filters(c, false));
  });
  return { logs, log };
}

function showLog(row: PlatformRequestLogRow) {
  const finished = new Date(row.time.getTime() + row.durationMs);
  return {
    time: row.time.toISOString(),
    orgId: row.orgId,
    type: 'API',
    ...(resources.has(row.resource) ? { resource: row.resource } : {}),
    requestDurationSeconds: row.durationMs / 1000,
    requestStartedAt: row.time.toISOString(),
    requestFinishedAt: finished.toISOString(),
    requestHttpMethod: row.method,
    requestUrl: row.query ? `${row.path}?${row.query}` : row.path,
    requestPath: row.path,
    ...(row.query ? { requestQuery: row.query } : {}),
    responseHttpCode: row.status,
    ...(row.callId ? { callId: row.callId } : {}),
    ...(row.assistantId ? { assistantId: row.assistantId } : {}),
  };
}

function showCallLog(row: PlatformRequestLogRow) {
  return {
    callId: row.callId,
    orgId: row.orgId,
    log: `${row.method} ${row.path} ${row.status} ${row.durationMs}ms`,
    level: row.status >= 500 ? 'ERROR' : row.status >= 400 ? 'WARN' : 'INFO',
    time: row.time.toISOString(),
  };
}
