// The dashboard's overview, computed in SQL in one statement over the period's sign-ups: the funnel
// (signed up → interview started → interview completed, and how many started ones ended partial
// or abandoned), sign-ups per UTC day, and the median duration of the completed interviews
// (each person's current one, docs/product.md#dashboard).
import type { OverviewAnswer } from '@vibe/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { onboardingRecords as records } from '../schema/onboarding-records.ts';

const DAY_MS = 86_400_000;

/** Most days the `all` period charts (a year back from today). */
const ALL_PERIOD_MAX_DAYS = 366;

const utcDate = (date: Date) => date.toISOString().slice(0, 10);

interface DayRow {
  date: string;
  signed_up: number;
  started: number;
  completed: number;
  partial: number;
  abandoned: number;
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
  const inPeriod = since ? sql`where ${records.createdAt} >= ${since}` : sql``;
  // Counted per UTC date with plain conditions (no status text per row), the dates formatted
  // only for the few groups; the median reads only the completed rows.
  const result = (await db.execute(sql`
    select
      (select coalesce(json_agg(per_day order by per_day.date), '[]'::json) from (
        select to_char(day, 'YYYY-MM-DD') as date, signed_up, started, completed, partial, abandoned from (
          select (${records.createdAt} at time zone 'UTC')::date as day,
            count(*)::int as signed_up,
            (count(*) filter (where ${records.status} not in ('none', 'pending')))::int as started,
            (count(*) filter (where ${records.status} = 'completed'))::int as completed,
            (count(*) filter (where ${records.status} = 'partial'))::int as partial,
            (count(*) filter (where ${records.status} = 'abandoned'))::int as abandoned
          from ${records} ${inPeriod}
          group by 1
        ) as grouped
      ) as per_day) as days,
      (select percentile_cont(0.5) within group (order by ${records.interviewDurationSeconds})
        from ${records}
        where ${records.status} = 'completed' and ${records.interviewDurationSeconds} is not null
          ${since ? sql`and ${records.createdAt} >= ${since}` : sql``}) as median`)) as unknown as {
    rows: { days: DayRow[] | string; median: number | string | null }[];
  };
  const row = result.rows[0];
  // node-postgres parses json; PGlite may hand it over as text.
  const dayRows: DayRow[] =
    typeof row?.days === 'string' ? JSON.parse(row.days) : (row?.days ?? []);

  const funnel = { signedUp: 0, started: 0, completed: 0, partial: 0, abandoned: 0 };
  const signupsByDay = new Map<string, number>();
  for (const day of dayRows) {
    funnel.signedUp += day.signed_up;
    funnel.started += day.started;
    funnel.completed += day.completed;
    funnel.partial += day.partial;
    funnel.abandoned += day.abandoned;
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
  const median = row?.median;
  return {
    funnel,
    perDay,
    medianDurationSeconds: median === null || median === undefined ? null : Number(median),
  };
}
