import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import type { PlatformEnv } from '../http/env.ts';
import { mountCrud } from './crud.ts';

/** `/knowledge-base`: trieve or custom knowledge bases, by `provider`. */
export function knowledgeBaseRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  mountCrud(app, deps, {
    kind: 'knowledge-base',
    path: '/knowledge-base',
    label: 'Knowledge base',
    discriminator: 'provider',
  });
  return app;
}
