// Outgoing webhooks (docs/product.md#webhooks): the owners' endpoints, the outbox of deliveries
// (written in the same transaction as the event they tell of, so an event is never lost nor told
// when its change was rolled back), and each attempt at sending one.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An endpoint; its secret signs every delivery and is shown to the owner once. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey(),
  url: text('url').notNull(),
  /** The events it is sent (`interview.completed`…), as a comma-separated list. */
  events: text('events').notNull(),
  secret: text('secret').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Null while deliveries are sent. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** `owner` or `failing`. */
  pausedReason: text('paused_reason'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});

/**
 * One event for one endpoint. `body` is the exact text signed and sent; it is cleared once the
 * delivery is over (delivered or given up), so the outbox keeps no e-mail address longer than
 * needed. A worker leases a row (`locked_until`) while it sends it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body'),
    /** `pending`, `delivered` or `failed`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** One try at sending a delivery: the answer's status code or the error, and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.at)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
