// The dashboard's overview (docs/product.md#dashboard): the funnel (signed up → interview started
// → interview completed, and how many started ones ended partial or abandoned), sign-ups per UTC
// day with how many of those people started, completed or partly answered their interview, and
// the median duration of the completed interviews (each person's current one). Read from
// `people_counts`, which triggers keep as people and interviews change, so a visit sums a few
// thousand rows at most instead of joining every sign-up to its interview. The table of
// interview versions comes from counts of its own (overview-versions.ts).
import type { OverviewAnswer } from '@vibe/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { peopleCounts } from '../schema/people-counts.ts';
import { countLog } from './count-log.ts';
import { medianOfCounts } from './median-of-counts.ts';
import { selectVersionCounts } from './overview-versions.ts';

const DAY_MS = 86_400_000;

/** Most days the `all` period charts (a year back from today). */
const ALL_PERIOD_MAX_DAYS = 366;

const utcDate = (date: Date) => date.toISOString().slice(0, 10);

type DayRow = Omit<OverviewAnswer['perDay'][number], 'signups'> & { people: number };

interface CountsRow {
  logged: number;
  days: DayRow[] | string | null;
  statuses: { status: string; people: number }[] | string | null;
  durations: { seconds: number; people: number }[] | string | null;
}

/** The log `people_counts` keeps (people signing up add three rows each, an interview's end two). */
const peopleCountLog = countLog(peopleCounts, ['day', 'status', 'duration_seconds'], 'people');

/** Folds `people_counts` into one row per key; the rows left. */
export const compactPeopleCounts = (db: Database) => peopleCountLog.fold(db);

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
  const since = days === null ? null : utcDate(new Date(today - (days - 1) * DAY_MS));
  const inPeriod = since ? sql`${peopleCounts.day} >= ${since}::date` : sql`true`;
  // Both at once: on PostgreSQL they run on two connections of the pool.
  const [counts, perVersion] = await Promise.all([
    db.execute(sql`
      with counts as (
        select day, status, duration_seconds, sum(people)::int as people
        from ${peopleCounts} where ${inPeriod}
        group by 1, 2, 3 having sum(people) <> 0
      )
      select
        (select count(*)::int from ${peopleCounts}) as logged,
        (select json_agg(per_day order by per_day.date) from (
          select to_char(day, 'YYYY-MM-DD') as date, sum(people)::int as people,
            coalesce(sum(people) filter (where status not in ('none', 'pending')), 0)::int as started,
            coalesce(sum(people) filter (where status = 'completed'), 0)::int as completed,
            coalesce(sum(people) filter (where status = 'partial'), 0)::int as partial
          from counts group by day having sum(people) <> 0
        ) as per_day) as days,
        (select json_agg(per_status) from (
          select status, sum(people)::int as people from counts group by status
        ) as per_status) as statuses,
        (select json_agg(per_duration order by per_duration.seconds) from (
          select duration_seconds as seconds, sum(people)::int as people from counts
          where status = 'completed' and duration_seconds >= 0 group by 1 having sum(people) > 0
        ) as per_duration) as durations`),
    selectVersionCounts(db),
  ]);
  const result = counts as unknown as { rows: CountsRow[] };
  const row = result.rows[0];
  // node-postgres parses json; PGlite may hand it over as text.
  const parsed = <T>(value: T | string | null | undefined): T | null | undefined =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  const dayRows = parsed(row?.days) ?? [];
  const byStatus = new Map((parsed(row?.statuses) ?? []).map((s) => [s.status, s.people]));
  const durations = parsed(row?.durations) ?? [];

  const logged = row?.logged ?? 0;
  peopleCountLog.foldIfLong(db, logged);

  const count = (status: string) => byStatus.get(status) ?? 0;
  const funnel = {
    signedUp: 0,
    started: [...byStatus].reduce(
      (sum, [status, people]) => (status === 'none' || status === 'pending' ? sum : sum + people),
      0,
    ),
    completed: count('completed'),
    partial: count('partial'),
    abandoned: count('abandoned'),
  };
  const byDay = new Map<string, DayRow>();
  for (const day of dayRows) {
    funnel.signedUp += day.people;
    byDay.set(day.date, day);
  }
  const first = dayRows[0]?.date;
  const chartStart = since
    ? Date.parse(`${since}T00:00:00Z`)
    : Math.max(
        first ? Date.parse(`${first}T00:00:00Z`) : today,
        today - (ALL_PERIOD_MAX_DAYS - 1) * DAY_MS,
      );
  const perDay: OverviewAnswer['perDay'] = [];
  for (let t = chartStart; t <= today; t += DAY_MS) {
    const date = utcDate(new Date(t));
    const day = byDay.get(date);
    perDay.push({
      date,
      signups: day?.people ?? 0,
      started: day?.started ?? 0,
      completed: day?.completed ?? 0,
      partial: day?.partial ?? 0,
    });
  }
  return {
    funnel,
    perDay,
    medianDurationSeconds: medianOfCounts(
      durations.map((d) => ({ value: d.seconds, count: d.people })),
    ),
    perVersion,
  };
}
