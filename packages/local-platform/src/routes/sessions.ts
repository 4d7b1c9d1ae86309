import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { PlatformEnv } from '../http/env.ts';
import { mountCrud } from './crud.ts';

/** `/session`: chat sessions that keep a conversation's messages across chats. */
export function sessionRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  mountCrud(app, deps, {
    kind: 'session',
    path: '/session',
    label: 'Session',
    listShape: 'paginated',
    listFilters: ['name', 'assistantId', 'workflowId'],
    prepareCreate: (body) => ({
      data: { status: 'active', expirationSeconds: 86400, messages: [], ...body },
    }),
  });
  return app;
}
