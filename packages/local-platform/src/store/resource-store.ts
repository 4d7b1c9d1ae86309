import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformResources, type PlatformResourceRow } from '../db/schema/resources.ts';
import { isUuid } from './uuid.ts';

/** A resource as the API shows it: its JSON plus the fields the platform sets. */
export interface Resource {
  id: string;
  orgId: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** The provider's list filters (F) and pagination (P), already parsed. */
export interface ListOptions {
  limit: number;
  page?: number;
  sortOrder?: 'ASC' | 'DESC';
  createdAtGt?: Date;
  createdAtLt?: Date;
  createdAtGe?: Date;
  createdAtLe?: Date;
  updatedAtGt?: Date;
  updatedAtLt?: Date;
  updatedAtGe?: Date;
  updatedAtLe?: Date;
  /** Equality on top-level JSON fields (`assistantId`, `status`, …); an array means any of. */
  where?: Record<string, string | string[]>;
  /** Numeric comparisons on top-level JSON fields (`cost` ≤ 2, …). */
  numeric?: { field: string; op: '<=' | '>=' | '='; value: number }[];
  /** Only these ids. */
  ids?: string[];
  /** Only children of this parent (test-suite tests and runs). */
  parentId?: string;
}

/** What a write may change: the shown JSON and, optionally, the hidden JSON. */
export interface Write {
  data: Record<string, unknown>;
  hidden?: Record<string, unknown> | null;
}

// drizzle's transaction type differs per driver; both have the query builder we use.
type Tx = Pick<PlatformDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Runs after a write inside its transaction, e.g. to record an assistant version. */
export type AfterWrite = (tx: Tx, row: PlatformResourceRow) => Promise<void>;

/** Turns a stored row into the API's JSON. */
export function toResource(row: PlatformResourceRow): Resource {
  return {
    id: row.id,
    orgId: row.orgId,
    ...row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Generic persistence for every resource kind in `platform_resources`, scoped by org. Updates
 * lock the row (`SELECT … FOR UPDATE`) so concurrent PATCHes of different fields all land.
 */
export class ResourceStore {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly clock: () => Date,
    private readonly newId: () => string,
  ) {}

  /** Stores a new resource and answers it. */
  async create(
    orgId: string,
    kind: string,
    write: Write,
    options: { parentId?: string; id?: string; afterWrite?: AfterWrite } = {},
  ): Promise<Resource> {
    const now = this.clock();
    const values = {
      id: options.id ?? this.newId(),
      orgId,
      kind,
      parentId: options.parentId ?? null,
      data: write.data,
      hidden: write.hidden ?? null,
      createdAt: now,
      updatedAt: now,
    };
    if (!options.afterWrite) {
      const [row] = await this.db.insert(platformResources).values(values).returning();
      return toResource(row!);
    }
    const afterWrite = options.afterWrite;
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(platformResources).values(values).returning();
      await afterWrite(tx, row!);
      return toResource(row!);
    });
  }

