import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** One row per request the platform served (never the key or the body), for `/logs` and `/log`. */
export const platformRequestLogs = pgTable(
  'platform_request_logs',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    time: instant('time'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    query: text('query'),
    resource: text('resource').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    callId: uuid('call_id'),
    assistantId: uuid('assistant_id'),
  },
  (t) => [index('platform_request_logs_org_time_idx').on(t.orgId, t.time)],
);

export type PlatformRequestLogRow = typeof platformRequestLogs.$inferSelect;
