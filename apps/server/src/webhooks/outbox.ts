// Writes webhook deliveries into the outbox inside the transaction of the change they tell of
// (docs/product.md#webhooks): an interview becoming completed or partial, a person erased. The
// worker (worker.ts) sends them later; a rolled-back change leaves no delivery behind.
import type { InterviewStatus } from '@vibe/contracts/api';
import type { Queryable } from '../db/queries/interviews.ts';
import { endpointsFor, insertDeliveries } from '../db/queries/webhooks.ts';
import type { InterviewRow } from '../db/schema/interviews.ts';
import { bodyOf, formatOf, type WebhookMessage } from './payload.ts';

/** Queues `message` for every endpoint subscribed to its type. */
export async function enqueueWebhook(tx: Queryable, message: WebhookMessage, at: Date) {
  const endpoints = await endpointsFor(tx, message.type);
  await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      event: message.type,
      body: bodyOf(message, formatOf(endpoint.url), at),
    })),
    at,
  );
}

/**
 * Queues `interview.completed` or `interview.partial` when this change made the interview so:
 * a replayed request, or a report that leaves the verdict as it was, queues nothing.
 */
export async function enqueueInterviewEnding(
  tx: Queryable,
  previous: InterviewStatus,
  interview: Pick<InterviewRow, 'id' | 'email' | 'status'>,
  at: Date,
): Promise<void> {
  if (interview.status === previous) return;
  if (interview.status !== 'completed' && interview.status !== 'partial') return;
  await enqueueWebhook(
    tx,
    { type: `interview.${interview.status}`, email: interview.email, interviewId: interview.id },
    at,
  );
}
