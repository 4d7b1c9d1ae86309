// The reads and writes an interview's changes make (interviews/ calls these inside its
// transactions): the interview row, its answers per question, the version it runs with, and its
// person's pointer to their current interview. What a change means (which status, when a row is
// sealed) is decided by interviews/.
import type { InterviewStatus } from '@vibe/contracts/api';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { seededDefinition } from '../../interview-versions/assistant-body.ts';
import { assignQuestionIds, idOfWording } from '../../interview-versions/question-ids.ts';
import { newId } from '../../lib/ids.ts';
import type { ThemeMention } from '../../themes/key-phrases.ts';
import type { Database } from '../client.ts';
import {
  interviewAnswers,
  interviewVersions,
  type InterviewVersionRow,
} from '../schema/interview-versions.ts';
import { interviews, type InterviewRow } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import { onboardingRecords, type OnboardingRecordRow } from '../schema/onboarding-records.ts';
import { insertAnswerThemes } from './answer-themes.ts';

/** Any drizzle handle that can run queries: the database or an open transaction. */
export type Queryable = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

/** The columns a transition may change. */
export type InterviewChange = Partial<
  Omit<InterviewRow, 'id' | 'email' | 'tokenHash' | 'createdAt'>
>;

/** What the token check needs to know about an interview, or undefined when there is none. */
export async function findInterviewCredentials(
  db: Queryable,
  id: string,
): Promise<Pick<InterviewRow, 'id' | 'tokenHash'> | undefined> {
  const [row] = await db
    .select({ id: interviews.id, tokenHash: interviews.tokenHash })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row;
}

/** The interview, locked until the transaction ends (concurrent changes apply one by one). */
export async function lockInterview(tx: Queryable, id: string): Promise<InterviewRow | undefined> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return row;
}

/** The interview holding `callId`, locked; undefined when none does. */
export async function lockInterviewOfCall(
  tx: Queryable,
  callId: string,
): Promise<InterviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(eq(interviews.callId, callId))
    .for('update');
  return row;
}

/** The id of another interview than `exceptId` holding `callId`, if any. */
export async function findOtherHolderOfCall(
  tx: Queryable,
  callId: string,
  exceptId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.callId, callId), ne(interviews.id, exceptId)));
  return row?.id;
}

export async function updateInterview(
  tx: Queryable,
  id: string,
  change: InterviewChange,
): Promise<InterviewRow> {
  const [row] = await tx.update(interviews).set(change).where(eq(interviews.id, id)).returning();
  return requireRow(row);
}

/** The onboarding record of `email` with its interview fields, as the product names them. */
export async function selectOnboardingRecord(
  tx: Queryable,
  email: string,
): Promise<OnboardingRecordRow> {
  const [row] = await tx.select().from(onboardingRecords).where(eq(onboardingRecords.email, email));
  return requireRow(row);
}

/**
 * A person's current interview is their newest that left `pending` (it saw a call), else their
 * newest: a sign-up repeated and never used does not hide what an earlier interview holds.
 * Only leaving `pending` can change which one that is, so only that transition is checked.
 */
export async function takeCurrentIfDue(
  tx: Queryable,
  previous: InterviewStatus,
  interview: InterviewRow,
): Promise<void> {
  if (previous !== 'pending' || interview.status === 'pending') return;
  const record = await selectOnboardingRecord(tx, interview.email);
  const current = record.currentInterviewId;
  if (current === interview.id) return;
  // Interview ids are UUIDv7: their text sorts by creation time.
  if (current === null || record.status === 'pending' || current < interview.id) {
    await tx
      .update(onboarding)
      .set({ currentInterviewId: interview.id })
      .where(eq(onboarding.email, interview.email));
  }
}

/**
 * Replaces the answers of interview `interviewId` (a replayed report stores the same again),
 * inside the caller's transaction, with the themes each mentions (their old themes go with the
 * old answers).
 */
export async function replaceAnswers(
  tx: Queryable,
  input: {
    interviewId: string;
    /** The interview's person (`interviews.email`): themes are counted by person. */
    email: string;
    /** The version the interview ran with (its questions' ids name the answers' questions). */
    version: Pick<InterviewVersionRow, 'id' | 'questionIds'>;
    answers: readonly {
      questionIndex: number;
      question: string;
      answer: string;
      startSeconds: number | null;
      themes?: readonly ThemeMention[];
    }[];
    at: Date;
  },
): Promise<void> {
  await tx.delete(interviewAnswers).where(eq(interviewAnswers.interviewId, input.interviewId));
  if (input.answers.length === 0) return;
  const rows = input.answers.map((answer) => ({
    id: newId(input.at),
    interviewId: input.interviewId,
    interviewVersionId: input.version.id,
    questionIndex: answer.questionIndex,
    // A version always names each of its questions; the wording stands in, should one not.
    questionId: input.version.questionIds[answer.questionIndex] ?? idOfWording(answer.question),
    question: answer.question,
    answer: answer.answer,
    startSeconds: answer.startSeconds,
    createdAt: input.at,
  }));
  await tx.insert(interviewAnswers).values(rows);
  await insertAnswerThemes(
    tx,
    rows.flatMap((row, i) =>
      (input.answers[i]?.themes ?? []).map((mention) => ({
        answerId: row.id,
        questionId: row.questionId,
        email: input.email,
        theme: mention.theme,
        start: mention.start,
        end: mention.end,
        createdAt: row.createdAt,
      })),
    ),
  );
}

/**
 * Makes sure version 1 exists: the interview the platform was seeded with, live from the start.
 * Two server copies racing both succeed (the number is unique; the second insert does nothing).
 */
export async function ensureFirstVersion(db: Database, now: Date): Promise<void> {
  const [any] = await db.select({ id: interviewVersions.id }).from(interviewVersions).limit(1);
  if (any) return;
  const definition = seededDefinition();
  await db
    .insert(interviewVersions)
    .values({
      id: newId(now),
      number: 1,
      definition,
      questionIds: assignQuestionIds(definition.questions, undefined, []),
      createdAt: now,
      live: true,
      liveAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The live version, or the newest that is not a draft when none is live; seeds version 1 first
 * when needed.
 */
export async function selectLiveVersion(db: Database, now: Date): Promise<InterviewVersionRow> {
  const newestLive = () =>
    db
      .select()
      .from(interviewVersions)
      .orderBy(
        desc(interviewVersions.live),
        asc(interviewVersions.draft),
        desc(interviewVersions.number),
      )
      .limit(1);
  const [row] = await newestLive();
  if (row) return row;
  await ensureFirstVersion(db, now);
  const [seeded] = await newestLive();
  if (!seeded) throw new Error('interview_versions is empty after seeding version 1');
  return seeded;
}

export async function selectVersion(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<InterviewVersionRow | undefined> {
  const [row] = await db.select().from(interviewVersions).where(eq(interviewVersions.id, id));
  return row;
}

/**
 * The version an interview ran with: the one it recorded at its start, else (an interview
 * ended without a start, or from before versions) `live`.
 */
export async function versionOf(
  tx: Queryable,
  interview: Pick<InterviewRow, 'interviewVersionId'>,
  live: InterviewVersionRow,
): Promise<InterviewVersionRow> {
  if (!interview.interviewVersionId || interview.interviewVersionId === live.id) return live;
  return (await selectVersion(tx, interview.interviewVersionId)) ?? live;
}

/** The routes check that an interview exists first; a missing row here is a bug, not a 404. */
export function requireRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('interview vanished during the request');
  return row;
}