  /** The stored row (with hidden data), or null. */
  async getRow(
    orgId: string | null,
    kind: string,
    id: string,
    parentId?: string,
  ): Promise<PlatformResourceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(platformResources)
      .where(this.match(orgId, kind, id, parentId))
      .limit(1);
    return row ?? null;
  }

  /** The resource as the API shows it, or null. */
  async get(orgId: string, kind: string, id: string, parentId?: string): Promise<Resource | null> {
    const row = await this.getRow(orgId, kind, id, parentId);
    return row ? toResource(row) : null;
  }

  /** One page of resources, newest first unless `sortOrder` is ASC, and the total count. */
  async list(
    orgId: string,
    kind: string,
    options: ListOptions,
  ): Promise<{ items: Resource[]; total: number }> {
    const where = and(...this.filters(orgId, kind, options));
    const order = options.sortOrder === 'ASC' ? asc : desc;
    const offset = ((options.page ?? 1) - 1) * options.limit;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(platformResources)
        .where(where)
        .orderBy(order(platformResources.createdAt), order(platformResources.id))
        .limit(options.limit)
        .offset(offset),
      this.db.select({ total: count() }).from(platformResources).where(where),
    ]);
    return { items: rows.map(toResource), total: Number(totals[0]?.total ?? 0) };
  }

  /**
   * Changes a resource under a row lock: `change` gets the current row and answers the new
   * data (and hidden data). Answers null when the resource does not exist.
   */
  async update(
    orgId: string | null,
    kind: string,
    id: string,
    change: (row: PlatformResourceRow) => Write | Promise<Write>,
    options: { parentId?: string; afterWrite?: AfterWrite } = {},
  ): Promise<Resource | null> {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(platformResources)
        .where(this.match(orgId, kind, id, options.parentId))
        .for('update');
      if (!current) return null;
      const next = await change(current);
      const [row] = await tx
        .update(platformResources)
        .set({
          data: next.data,
          ...(next.hidden !== undefined ? { hidden: next.hidden } : {}),
          updatedAt: later(this.clock(), current.updatedAt),
        })
        .where(eq(platformResources.id, id))
        .returning();
      if (options.afterWrite) await options.afterWrite(tx, row!);
      return toResource(row!);
    });
  }

  /** Deletes a resource and answers it as it was, or null when it did not exist. */
  async remove(
    orgId: string,
    kind: string,
    id: string,
    parentId?: string,
  ): Promise<Resource | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .delete(platformResources)
      .where(this.match(orgId, kind, id, parentId))
      .returning();
    return row ? toResource(row) : null;
  }

  /** Deletes every child of a parent (a test suite's tests and runs). */
  async removeChildren(orgId: string, parentId: string): Promise<void> {
    await this.db
      .delete(platformResources)
      .where(and(eq(platformResources.orgId, orgId), eq(platformResources.parentId, parentId)));
  }

  private match(orgId: string | null, kind: string, id: string, parentId?: string): SQL {
    return and(
      eq(platformResources.id, id),
      eq(platformResources.kind, kind),
      orgId ? eq(platformResources.orgId, orgId) : undefined,
      parentId ? eq(platformResources.parentId, parentId) : undefined,
    )!;
  }

  private filters(orgId: string, kind: string, o: ListOptions): (SQL | undefined)[] {
    const t = platformResources;
    const filters: (SQL | undefined)[] = [
      eq(t.orgId, orgId),
      eq(t.kind, kind),
      o.parentId ? eq(t.parentId, o.parentId) : undefined,
      o.createdAtGt && gt(t.createdAt, o.createdAtGt),
      o.createdAtLt && lt(t.createdAt, o.createdAtLt),
      o.createdAtGe && gte(t.createdAt, o.createdAtGe),
      o.createdAtLe && lte(t.createdAt, o.createdAtLe),
      o.updatedAtGt && gt(t.updatedAt, o.updatedAtGt),
      o.updatedAtLt && lt(t.updatedAt, o.updatedAtLt),
      o.updatedAtGe && gte(t.updatedAt, o.updatedAtGe),
      o.updatedAtLe && lte(t.updatedAt, o.updatedAtLe),
      o.ids && (o.ids.some(isUuid) ? inArray(t.id, o.ids.filter(isUuid)) : sql`false`),
    ];
    for (const [field, value] of Object.entries(o.where ?? {})) {
      const column = sql`${t.data} ->> ${field}`;
      filters.push(Array.isArray(value) ? inArray(column, value) : eq(column, value));
    }
    for (const { field, op, value } of o.numeric ?? []) {
      const column = sql`(${t.data} ->> ${field})::numeric`;
      filters.push(
        op === '<=' ? lte(column, value) : op === '>=' ? gte(column, value) : eq(column, value),
      );
    }
    return filters;
  }
}

/** A timestamp never earlier than the previous one, so updatedAt only moves forward. */
function later(now: Date, previous: Date): Date {
  return now.getTime() >= previous.getTime() ? now : previous;
}
