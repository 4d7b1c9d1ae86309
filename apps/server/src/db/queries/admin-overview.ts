// The dashboard's overview, computed in SQL in one statement over the period's sign-ups: the funnel
// (signed up → interview started → interview completed, and how many started ones ended partial
// or abandoned), sign-ups per UTC day, and the median duration of the completed interviews
// (each person's current one, docs/product.md#dashboard).
import type { OverviewAnswer } from '@vibe/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviews } from '../schema/interviews.ts';
import { onboarding } from '../schema/onboarding.ts';

const DAY_MS = 86_400_000;

/** Most days the `all` period charts (a year back from today). */
const ALL_PERIOD_MAX_DAYS = 366;

const utcDate = (date: Date) => date.toISOString().slice(0, 10);

interface DayRow {
  date: string;
  signed_up: number;
}

interface FunnelRow {
  started: number;
  completed: number;
  partial: number;
  abandoned: number;
  median: number | string | null;
}

/**
 * The overview for the last `days` UTC days including today (null: everything).
 * @example await selectOverview(db, 30, new Date())
 */
export async function selectOverview(
  db: Database,
  days: number | null,
  now: Date,
): Promise<OverviewAnswer> {
  const today = Date.parse(`${utcDate(now)}T00:00:00Z`);
  const since = days === null ? null : new Date(today - (days - 1) * DAY_MS);
  // Sign-ups per UTC date read the onboarding table alone (dates formatted only for the few
  // groups); the funnel and the median join each person's current interview once, and only
  // those past `pending` (the rest count as signed up only).
  const result = (await db.execute(sql`
    select
      (select coalesce(json_agg(per_day order by per_day.date), '[]'::json) from (
        select to_char(day, 'YYYY-MM-DD') as date, signed_up from (
          select (${onboarding.createdAt} at time zone 'UTC')::date as day,
            count(*)::int as signed_up
          from ${onboarding}
          ${since ? sql`where ${onboarding.createdAt} >= ${since}` : sql``}
          group by 1
        ) as grouped
      ) as per_day) as days,
      (select row_to_json(funnel) from (
        select count(*)::int as started,
          (count(*) filter (where current.status = 'completed'))::int as completed,
          (count(*) filter (where current.status = 'partial'))::int as partial,
          (count(*) filter (where current.status = 'abandoned'))::int as abandoned,
          percentile_cont(0.5) within group (order by current.duration_seconds)
            filter (where current.status = 'completed') as median
        from ${onboarding}
        join ${interviews} as current on current.id = ${onboarding.currentInterviewId}
        where current.status <> 'pending'
          ${since ? sql`and ${onboarding.createdAt} >= ${since}` : sql``}
      ) as funnel) as funnel`)) as unknown as {
    rows: { days: DayRow[] | string; funnel: FunnelRow | string | null }[];
  };
  const row = result.rows[0];
  // node-postgres parses json; PGlite may hand it over as text.
  const parsed = <T>(value: T | string | null | undefined): T | null | undefined =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  const dayRows: DayRow[] = parsed(row?.days) ?? [];
  const counts = parsed(row?.funnel);

  const funnel = {
    signedUp: 0,
    started: counts?.started ?? 0,
    completed: counts?.completed ?? 0,
    partial: counts?.partial ?? 0,
    abandoned: counts?.abandoned ?? 0,
  };
  const signupsByDay = new Map<string, number>();
  for (const day of dayRows) {
    funnel.signedUp += day.signed_up;
    signupsByDay.set(day.date, day.signed_up);
  }
  const first = dayRows[0]?.date;
  const chartStart =
    since?.getTime() ??
    Math.max(
      first ? Date.parse(`${first}T00:00:00Z`) : today,
      today - (ALL_PERIOD_MAX_DAYS - 1) * DAY_MS,
    );
  const perDay: OverviewAnswer['perDay'] = [];
  for (let t = chartStart; t <= today; t += DAY_MS) {
    const date = utcDate(new Date(t));
    perDay.push({ date, signups: signupsByDay.get(date) ?? 0 });
  }
  const median = counts?.median;
  return {
    funnel,
    perDay,
    medianDurationSeconds: median === null || median === undefined ? null : Number(median),
  };
}
