// The retention job's SQL (docs/product.md#privacy): interviews older than the owners' setting
// that still hold a recording, transcript, summary, answers or a platform call, and their erasure.
import { and, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviewAnswers } from '../schema/interview-versions.ts';
import { interviews } from '../schema/interviews.ts';

export interface ExpiredInterview {
  id: string;
  callId: string | null;
  /** It holds a transcript, summary, answers or recording URL (else only its platform call). */
  holdsContent: boolean;
}

/**
 * Up to `limit` interviews made before `before` that still hold something to erase, in id order
 * after `afterId` (a run pages through them once, even past calls the platform keeps).
 */
export async function selectExpiredInterviews(
  db: Database,
  before: Date,
  afterId: string | null,
  limit: number,
): Promise<ExpiredInterview[]> {
  const hasAnswers = sql`exists (select 1 from ${interviewAnswers} where ${interviewAnswers.interviewId} = ${interviews.id})`;
  const holdsContent = or(
    ne(interviews.transcript, sql`'[]'::jsonb`),
    isNotNull(interviews.recordingUrl),
    isNotNull(interviews.stereoRecordingUrl),
    isNotNull(interviews.summary),
    hasAnswers,
  )!;
  return db
    .select({
      id: interviews.id,
      callId: interviews.callId,
      holdsContent: sql<boolean>`coalesce(${holdsContent}, false)`.mapWith(Boolean),
    })
    .from(interviews)
    .where(
      and(
        lt(interviews.createdAt, before),
        afterId === null ? undefined : gt(interviews.id, afterId),
        or(holdsContent, isNotNull(interviews.callId)),
      ),
    )
    .orderBy(interviews.id)
    .limit(limit);
}

/**
 * Erases what interviews `ids` recorded: their answers (their themes go with them), transcript,
 * summary and recording URLs; the call id too where the platform's call is gone (`callsGone`),
 * so the call is not asked for again. Status, times and duration stay for the overview's counts.
 */
export async function eraseInterviewContent(
  db: Database,
  ids: string[],
  callsGone: ReadonlySet<string>,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(interviewAnswers).where(inArray(interviewAnswers.interviewId, ids));
    await tx
      .update(interviews)
      .set({
        transcript: [],
        summary: null,
        recordingUrl: null,
        stereoRecordingUrl: null,
        ...(callsGone.size
          ? {
              callId: sql`case when ${interviews.callId} in (${sql.join(
                [...callsGone].map((id) => sql`${id}`),
                sql`, `,
              )}) then null else ${interviews.callId} end`,
            }
          : {}),
        updatedAt: at,
      })
      .where(inArray(interviews.id, ids));
  });
}
