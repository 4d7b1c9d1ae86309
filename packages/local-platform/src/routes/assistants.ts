import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { platformAssistantVersions } from '../db/schema/assistant-versions.ts';
import type { PlatformDeps } from '../deps.ts';
import { queryOf, requireUuid } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { paginated, parseListQuery } from '../http/list-query.ts';
import { newestVersionFirst, recordAssistantVersion } from '../store/assistant-versions.ts';
import { mountCrud } from './crud.ts';

/** `/assistant`: CRUD with PUT, and the versions recorded on each create and update. */
export function assistantRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/:id/version', async (c) => {
    const id = requireUuid(c.req.param('id'));
    const orgId = c.get('orgId');
    if (!(await deps.store.get(orgId, 'assistant', id))) throw notFound('Assistant');
    const list = parseListQuery(queryOf(c), { paginated: true });
    const t = platformAssistantVersions;
    const where = and(eq(t.orgId, orgId), eq(t.assistantId, id));
    const [rows, totals] = await Promise.all([
      deps.db
        .select()
        .from(t)
        .where(where)
        .orderBy(newestVersionFirst)
        .limit(list.limit)
        .offset(((list.page ?? 1) - 1) * list.limit),
      deps.db.select({ total: count() }).from(t).where(where),
    ]);
    const versions = rows.map((row) => ({
      ...row.data,
      version: row.version,
      versionId: row.id,
      versionCreatedAt: row.createdAt.toISOString(),
    }));
    return c.json(paginated(versions, Number(totals[0]?.total ?? 0), list));
  });

  mountCrud(app, deps, {
    kind: 'assistant',
    path: '/assistant',
    label: 'Assistant',
    verbs: ['create', 'list', 'get', 'patch', 'put', 'delete'],
    afterWrite: recordAssistantVersion(deps.newId, deps.clock),
  });
  return app;
}
