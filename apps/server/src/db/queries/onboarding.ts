import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';
import type { OnboardingRecordRow } from '../schema/onboarding-records.ts';

/** What one sign-up stores: the onboarding record's fields and a new interview. */
export interface OnboardingInput {
  email: string;
  userAgent: string | null;
  referrer: string | null;
  interviewId: string;
  tokenHash: string;
  now: Date;
}

/** The outcome: `created` is the new onboarding row, or null when the e-mail already existed. */
export interface OnboardingRegistration {
  created: OnboardingRecordRow | null;
  interviewId: string;
}

/**
 * Stores a sign-up and opens a new interview for it in ONE statement (atomic, one round
 * trip): the onboarding row is inserted unless the e-mail exists (ON CONFLICT DO NOTHING, so
 * simultaneous sign-ups of a new e-mail create exactly one row), and the interview is inserted
 * every time. PostgreSQL runs data-modifying CTEs even when the main query does not read them,
 * and checks the interview's foreign key at the end of the statement, after the row exists.
 */
export async function registerOnboarding(
  db: Database,
  input: OnboardingInput,
): Promise<OnboardingRegistration> {
  const created = db.$with('created').as(
    db
      .insert(onboarding)
      .values({
        email: input.email,
        userAgent: input.userAgent,
        referrer: input.referrer,
        // A new visitor's current interview is the one opened with the record.
        currentInterviewId: input.interviewId,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: onboarding.email })
      .returning(),
  );
  const newInterview = db.$with('new_interview').as(
    db
      .insert(interviews)
      .values({
        id: input.interviewId,
        email: input.email,
        tokenHash: input.tokenHash,
        // The version this interview runs with: the live one (none before the first).
        interviewVersionId: sql`(select id from interview_versions where live)`,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: interviews.id }),
  );
  const [row] = await db.with(created, newInterview).select().from(created);
  return { created: row ? freshRecord(row) : null, interviewId: input.interviewId };
}

/** A record just created: its current interview is pending, so it holds no interview fields. */
function freshRecord(row: typeof onboarding.$inferSelect): OnboardingRecordRow {
  return {
    ...row,
    status: 'pending',
    interviewStartedAt: null,
    interviewCompletedAt: null,
    interviewCompleted: false,
    transcript: [],
    interviewDurationSeconds: null,
  };
}
