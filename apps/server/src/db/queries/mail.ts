// The SQL of the e-mail outbox (docs/product.md#e-mail). Messages are claimed with a lease
// (outbox-lease.ts), so no two server copies send one message at once.
import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { mailOutbox } from '../schema/mail.ts';
import type { Queryable } from './interviews.ts';
import { dueAndFree, takeLease } from './outbox-lease.ts';

/** What a message says; `html` is optional (every message has a plain-text body). */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes messages into the outbox (in the caller's transaction when `db` is one). */
export async function insertMail(
  db: Queryable,
  messages: readonly MailMessage[],
  at: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(
    messages.map((message) => ({
      id: newId(at),
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

/** A leased message with what sending it needs. */
export interface ClaimedMail extends MailMessage {
  id: string;
  attempts: number;
}

/** Leases up to `limit` due messages until `now + leaseMs` and counts the attempt. */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const m = mailOutbox;
  const due = db
    .select({ id: m.id })
    .from(m)
    .where(dueAndFree(m, now))
    .orderBy(asc(m.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(m)
    .set(takeLease(m, now, leaseMs))
    .where(inArray(m.id, due))
    .returning();
  return claimed.flatMap((row) =>
    row.subject === null || row.text === null
      ? []
      : [
          {
            id: row.id,
            kind: row.kind,
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html === null ? {} : { html: row.html }),
            attempts: row.attempts,
          },
        ],
  );
}

/** The message went: its content is forgotten, its row kept a while for the count. */
export async function markMailSent(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, subject: null, text: null, html: null })
    .where(eq(mailOutbox.id, id));
}

/** The attempt failed: retried at `retryAt`, or given up (content forgotten) when `giveUp`. */
export async function markMailFailed(
  db: Database,
  id: string,
  error: string,
  retry: { giveUp: true } | { giveUp: false; at: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retry.giveUp
        ? {
            status: 'failed',
            lastError: error,
            lockedUntil: null,
            subject: null,
            text: null,
            html: null,
          }
        : { lastError: error, lockedUntil: null, nextAttemptAt: retry.at },
    )
    .where(eq(mailOutbox.id, id));
}

/** Forgets messages that are over and older than `before`. */
export async function pruneMail(db: Database, before: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, before)));
}
