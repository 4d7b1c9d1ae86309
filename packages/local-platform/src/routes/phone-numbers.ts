import { Hono, type Context } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import type { Resource } from '../store/resource-store.ts';
import { splitSecrets } from '../store/secrets.ts';
import { mountCrud } from './crud.ts';

/**
 * `/phone-number`: numbers by `provider`, including the deprecated Twilio/Vonage imports.
 * A `vapi` number gets a local number from the reserved 555 range; secrets are never shown.
 */
export function phoneNumberRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const prepare = (body: Record<string, unknown>) => {
    const stored: Record<string, unknown> = { status: 'active', ...body };
    if (body.provider === 'vapi' && !body.number) stored.number = localNumber();
    return splitSecrets(stored);
  };
  const importAs =
    (provider: string, numberField: string, operation: string) =>
    async (c: Context<PlatformEnv>) => {
      const body = await readJson(c, deps.validator, operation);
      const { [numberField]: number, ...rest } = body;
      const resource = await deps.store.create(
        c.get('orgId'),
        'phone-number',
        prepare({ provider, number, ...rest }),
      );
      return c.json(resource as Resource, 201);
    };

  app.post(
    '/import/twilio',
    importAs('twilio', 'twilioPhoneNumber', 'POST /phone-number/import/twilio'),
  );
  app.post(
    '/import/vonage',
    importAs('vonage', 'vonagePhoneNumber', 'POST /phone-number/import/vonage'),
  );
  mountCrud(app, deps, {
    kind: 'phone-number',
    path: '/phone-number',
    label: 'Phone number',
    discriminator: 'provider',
    prepareCreate: prepare,
    prepareUpdate: (data, hidden) => splitSecrets(data, hidden),
  });
  return app;
}

function localNumber(): string {
  return `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}
