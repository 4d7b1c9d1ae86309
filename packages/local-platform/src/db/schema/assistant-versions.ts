import { integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A snapshot of an assistant after each create and update (`GET /assistant/{id}/version`). */
export const platformAssistantVersions = pgTable(
  'platform_assistant_versions',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    assistantId: uuid('assistant_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', {
      withTimezone: true,
      mode: 'date',
      precision: 3,
    }).notNull(),
  },
  (t) => [uniqueIndex('platform_assistant_versions_assistant_idx').on(t.assistantId, t.version)],
);
