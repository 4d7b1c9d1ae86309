// Sends the outbox's deliveries (docs/product.md#webhooks): every copy of the server runs one;
// each claims due deliveries under a lease, so a delivery is sent by one copy at a time. A
// failure is retried with exponential backoff; an endpoint failing too often in a row is paused.
// The log names the endpoint by id and host, never its URL (a chat service's holds a token) or
// its secret.
import type { Database } from '../db/client.ts';
import {
  claimDueDeliveries,
  pruneDeliveries,
  recordAttempt,
  type ClaimedDelivery,
} from '../db/queries/webhooks.ts';
import { guardedPost } from '../lib/guarded-post.ts';
import { startOutboxLoop } from '../lib/outbox-loop.ts';
import type { Logger } from '../logger.ts';
import { webhookHeaders } from './signature.ts';

export interface WebhookWorkerOptions {
  db: Database;
  logger: Logger;
  /** WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  clock?: () => Date;
  /** How often the outbox is looked at (default 1 s). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles (default 30 s, at most 6 h). */
  backoffMs?: number;
  /** One attempt's time limit (default 10 s). */
  timeoutMs?: number;
}

export interface WebhookWorker {
  /** Sends what is due now (tests call it; the timer calls it too). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH = 10;
/** Deliveries that are over are kept this long for the screen. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** The delay before retry number `attempts` (1: after the first failure). */
export function backoffDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}

/** An attempt's error as the screen shows it: the message, which never holds the URL's path. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n', 1)[0]!.slice(0, 300);
}

export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backoffMs = options.backoffMs ?? 30_000;
  // The lease outlasts an attempt's time limit, so a live sender never loses its delivery.
  const leaseMs = timeoutMs * 3;
  const log = options.logger;

  async function send(delivery: ClaimedDelivery): Promise<void> {
    const started = clock();
    const startedMs = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await guardedPost(delivery.url, {
        headers: webhookHeaders(delivery.secret, `msg_${delivery.id}`, started, delivery.body),
        body: delivery.body,
        timeoutMs,
        allowPrivate: options.allowPrivate,
      });
    } catch (caught) {
      error = errorText(caught);
    }
    const durationMs = Math.round(performance.now() - startedMs);
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const retryAt = new Date(clock().getTime() + backoffDelay(delivery.attempts, backoffMs));
    const { paused } = await recordAttempt(
      options.db,
      delivery,
      { at: started, statusCode, error, durationMs, ok },
      retryAt,
    );
    const fields = {
      endpoint: delivery.endpointId,
      host: hostOf(delivery.url),
      attempt: delivery.attempts,
      status: statusCode,
      durationMs,
    };
    if (ok) log.debug('webhook delivered', fields);
    else log.warn('webhook attempt failed', { ...fields, reason: error ?? `HTTP ${statusCode}` });
    if (paused) log.warn('webhook endpoint paused after repeated failures', fields);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(options.db, clock(), leaseMs, BATCH);
    await Promise.all(claimed.map(send));
    return claimed.length;
  }

  const loop = startOutboxLoop({
    runOnce,
    batch: BATCH,
    prune: (now) => pruneDeliveries(options.db, new Date(now.getTime() - KEEP_MS)),
    onError: (caught) => log.warn('webhook worker failed', { reason: errorText(caught) }),
    clock,
    pollMs: options.pollMs ?? 1000,
  });

  return {
    runOnce,
    stop: () => loop.stop(),
  };
}
