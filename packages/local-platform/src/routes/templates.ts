import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { queryOf } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { parseListQuery } from '../http/list-query.ts';
import { mountCrud } from './crud.ts';

/** `/template`: tool templates; `/template/pinned` lists the org's public templates. */
export function templateRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/pinned', async (c) => {
    const list = parseListQuery(queryOf(c), { paginated: false });
    list.where = { visibility: 'public' };
    const { items } = await deps.store.list(c.get('orgId'), 'template', list);
    return c.json(items);
  });

  mountCrud(app, deps, {
    kind: 'template',
    path: '/template',
    label: 'Template',
    listFilters: ['collectionId', 'visibility', 'provider'],
    // The provider declares the create body as an array of one template; both forms work.
    normalise: (body) => (Array.isArray(body) && body.length === 1 ? body[0] : body),
    prepareCreate: (body) => ({ data: { visibility: 'private', ...body } }),
  });
  return app;
}
