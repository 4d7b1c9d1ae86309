// Plain reads and writes of interviews and of the record over the current one. What a change
// means (which status, when a row is sealed, which interview is current) is decided by
// interviews/, which calls these inside its transactions.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews, type InterviewRow } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import { onboardingRecords, type OnboardingRecordRow } from '../schema/onboarding-records.ts';

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

export async function setCurrentInterview(
  tx: Queryable,
  email: string,
  interviewId: string,
): Promise<void> {
  await tx
    .update(onboarding)
    .set({ currentInterviewId: interviewId })
    .where(eq(onboarding.email, email));
}

/** The routes check that an interview exists first; a missing row here is a bug, not a 404. */
export function requireRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('interview vanished during the request');
  return row;
}
