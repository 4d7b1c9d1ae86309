import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { CREDENTIAL_WEBHOOK_RETENTION, pruneAfterWrite } from '../store/retention.ts';
import { splitSecrets } from '../store/secrets.ts';
import { mountCrud } from './crud.ts';

/**
 * `/credential`: provider credentials by `provider`; secrets (`apiKey`, `authToken`, …) are
 * stored but never returned. Also the OAuth session, the broker's webhook (no key) and action
 * triggers, which locally record what they were sent.
 */
export function credentialRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.post('/session', async (c) => {
    await readJson(c, deps.validator, 'POST /credential/session');
    return c.json({ sessionToken: `local-${randomBytes(16).toString('hex')}` }, 201);
  });

  // Called by the OAuth broker, so it carries no key; locally it is only recorded. Anyone may
  // call it, so its body is capped (64 KB, see bodyCapFor) and only the newest records of the
  // last week are kept.
  app.post('/webhook', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /credential/webhook');
    await deps.store.create(
      c.get('orgId'),
      'credential-webhook',
      { data: body },
      { afterWrite: pruneAfterWrite(CREDENTIAL_WEBHOOK_RETENTION) },
    );
    return c.body(null, 201);
  });

  app.post('/trigger', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /credential/trigger');
    await deps.store.create(c.get('orgId'), 'credential-trigger', { data: body });
    return c.body(null, 201);
  });

  mountCrud(app, deps, {
    kind: 'credential',
    path: '/credential',
    label: 'Credential',
    discriminator: 'provider',
    prepareCreate: (body) => splitSecrets(body),
    prepareUpdate: (data, hidden) => splitSecrets(data, hidden),
  });
  return app;
}
