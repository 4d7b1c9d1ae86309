// The SQL of outgoing webhooks (docs/product.md#webhooks): endpoints, the outbox and its
// attempts. Deliveries are claimed with a lease under `for update skip locked`, so server copies
// sharing one database never send the same delivery at once, and a copy that dies mid-send only
// delays it until the lease runs out.
import { WEBHOOK_FAILURES_BEFORE_PAUSE, WEBHOOK_MAX_ATTEMPTS } from '@vibe/contracts/webhooks';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../schema/webhooks.ts';
import type { Queryable } from './interviews.ts';
import { dueAndFree, takeLease } from './outbox-lease.ts';

export async function countEndpoints(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints);
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Database,
  input: { url: string; events: readonly string[]; secret: string; by: string; at: Date },
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id: newId(input.at),
      url: input.url,
      events: input.events.join(','),
      secret: input.secret,
      createdBy: input.by,
      createdAt: input.at,
    })
    .returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export function selectEndpoints(db: Database): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt));
}

export async function selectEndpoint(
  db: Database,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function deleteEndpoint(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Pauses (by hand) or resumes an endpoint; resuming forgets its failures. */
export async function setEndpointPaused(db: Database, id: string, pausedAt: Date | null) {
  await db
    .update(webhookEndpoints)
    .set(
      pausedAt
        ? { pausedAt, pausedReason: 'owner' }
        : { pausedAt: null, pausedReason: null, consecutiveFailures: 0 },
    )
    .where(eq(webhookEndpoints.id, id));
}

/** A delivery to insert: the endpoint and the exact body for its format. */
export interface NewDelivery {
  endpointId: string;
  event: string;
  body: string;
}

/** The endpoints subscribed to `event`, paused ones too (their deliveries wait for a resume). */
export async function endpointsFor(
  tx: Queryable,
  event: string,
): Promise<Pick<WebhookEndpointRow, 'id' | 'url' | 'events'>[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events })
    .from(webhookEndpoints);
  return rows.filter((row) => row.events.split(',').includes(event));
}

export async function insertDeliveries(tx: Queryable, deliveries: NewDelivery[], at: Date) {
  if (deliveries.length === 0) return;
  await tx.insert(webhookDeliveries).values(
    deliveries.map((delivery) => ({
      id: newId(at),
      ...delivery,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Leases up to `limit` due deliveries until `now + leaseMs` and counts the attempt. Due: pending,
 * its time come, not leased by another worker, and its endpoint not paused (a test is sent
 * to a paused endpoint too: the owner checks it before resuming).
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const d = webhookDeliveries;
  const due = db
    .select({ id: d.id })
    .from(d)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(
      and(dueAndFree(d, now), or(isNull(webhookEndpoints.pausedAt), eq(d.event, 'webhook.test'))),
    )
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit)
    .for('update', { of: d, skipLocked: true });
  const claimed = await db
    .update(d)
    .set(takeLease(d, now, leaseMs))
    .where(inArray(d.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        claimed.map((row) => row.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    if (!endpoint || row.body === null) return [];
    return [{ ...row, body: row.body, url: endpoint.url, secret: endpoint.secret }];
  });
}

/** One attempt's outcome. */
export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  ok: boolean;
}

/**
 * Logs an attempt and moves its delivery on: delivered, retried at `retryAt`, or given up after
 * the last attempt (its body cleared either way when over). The endpoint's failures in a row
 * are counted; true when this failure paused it.
 */
export async function recordAttempt(
  db: Database,
  delivery: Pick<ClaimedDelivery, 'id' | 'endpointId' | 'attempts'>,
  outcome: AttemptOutcome,
  retryAt: Date,
): Promise<{ paused: boolean }> {
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      id: newId(outcome.at),
      deliveryId: delivery.id,
      at: outcome.at,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
    });
    const over = outcome.ok || delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.ok ? 'delivered' : over ? 'failed' : 'pending',
        lockedUntil: null,
        ...(over ? { body: null } : { nextAttemptAt: retryAt }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const e = webhookEndpoints;
    if (outcome.ok) {
      await tx.update(e).set({ consecutiveFailures: 0 }).where(eq(e.id, delivery.endpointId));
      return { paused: false };
    }
    const [row] = await tx
      .update(e)
      .set({ consecutiveFailures: sql`${e.consecutiveFailures} + 1` })
      .where(eq(e.id, delivery.endpointId))
      .returning({ failures: e.consecutiveFailures, pausedAt: e.pausedAt });
    if (!row || row.pausedAt !== null || row.failures < WEBHOOK_FAILURES_BEFORE_PAUSE) {
      return { paused: false };
    }
    await tx
      .update(e)
      .set({ pausedAt: outcome.at, pausedReason: 'failing' })
      .where(eq(e.id, delivery.endpointId));
    return { paused: true };
  });
}

/** The newest deliveries (all endpoints), with their attempts, for the screen. */
export async function selectRecentDeliveries(
  db: Database,
  limit: number,
): Promise<(WebhookDeliveryRow & { attemptRows: (typeof webhookAttempts.$inferSelect)[] })[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookAttempts.at));
  return rows.map((row) => ({
    ...row,
    attemptRows: attempts.filter((attempt) => attempt.deliveryId === row.id),
  }));
}

/** Forgets deliveries that are over and older than `before` (their attempts go with them). */
export async function pruneDeliveries(db: Database, before: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)));
}
