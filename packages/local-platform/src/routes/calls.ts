import { Hono, type Context } from 'hono';
import { placeCall } from '../calls/place-call.ts';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { checkedPublicKeyBody } from '../http/public-key-body.ts';
import type { Resource } from '../store/resource-store.ts';
import { withFreshRecordingUrls } from '../recordings/fresh-urls.ts';
import { mountCrud } from './crud.ts';

/**
 * `/call`: phone calls simulated through their statuses, web calls and websocket calls that
 * answer the URL of a live local session (`webCallUrl`, `transport.websocketCallUrl`). Deleting
 * a call erases it for good: its live session, recordings and the request logs that name it.
 */
export function callRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const create = (operation: string) => async (c: Context<PlatformEnv>) => {
    const body = await readJson(c, deps.validator, operation);
    const orgId = c.get('orgId');
    if (Array.isArray(body.customers)) {
      const { customers, ...rest } = body;
      const results: Resource[] = [];
      const errors: { customer: unknown; error: string }[] = [];
      for (const customer of customers) {
        try {
          results.push(await placeCall(deps, orgId, { ...rest, customer }, { web: false }));
        } catch (error) {
          errors.push({ customer, error: (error as Error).message });
        }
      }
      return c.json({ results, errors }, 201);
    }
    return c.json(await placeCall(deps, orgId, body, { web: false }), 201);
  };

  app.post('/web', async (c) => {
    const body = await readJson(
      c,
      deps.validator,
      'POST /call/web',
      // A public key's refused fields are named before the schema judges their values.
      c.get('keyTag') === 'public' ? checkedPublicKeyBody : undefined,
    );
    return c.json(
      await placeCall(deps, c.get('orgId'), body, {
        web: true,
        restrictions: c.get('keyRestrictions'),
        baseUrl: deps.publicBaseUrlFor?.(c.req.raw) ?? deps.publicBaseUrl,
      }),
      201,
    );
  });
  app.post('/phone', create('POST /call/phone'));
  app.post('/', create('POST /call'));

  mountCrud(app, deps, {
    kind: 'call',
    path: '/call',
    label: 'Call',
    verbs: ['list', 'get', 'patch', 'delete'],
    listFilters: ['assistantId', 'phoneNumberId'],
    // Stored URLs expire; a call read later shows URLs valid from now.
    present: (call) => withFreshRecordingUrls(call, deps.recordings),
    // The provider's DELETE removes the call's data: here its recordings and logs go with it.
    afterDelete: async (call) => void (await deps.eraseCall(call.id)),
  });
  return app;
}
