// The Webhooks screen's API (docs/product.md#webhooks), at /api/admin/webhooks: any organiser
// reads the endpoints and recent deliveries; only owners add, remove, pause, resume or test an
// endpoint, each change in the audit log. An endpoint's secret is answered once, when it is
// added; the audit log names an endpoint by its host, never by its URL (a chat service's URL
// holds a token).
import type { AuditAction } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import {
  WEBHOOK_ENDPOINTS_MAX,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhooksAnswer,
} from '@vibe/contracts/webhooks';
import { createWebhookBodySchema, pauseWebhookBodySchema } from '@vibe/contracts/webhooks-schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import {
  countEndpoints,
  deleteEndpoint,
  insertDeliveries,
  insertEndpoint,
  selectEndpoint,
  selectEndpoints,
  selectRecentDeliveries,
  setEndpointPaused,
} from '../db/queries/webhooks.ts';
import type { WebhookEndpointRow } from '../db/schema/webhooks.ts';
import { ApiError } from '../lib/api-error.ts';
import { isPrivateAddress } from '../lib/guarded-post.ts';
import { isUuid } from '../lib/ids.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { bodyOf, formatOf, type DeliveryEvent } from '../webhooks/payload.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';

const json = jsonBody(JSON_BODY_MAX_BYTES);

/** Deliveries the screen lists. */
const RECENT_DELIVERIES = 50;

function endpointOf(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    format: formatOf(row.url),
    events: row.events.split(',') as WebhookEvent[],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedReason: row.pausedReason as WebhookEndpoint['pausedReason'],
    consecutiveFailures: row.consecutiveFailures,
  };
}

export function adminWebhookRoutes(deps: {
  db: Database;
  clock: () => Date;
  webhooksAllowPrivate?: boolean;
}) {
  const { db, clock } = deps;
  const audit = (c: Context<AdminEnv>, action: AuditAction, row: { url: string }) =>
    recordAudit(db, { actor: c.get('organiser').email, action, target: new URL(row.url).host });
  const endpointIn = async (c: Context<AdminEnv>) => {
    const id = c.req.param('id') ?? '';
    const row = isUuid(id) ? await selectEndpoint(db, id) : undefined;
    if (!row)
      throw new ApiError(404, API_ERROR_CODES.notFound, 'No webhook endpoint with this id.');
    return row;
  };

  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const [endpoints, deliveries] = await Promise.all([
        selectEndpoints(db),
        selectRecentDeliveries(db, RECENT_DELIVERIES),
      ]);
      return c.json({
        endpoints: endpoints.map(endpointOf),
        deliveries: deliveries.map((row): WebhookDelivery => ({
          id: row.id,
          endpointId: row.endpointId,
          event: row.event as DeliveryEvent,
          status: row.status as WebhookDelivery['status'],
          createdAt: row.createdAt.toISOString(),
          nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
          attempts: row.attemptRows.map((attempt) => ({
            at: attempt.at.toISOString(),
            statusCode: attempt.statusCode,
            error: attempt.error,
            durationMs: attempt.durationMs,
          })),
        })),
      } satisfies WebhooksAnswer);
    })
    .post('/', requireOwner, json, validateJson(createWebhookBodySchema), async (c) => {
      const { url, events } = c.req.valid('json');
      const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
      // An address typed as such is refused at once; a name is checked at every send.
      if (!deps.webhooksAllowPrivate && /^[\d.]+$|:/.test(host) && isPrivateAddress(host)) {
        throw new ApiError(
          400,
          API_ERROR_CODES.invalidBody,
          'Webhooks may only go to public addresses.',
        );
      }
      if ((await countEndpoints(db)) >= WEBHOOK_ENDPOINTS_MAX) {
        throw new ApiError(
          400,
          API_ERROR_CODES.invalidBody,
          `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints can be kept.`,
        );
      }
      const secret = newWebhookSecret();
      const row = await insertEndpoint(db, {
        url,
        events: [...new Set(events)],
        secret,
        by: c.get('organiser').email,
        at: clock(),
      });
      await audit(c, 'webhook-add', row);
      return c.json({ ...endpointOf(row), secret } satisfies CreatedWebhookEndpoint, 201);
    })
    .delete('/:id', requireOwner, async (c) => {
      const row = await endpointIn(c);
      if (await deleteEndpoint(db, row.id)) await audit(c, 'webhook-remove', row);
      return c.body(null, 204);
    })
    .put('/:id/paused', requireOwner, json, validateJson(pauseWebhookBodySchema), async (c) => {
      const row = await endpointIn(c);
      const { paused } = c.req.valid('json');
      await setEndpointPaused(db, row.id, paused ? clock() : null);
      await audit(c, paused ? 'webhook-pause' : 'webhook-resume', row);
      return c.body(null, 204);
    })
    .post('/:id/test', requireOwner, async (c) => {
      const row = await endpointIn(c);
      const at = clock();
      const body = bodyOf({ type: 'webhook.test' }, formatOf(row.url), at);
      await insertDeliveries(db, [{ endpointId: row.id, event: 'webhook.test', body }], at);
      await audit(c, 'webhook-test', row);
      return c.body(null, 202);
    });
}
