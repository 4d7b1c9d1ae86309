import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/**
 * Every platform resource (assistant, call, tool, …) is one row: its kind, the org it belongs
 * to, the JSON the API shows (`data`, without id/orgId/timestamps, which are columns) and
 * `hidden` JSON the API never returns (credential secrets, a web call's token hash).
 * Sub-resources (test-suite tests and runs) point at their parent with `parentId`.
 */
export const platformResources = pgTable(
  'platform_resources',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    kind: text('kind').notNull(),
    parentId: uuid('parent_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    hidden: jsonb('hidden').$type<Record<string, unknown>>(),
    createdAt: instant('created_at'),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    index('platform_resources_org_kind_created_idx').on(t.orgId, t.kind, t.createdAt),
    index('platform_resources_org_kind_parent_idx').on(t.orgId, t.kind, t.parentId),
    // What a public key wrote (hidden.retention), pruned on every such write: see retention.ts.
    index('platform_resources_retention_idx')
      .on(t.orgId, t.kind, t.createdAt)
      .where(sql`(${t.hidden} ->> 'retention') = 'public-key'`),
  ],
);

export type PlatformResourceRow = typeof platformResources.$inferSelect;
