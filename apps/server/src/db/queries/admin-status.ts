// The one place a person's and an attempt's status is derived for the dashboard. An attempt has
// its own status column (`pending` reads as `none`); a person's is that of the attempt their
// onboarding row mirrors, read from the mirrored fields so the list needs no join: an ended
// attempt that is not completed was abandoned.
import type { PersonStatus } from '@vibe/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';

/** The status of a person: that of the latest interview the onboarding row mirrors. */
export const personStatusSql: SQL<PersonStatus> = sql<PersonStatus>`(case when ${onboarding.interviewCompleted} then 'completed' when ${onboarding.interviewCompletedAt} is not null then 'abandoned' when ${onboarding.interviewStartedAt} is not null then 'started' else 'none' end)`;

/** True when a person's status is not `none` (as {@link personStatusSql}, without the text). */
export const personStartedSql: SQL<boolean> = sql<boolean>`(${onboarding.interviewCompleted} or ${onboarding.interviewCompletedAt} is not null or ${onboarding.interviewStartedAt} is not null)`;

/** True when a person's status is `completed`. */
export const personCompletedSql: SQL<boolean> = sql<boolean>`${onboarding.interviewCompleted}`;

/** True when a person's status is `abandoned`. */
export const personAbandonedSql: SQL<boolean> = sql<boolean>`(not ${onboarding.interviewCompleted} and ${onboarding.interviewCompletedAt} is not null)`;

/** The status of one interview attempt. */
export const attemptStatusSql: SQL<PersonStatus> = sql<PersonStatus>`(case when ${interviews.status} = 'pending' then 'none' else ${interviews.status} end)`;
