import { Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { queryOf } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { paginated, parseListQuery, pickWhere } from '../http/list-query.ts';
import { mountCrud } from './crud.ts';

/** `/campaign`: batches of outbound calls, with the paginated list at `/campaign/paginated`. */
export function campaignRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/paginated', async (c) => {
    const query = queryOf(c);
    const list = parseListQuery(query, { paginated: true });
    list.where = pickWhere(query, ['status']);
    if (query.id) list.ids = [query.id];
    const { items, total } = await deps.store.list(c.get('orgId'), 'campaign', list);
    return c.json(paginated(items, total, list));
  });

  mountCrud(app, deps, {
    kind: 'campaign',
    path: '/campaign',
    label: 'Campaign',
    prepareCreate: (body) => {
      if (body.assistantId && body.workflowId) {
        throw badRequest('assistantId and workflowId cannot both be set');
      }
      return {
        data: {
          ...body,
          status: 'scheduled',
          calls: {},
          callsCounterScheduled: Array.isArray(body.customers) ? body.customers.length : 0,
          callsCounterQueued: 0,
          callsCounterInProgress: 0,
          callsCounterEndedVoicemail: 0,
          callsCounterEnded: 0,
        },
      };
    },
    prepareUpdate: (data) =>
      // Stopping a campaign is the one status change a client may make.
      data.status === 'ended' && !data.endedReason
        ? { data: { ...data, endedReason: 'campaign.scheduled.ended-by-user' } }
        : { data },
  });
  return app;
}
