import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';

/** `/support/ticket`: tickets are kept locally (no one reads them); the answer is `{id}`. */
export function supportRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/ticket', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /support/ticket');
    const ticket = await deps.store.create(c.get('orgId'), 'support-ticket', { data: body });
    return c.json({ id: ticket.id }, 201);
  });
  return app;
}
