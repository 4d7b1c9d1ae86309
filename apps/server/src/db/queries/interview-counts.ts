import { INTERVIEW_STATUSES } from '@vibe/contracts/api';
import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';

/** How many interviews are in each status (every status present, zero when none). */
export async function countInterviewsByStatus(
  db: Database,
): Promise<Record<(typeof INTERVIEW_STATUSES)[number], number>> {
  const rows = await db
    .select({ status: interviews.status, count: count() })
    .from(interviews)
    .groupBy(interviews.status);
  const counts = Object.fromEntries(INTERVIEW_STATUSES.map((status) => [status, 0])) as Record<
    (typeof INTERVIEW_STATUSES)[number],
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
