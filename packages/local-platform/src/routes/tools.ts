import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { PlatformEnv } from '../http/env.ts';
import { mountCrud } from './crud.ts';

/** `/tool`: tools by `type`; an update may repeat the type but never change it. */
export function toolRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  mountCrud(app, deps, { kind: 'tool', path: '/tool', label: 'Tool', discriminator: 'type' });
  return app;
}
