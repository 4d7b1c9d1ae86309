import { Hono } from 'hono';
import { startCampaign } from '../calls/campaign-progress.ts';
import type { PlatformDeps } from '../deps.ts';
import { queryOf, requireUuid } from '../http/body.ts';
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
    if (query.id) list.ids = [requireUuid(query.id)];
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
      const earliest = Date.parse(
        String((body.schedulePlan as { earliestAt?: string } | undefined)?.earliestAt),
      );
      return {
        data: {
          ...body,
          status: earliest > deps.clock().getTime() ? 'scheduled' : 'in-progress',
          calls: {},
          callsCounterScheduled: 0,
          callsCounterQueued: 0,
          callsCounterInProgress: 0,
          callsCounterEndedVoicemail: 0,
          callsCounterEnded: 0,
        },
      };
    },
    // The calls are placed at once (scheduled ones wait for their time in the simulator).
    afterCreate: (campaign, c) => startCampaign(deps, c.get('orgId'), campaign),
    // Stopping a campaign is the one status change a client may make.
    prepareUpdate: (data, _hidden, previous) =>
      data.status === 'ended' && previous.status !== 'ended'
        ? { data: { ...data, endedReason: `campaign.${String(previous.status)}.ended-by-user` } }
        : { data },
  });
  return app;
}
