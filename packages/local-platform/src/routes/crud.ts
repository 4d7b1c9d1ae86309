import type { Context, Hono } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { queryOf, readJson, requireUuid } from '../http/body.ts';
import { deepMerge } from '../http/deep-merge.ts';
import type { PlatformEnv } from '../http/env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { paginated, parseListQuery, pickWhere } from '../http/list-query.ts';
import type { AfterWrite, Resource, Write } from '../store/resource-store.ts';

type Verb = 'create' | 'list' | 'get' | 'patch' | 'put' | 'delete';

/** How one resource family is stored and shown. */
export interface CrudOptions {
  /** Stored kind (`assistant`, `phone-number`, …). */
  kind: string;
  /** The provider's path (`/assistant`), used to name operations for validation. */
  path: string;
  /** Name in 404 answers (`Assistant not found`). */
  label: string;
  /** Which verbs to serve (default: create, list, get, patch, delete). */
  verbs?: Verb[];
  /** Plain-array list (default) or the paginated envelope. */
  listShape?: 'array' | 'paginated';
  /** Query fields that filter the list by equality on the resource. */
  listFilters?: readonly string[];
  /**
   * Discriminator that an update may repeat but never change (`type`, `provider`). An update
   * that leaves it out is checked as an update of the stored kind (a tool's update refuses the
   * fields its type lacks).
   */
  discriminator?: string;
  /** Reshapes a body before validation (the template create body may be an array of one). */
  normalise?: (body: unknown) => unknown;
  /** Turns a valid create body into what is stored (defaults, secrets into hidden). */
  prepareCreate?: (
    body: Record<string, unknown>,
    c: Context<PlatformEnv>,
  ) => Promise<Write> | Write;
  /** Splits an update's result into shown and hidden data (default: all shown). */
  prepareUpdate?: (
    data: Record<string, unknown>,
    hidden: Record<string, unknown> | null,
    previous: Record<string, unknown>,
  ) => Write;
  /** What the API shows of a stored resource (default: all of it). */
  present?: (resource: Resource) => Record<string, unknown>;
  /** Runs inside the write's transaction (assistant versions). */
  afterWrite?: AfterWrite;
  /** Runs after a create was stored (start a campaign, a run…); may answer the fresher resource. */
  afterCreate?: (
    resource: Resource,
    c: Context<PlatformEnv>,
  ) => Promise<Resource | null | void> | Resource | null | void;
  /** Runs before a delete; may refuse it by throwing. */
  beforeDelete?: (id: string) => void;
  /** Runs after a delete. */
  afterDelete?: (resource: Resource) => Promise<void> | void;
  /** The parent path parameter for sub-resources (`testSuiteId`). */
  parentParam?: string;
}

/**
 * Adds a resource family's create/list/get/update/delete routes to `app` with the provider's
 * semantics: 201 on create, plain or paginated lists with F/P filters, 404 for unknown ids,
 * PATCH deep-merges, PUT replaces, DELETE answers the deleted resource. Register special routes
 * (`/paginated`, `/pinned`, …) on `app` before calling this, so they win over `/:id`.
 */
export function mountCrud(app: Hono<PlatformEnv>, deps: PlatformDeps, o: CrudOptions): void {
  const verbs = new Set<Verb>(o.verbs ?? ['create', 'list', 'get', 'patch', 'delete']);
  const present = o.present ?? ((r: Resource) => r);
  const op = (method: string, suffix = '') => `${method} ${o.path}${suffix}`;
  const parentOf = (c: Context<PlatformEnv>) =>
    o.parentParam ? requireUuid(c.req.param(o.parentParam)!, o.parentParam) : undefined;
  const idOf = (c: Context<PlatformEnv>) => requireUuid(c.req.param('id')!);
  const found = (resource: Resource | null) => {
    if (!resource) throw notFound(o.label);
    return present(resource);
  };

  if (verbs.has('create')) {
    app.post('/', async (c) => {
      const parentId = parentOf(c);
      const body = await readJson(c, deps.validator, op('POST'), o.normalise);
      const write = o.prepareCreate ? await o.prepareCreate(body, c) : { data: body };
      const resource = await deps.store.create(c.get('orgId'), o.kind, write, {
        ...(parentId ? { parentId } : {}),
        ...(o.afterWrite ? { afterWrite: o.afterWrite } : {}),
      });
      const fresher = await o.afterCreate?.(resource, c);
      return c.json(present(fresher ?? resource), 201);
    });
  }

  if (verbs.has('list')) {
    app.get('/', async (c) => {
      const parentId = parentOf(c);
      const query = queryOf(c);
      const list = parseListQuery(query, { paginated: o.listShape === 'paginated' });
      list.where = pickWhere(query, o.listFilters ?? []);
      const ids = [query.id, ...(c.req.queries('idAny') ?? [])].filter((v): v is string => !!v);
      if (ids.length) list.ids = ids.map((id) => requireUuid(id, 'id'));
      if (parentId) list.parentId = parentId;
      const { items, total } = await deps.store.list(c.get('orgId'), o.kind, list);
      const shown = items.map(present);
      return c.json(o.listShape === 'paginated' ? paginated(shown, total, list) : shown);
    });
  }

  if (verbs.has('get')) {
    app.get('/:id', async (c) =>
      c.json(found(await deps.store.get(c.get('orgId'), o.kind, idOf(c), parentOf(c)))),
    );
  }

  const update = (method: 'PATCH' | 'PUT') => async (c: Context<PlatformEnv>) => {
    const parentId = parentOf(c);
    const id = idOf(c);
    const operation = op(method, '/{id}');
    const body = await readJson(c, deps.validator, operation);
    const resource = await deps.store.update(
      c.get('orgId'),
      o.kind,
      id,
      (row) => {
        const kept = o.discriminator ? { [o.discriminator]: row.data[o.discriminator] } : {};
        if (o.discriminator && !(o.discriminator in body) && kept[o.discriminator] !== undefined) {
          // Checked under the row lock that reads the stored kind: no second read.
          const problems = deps.validator.validate(operation, { ...body, ...kept });
          if (problems.length) throw badRequest(problems);
        }
        const data =
          method === 'PATCH' ? { ...deepMerge(row.data, body), ...kept } : { ...body, ...kept };
        return o.prepareUpdate ? o.prepareUpdate(data, row.hidden, row.data) : { data };
      },
      { ...(parentId ? { parentId } : {}), ...(o.afterWrite ? { afterWrite: o.afterWrite } : {}) },
    );
    return c.json(found(resource));
  };
  if (verbs.has('patch')) app.patch('/:id', update('PATCH'));
  if (verbs.has('put')) app.put('/:id', update('PUT'));

  if (verbs.has('delete')) {
    app.delete('/:id', async (c) => {
      const id = idOf(c);
      o.beforeDelete?.(id);
      const resource = await deps.store.remove(c.get('orgId'), o.kind, id, parentOf(c));
      const shown = found(resource);
      await o.afterDelete?.(resource!);
      return c.json(shown);
    });
  }
}
