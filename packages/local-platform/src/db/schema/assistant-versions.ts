import { integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** A snapshot of an assistant after each create and update (`GET /assistant/{id}/version`). */
export const platformAssistantVersions = pgTable(
  'platform_assistant_versions',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    assistantId: uuid('assistant_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at'),
  },
  (t) => [uniqueIndex('platform_assistant_versions_assistant_idx').on(t.assistantId, t.version)],
);
