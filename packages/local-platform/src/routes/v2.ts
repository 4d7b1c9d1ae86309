import { Hono, type Context } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { queryOf, requireUuid } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { paginated, parseListQuery, pickWhere } from '../http/list-query.ts';
import type { ListOptions, Resource } from '../store/resource-store.ts';

/** The 23 columns `/v2/call/export` can write, in the provider's order. */
export const exportColumns = [
  'id',
  'assistantId',
  'squadId',
  'customerId',
  'customerName',
  'customerNumber',
  'customerSipUri',
  'customerExtension',
  'phoneNumberId',
  'endedReason',
  'type',
  'duration',
  'startedAt',
  'endedAt',
  'transcript',
  'summary',
  'successEvaluation',
  'recordingUrl',
  'cost',
  'phoneCallProvider',
  'phoneCallProviderId',
  'createdAt',
  'updatedAt',
] as const;

const callFilters = ['assistantId', 'phoneNumberId', 'endedReason', 'successEvaluation'];
const customerFilters = ['number', 'sipUri', 'name', 'email', 'externalId', 'extension'];

/** `/v2/...`: the paginated lists of calls, assistants and phone numbers, and the call export. */
export function v2Routes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const callList = (c: Context<PlatformEnv>, limitless = false): ListOptions => {
    const query = queryOf(c);
    const list = parseListQuery(query, { paginated: true });
    list.where = pickWhere(query, callFilters);
    for (const field of customerFilters) {
      if (query[field]) list.where[`customer.${field}`] = query[field];
    }
    const ids = [query.id, ...(c.req.queries('idAny') ?? [])].filter((v): v is string => !!v);
    if (ids.length) list.ids = ids.map((id) => requireUuid(id, 'idAny'));
    list.numeric = [];
    for (const [name, op] of [
      ['costLe', '<='],
      ['costGe', '>='],
      ['cost', '='],
    ] as const) {
      if (query[name] === undefined) continue;
      const value = Number(query[name]);
      if (!Number.isFinite(value)) throw badRequest(`${name} must be a number`);
      list.numeric.push({ field: 'cost', op, value });
    }
    if (limitless) list.limit = 100_000;
    return list;
  };
  const listCalls = async (c: Context<PlatformEnv>, list: ListOptions) => {
    // Nested customer fields are filtered after the fact; they are rare and lists are small.
    const nested = Object.entries(list.where ?? {}).filter(([k]) => k.startsWith('customer.'));
    list.where = Object.fromEntries(
      Object.entries(list.where ?? {}).filter(([k]) => !k.startsWith('customer.')),
    );
    const { items, total } = await deps.store.list(c.get('orgId'), 'call', list);
    if (!nested.length) return { items, total };
    const kept = items.filter((call) =>
      nested.every(
        ([k, v]) =>
          String((call.customer as Record<string, unknown> | undefined)?.[k.slice(9)]) === v,
      ),
    );
    return { items: kept, total: kept.length };
  };

  app.get('/call', async (c) => {
    const list = callList(c);
    const { items, total } = await listCalls(c, list);
    return c.json(paginated(items, total, list));
  });

  app.get('/call/metadata', async (c) => {
    const list = callList(c);
    const { items, total } = await listCalls(c, list);
    const light = items.map(({ messages: _m, artifact: _a, transcript: _t, ...call }) => call);
    return c.json(paginated(light, total, list));
  });

  app.get('/call/export', async (c) => {
    const requested = c.req.queries('columns') ?? [...exportColumns];
    const unknown = requested.filter((col) => !(exportColumns as readonly string[]).includes(col));
    if (unknown.length)
      throw badRequest(unknown.map((col) => `columns ${col} is not a known column`));
    const { items } = await listCalls(c, callList(c, true));
    const csv = [
      requested.join(','),
      ...items.map((call) => requested.map((col) => csvCell(exportValue(call, col))).join(',')),
    ].join('\n');
    if (c.req.query('async') === 'false') {
      return c.body(`${csv}\n`, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="calls.csv"',
      });
    }
    // The hosted platform e-mails a link when the export job finishes; locally the job is done
    // at once and its CSV is inline.
    return c.json({ id: deps.newId(), status: 'completed', rows: items.length, csv });
  });

  for (const [path, kind] of [
    ['/assistant', 'assistant'],
    ['/phone-number', 'phone-number'],
  ] as const) {
    app.get(path, async (c) => {
      const list = parseListQuery(queryOf(c), { paginated: true });
      const { items, total } = await deps.store.list(c.get('orgId'), kind, list);
      return c.json(paginated(items, total, list));
    });
  }
  return app;
}

function exportValue(call: Resource, column: string): unknown {
  const customer = (call.customer ?? {}) as Record<string, unknown>;
  const analysis = (call.analysis ?? {}) as Record<string, unknown>;
  switch (column) {
    case 'customerName':
    case 'customerNumber':
    case 'customerSipUri':
    case 'customerExtension': {
      const field = column.slice(8);
      return customer[field.charAt(0).toLowerCase() + field.slice(1)];
    }
    case 'duration':
      return call.startedAt && call.endedAt
        ? (Date.parse(String(call.endedAt)) - Date.parse(String(call.startedAt))) / 1000
        : undefined;
    case 'transcript':
      return call.transcript ?? (call.artifact as Record<string, unknown> | undefined)?.transcript;
    case 'summary':
    case 'successEvaluation':
      return analysis[column];
    default:
      return call[column];
  }
}

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
