import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { PlatformEnv } from '../http/env.ts';
import { mountCrud } from './crud.ts';

/**
 * `/token`: API keys. A token's `value` is a working key from the moment it is created
 * (private or public by `tag`), until it is deleted.
 */
export function tokenRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  mountCrud(app, deps, {
    kind: 'token',
    path: '/token',
    label: 'Token',
    prepareCreate: (body) => ({ data: { tag: 'private', ...body, value: randomUUID() } }),
    // The key itself never changes through an update.
    prepareUpdate: (data, _hidden, previous) => ({ data: { ...data, value: previous.value } }),
  });
  return app;
}
