// The completion notice (docs/product.md#e-mail): queued in the transaction that made an
// interview completed, beside its webhook (webhooks/outbox.ts), so a rolled-back change sends
// nothing and a replay, which changes no status, sends nothing again. Storing a report stays
// fast: one select of who wants it and one insert, and only when the status became completed.
import type { InterviewStatus } from '@vibe/contracts/api';
import type { ServerConfig } from '../config.ts';
import { insertMail } from '../db/queries/mail.ts';
import { selectMailRecipients } from '../db/queries/mail-preferences.ts';
import type { Queryable } from '../db/queries/interviews.ts';
import type { InterviewRow } from '../db/schema/interviews.ts';
import { completionNotice } from './messages/completion-notice.ts';

/** What queuing notices needs; absent when e-mail is off (no `SMTP_URL`). */
export interface CompletionNotices {
  /** Where the dashboard's links point: PUBLIC_URL, else the server's own address. */
  origin: string;
}

/**
 * The notices' settings when e-mail is on, else undefined (nothing is ever queued). Links go to
 * PUBLIC_URL, else `ownOrigin` (the server's listening address): never to a request's Host.
 */
export function completionNoticesFor(
  config: Pick<ServerConfig, 'mail' | 'publicUrl'>,
  ownOrigin: string,
): CompletionNotices | undefined {
  return config.mail ? { origin: config.publicUrl ?? ownOrigin } : undefined;
}

/** Queues a notice to each organiser who asked for one, if this change completed `interview`. */
export async function enqueueCompletionNotices(
  tx: Queryable,
  notices: CompletionNotices | undefined,
  previous: InterviewStatus,
  interview: Pick<InterviewRow, 'email' | 'status' | 'completedAt' | 'durationSeconds'>,
  at: Date,
): Promise<void> {
  if (!notices || interview.status !== 'completed' || previous === 'completed') return;
  const recipients = await selectMailRecipients(tx, 'completionNotice');
  const completed = {
    email: interview.email,
    completedAt: interview.completedAt ?? at,
    durationSeconds: interview.durationSeconds,
  };
  await insertMail(
    tx,
    recipients.map((to) => completionNotice(notices.origin, completed, to)),
    at,
  );
}
