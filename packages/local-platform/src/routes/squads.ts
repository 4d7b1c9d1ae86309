import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { PlatformEnv } from '../http/env.ts';
import { mountCrud } from './crud.ts';

/** `/squad`: assistants that hand calls to each other. */
export function squadRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  mountCrud(app, deps, { kind: 'squad', path: '/squad', label: 'Squad' });
  return app;
}
