import { onboarding, type OnboardingRow } from '../schema/onboarding.ts';
import { interviews, type InterviewRow } from '../schema/interviews.ts';
import type { Database } from '../client.ts';

/** What one sign-up stores. */
export interface SignupInput {
  email: string;
  userAgent: string | null;
  referrer: string | null;
  interviewId: string;
  tokenHash: string;
  now: Date;
}

/** The outcome: `created` is the new onboarding row, or null when the e-mail already existed. */
export interface SignupResult {
  created: OnboardingRow | null;
  interview: InterviewRow;
}

/**
 * Stores a sign-up and opens a new interview attempt for it, atomically. Concurrent sign-ups
 * of one new e-mail create exactly one onboarding row (ON CONFLICT DO NOTHING); every one of
 * them still gets an attempt of its own.
 */
export async function registerSignup(db: Database, input: SignupInput): Promise<SignupResult> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(onboarding)
      .values({
        email: input.email,
        userAgent: input.userAgent,
        referrer: input.referrer,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: onboarding.email })
      .returning();
    const [interview] = await tx
      .insert(interviews)
      .values({
        id: input.interviewId,
        email: input.email,
        tokenHash: input.tokenHash,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!interview) throw new Error('inserting an interview attempt returned no row');
    return { created: created ?? null, interview };
  });
}
