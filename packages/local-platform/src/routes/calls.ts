import { Hono, type Context } from 'hono';
import { simulateCall } from '../calls/call-simulator.ts';
import { newCallToken, websocketCallUrl } from '../calls/web-call-url.ts';
import type { PlatformDeps } from '../deps.ts';
import { checkAssistantAllowed } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { isPlainObject } from '../http/deep-merge.ts';
import type { KeyRestrictions, PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import type { Resource } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';
import { mountCrud } from './crud.ts';

/** Fields of a create body that the stored call keeps as they were sent. */
const keptFields = [
  'assistantId',
  'assistant',
  'assistantOverrides',
  'squadId',
  'squad',
  'workflowId',
  'workflow',
  'workflowOverrides',
  'phoneNumberId',
  'phoneNumber',
  'customerId',
  'customer',
  'name',
  'schedulePlan',
  'metadata',
];

/**
 * `/call`: phone calls simulated through their statuses, web calls and websocket calls that
 * answer the URL of a live local session (`webCallUrl`, `transport.websocketCallUrl`).
 */
export function callRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const createOne = async (
    orgId: string,
    body: Record<string, unknown>,
    web: boolean,
    restrictions?: KeyRestrictions,
  ) => {
    const transport = isPlainObject(body.transport) ? body.transport : undefined;
    const websocket = web || transport?.provider === 'vapi.websocket';
    if (websocket && !web && (body.phoneNumberId || body.phoneNumber)) {
      throw badRequest(
        'phoneNumber and phoneNumberId are not allowed with the vapi.websocket transport',
      );
    }
    const resolved = await resolveAssistant(deps.store, orgId, body);
    if (web && !resolved) {
      throw badRequest(
        'assistant or assistantId or squad or squadId or workflow or workflowId must be provided',
      );
    }
    checkAssistantAllowed(restrictions, {
      ...(resolved?.assistantId ? { assistantId: resolved.assistantId } : {}),
      transient: !!resolved && !resolved.assistantId,
    });
    const kept = Object.fromEntries(keptFields.filter((f) => f in body).map((f) => [f, body[f]]));
    const id = deps.newId();
    if (websocket) {
      const { token, tokenHash } = newCallToken();
      const url = websocketCallUrl(deps.publicBaseUrl, id, token);
      const call = await deps.store.create(
        orgId,
        'call',
        {
          data: {
            ...kept,
            type: web ? 'webCall' : 'vapi.websocketCall',
            status: 'queued',
            cost: 0,
            ...(web ? { webCallUrl: url } : {}),
            transport: {
              ...(transport ?? {}),
              provider: 'vapi.websocket',
              websocketCallUrl: url,
            },
          },
          hidden: { tokenHash },
        },
        { id },
      );
      return call;
    }
    const scheduledAt =
      isPlainObject(body.schedulePlan) && typeof body.schedulePlan.earliestAt === 'string'
        ? Date.parse(body.schedulePlan.earliestAt)
        : NaN;
    const delay = Number.isNaN(scheduledAt) ? 0 : Math.max(0, scheduledAt - deps.clock().getTime());
    const call = await deps.store.create(
      orgId,
      'call',
      {
        data: {
          ...kept,
          type: 'outboundPhoneCall',
          status: delay > 0 ? 'scheduled' : 'queued',
          phoneCallProvider: 'vapi',
          phoneCallTransport: 'pstn',
          cost: 0,
        },
      },
      { id },
    );
    simulateCall(deps, orgId, id, resolved?.assistant ?? null, Math.min(delay, 2 ** 31 - 1));
    return call;
  };

  const create = (operation: string) => async (c: Context<PlatformEnv>) => {
    const body = await readJson(c, deps.validator, operation);
    const orgId = c.get('orgId');
    if (Array.isArray(body.customers)) {
      const { customers, ...rest } = body;
      const results: Resource[] = [];
      const errors: { customer: unknown; error: string }[] = [];
      for (const customer of customers) {
        try {
          results.push(await createOne(orgId, { ...rest, customer }, false));
        } catch (error) {
          errors.push({ customer, error: (error as Error).message });
        }
      }
      return c.json({ results, errors }, 201);
    }
    return c.json(await createOne(orgId, body, false), 201);
  };

  app.post('/web', async (c) => {
    const body = await readJson(c, deps.validator, 'POST /call/web');
    return c.json(await createOne(c.get('orgId'), body, true, c.get('keyRestrictions')), 201);
  });
  app.post('/phone', create('POST /call/phone'));
  app.post('/', create('POST /call'));

  mountCrud(app, deps, {
    kind: 'call',
    path: '/call',
    label: 'Call',
    verbs: ['list', 'get', 'patch', 'delete'],
    listFilters: ['assistantId', 'phoneNumberId'],
  });
  return app;
}
