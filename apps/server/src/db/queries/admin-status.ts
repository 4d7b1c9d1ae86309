// The one place a person's and an attempt's status is derived. Today there is no status column:
// completed → `completed`, started → `started`, otherwise `none`. When attempts record more
// (e.g. `abandoned`), only these expressions change.
import type { PersonStatus } from '@vibe/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';

/** The status of a person: that of the latest interview the onboarding row mirrors. */
export const personStatusSql: SQL<PersonStatus> = sql<PersonStatus>`(case when ${onboarding.interviewCompleted} then 'completed' when ${onboarding.interviewStartedAt} is not null then 'started' else 'none' end)`;

/** The status of one interview attempt. */
export const attemptStatusSql: SQL<PersonStatus> = sql<PersonStatus>`(case when ${interviews.completed} then 'completed' when ${interviews.startedAt} is not null then 'started' else 'none' end)`;
