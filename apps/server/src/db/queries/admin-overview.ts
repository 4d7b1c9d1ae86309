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
  const inPeriod = since ? sql`${onboarding.createdAt} >= ${since}` : sql`true`;
  // Both parts read covering indexes only (see the schema): sign-ups per UTC day (date_bin is
  // plain arithmetic; dates are formatted only for the few groups), and the funnel and the median
  // merge the people's pointers, in order, with the interviews past `pending`, in order (the rest
  // count as signed up only). PostgreSQL's default random_page_cost prices index pages like a
  // spinning disk's seeks and would hash both whole tables instead, twice as slow; this product's
  // tables are small enough to stay in memory, where a page costs the same in any order.
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx.execute(sql`
      select
        (select coalesce(json_agg(per_day order by per_day.date), '[]'::json) from (
          select to_char(day at time zone 'UTC', 'YYYY-MM-DD') as date, signed_up from (
            select date_bin('1 day', ${onboarding.createdAt}, timestamptz '1970-01-01 00:00:00Z') as day,
              count(*)::int as signed_up
            from ${onboarding}
            where ${inPeriod}
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
          where current.status <> 'pending' and ${inPeriod}
        ) as funnel) as funnel`);
  })) as unknown as {
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
