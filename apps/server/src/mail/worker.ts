// Sends the e-mail outbox (docs/product.md#e-mail): every copy of the server runs one when
// SMTP_URL is set; each leases due messages, so a message is sent by one copy at a time. A
// failure is retried with exponential backoff, then given up. The log names a message by id and
// kind, never its address or content (a reset message holds a sign-in link).
import type { Database } from '../db/client.ts';
import { claimDueMail, markMailFailed, markMailSent, pruneMail } from '../db/queries/mail.ts';
import { startOutboxLoop } from '../lib/outbox-loop.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';

/** Tries per message before it is given up (about a day with the default backoff). */
export const MAIL_MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH = 10;
/** Messages that are over are kept this long (their content is already gone). */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  clock?: () => Date;
  /** How often the outbox is looked at (default 1 s). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles (default 30 s, at most 6 h). */
  backoffMs?: number;
}

export interface MailWorker {
  /** Sends what is due now (tests call it; the timer calls it too). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** An SMTP error's first line, without anything that could be an address. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .split('\n', 1)[0]!
    .replace(/[^\s<>@]+@[^\s<>@]+/g, '…')
    .slice(0, 300);
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const clock = options.clock ?? (() => new Date());
  const backoffMs = options.backoffMs ?? 30_000;
  const log = options.logger;
  // An attempt is bounded by the mailer's timeouts (a few replies of 15 s): the lease outlasts it.
  const leaseMs = 5 * 60 * 1000;

  async function runOnce(): Promise<number> {
    const claimed = await claimDueMail(options.db, clock(), leaseMs, BATCH);
    for (const message of claimed) {
      try {
        await options.mailer.send(message);
        await markMailSent(options.db, message.id, clock());
        log.debug('e-mail sent', { id: message.id, kind: message.kind });
      } catch (caught) {
        const reason = errorText(caught);
        const giveUp = message.attempts >= MAIL_MAX_ATTEMPTS;
        const delay = Math.min(backoffMs * 2 ** (message.attempts - 1), MAX_BACKOFF_MS);
        await markMailFailed(
          options.db,
          message.id,
          reason,
          giveUp ? { giveUp } : { giveUp, at: new Date(clock().getTime() + delay) },
        );
        const fields = { id: message.id, kind: message.kind, attempt: message.attempts, reason };
        if (giveUp) log.error('e-mail given up after repeated failures', fields);
        else log.warn('e-mail attempt failed', fields);
      }
    }
    return claimed.length;
  }

  const loop = startOutboxLoop({
    runOnce,
    batch: BATCH,
    prune: (now) => pruneMail(options.db, new Date(now.getTime() - KEEP_MS)),
    onError: (caught) => log.warn('e-mail worker failed', { reason: errorText(caught) }),
    clock,
    pollMs: options.pollMs ?? 1000,
  });

  return {
    runOnce,
    stop: async () => {
      await loop.stop();
      options.mailer.close();
    },
  };
}
