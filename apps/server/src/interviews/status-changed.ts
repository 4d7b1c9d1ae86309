// What follows when a change moves an interview's status, in that change's transaction: the
// person's current interview is chosen again once this one leaves `pending`, the webhook
// (`interview.completed` / `interview.partial`) and the completion e-mails are queued
// (docs/product.md#webhooks, docs/product.md#e-mail). Each step does nothing when the status did
// not move, so a replayed request queues nothing again. Every path that can end an interview
// calls this.
import type { InterviewStatus } from '@vibe/contracts/api';
import { takeCurrentIfDue, type Queryable } from '../db/queries/interviews.ts';
import type { InterviewRow } from '../db/schema/interviews.ts';
import { enqueueCompletionNotices, type CompletionNotices } from '../mail/notices.ts';
import { enqueueInterviewEnding } from '../webhooks/outbox.ts';

export async function interviewStatusChanged(
  tx: Queryable,
  previous: InterviewStatus,
  interview: InterviewRow,
  notices: CompletionNotices | undefined,
  at: Date,
): Promise<void> {
  await takeCurrentIfDue(tx, previous, interview);
  await enqueueInterviewEnding(tx, previous, interview, at);
  await enqueueCompletionNotices(tx, notices, previous, interview, at);
}
