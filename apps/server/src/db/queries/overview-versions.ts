// The overview's table of interview versions (docs/product.md#dashboard): per version, the
// interviews that left `pending`, how many were completed or partly answered, and the median
// duration of the completed ones. Read from `interview_version_counts`, which triggers keep as
// interviews change, so a visit sums a few thousand rows at most instead of every interview.
import type { OverviewAnswer } from '@vibe/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviewVersionCounts } from '../schema/interview-version-counts.ts';
import { countLog } from './count-log.ts';
import { interviewVersions } from '../schema/interview-versions.ts';

/** The log `interview_version_counts` keeps (an interview adds a row as it starts, two at each change). */
const versionCountLog = countLog(
  interviewVersionCounts,
  ['version_id', 'status', 'duration_seconds'],
  'interviews',
);

/** Folds `interview_version_counts` into one row per key; the rows left. */
export const compactVersionCounts = (db: Database) => versionCountLog.fold(db);

interface VersionRow {
  number: number | null;
  savedAt: string | null;
  attempts: number;
  completed: number;
  partial: number;
  median: number | null;
}

/**
 * Every version any interview left `pending` with, newest first (interviews from before versions
 * last, with no number), over all time: a version's figures do not depend on the period shown.
 * @example await selectVersionCounts(db)
 */
export async function selectVersionCounts(db: Database): Promise<OverviewAnswer['perVersion']> {
  // The median as PostgreSQL's percentile_cont(0.5) gives it, from counted durations: the value
  // at 0-based position (n - 1) / 2 and the one at n / 2 (integer division), averaged.
  const result = (await db.execute(sql`
    with counts as (
      select version_id, status, duration_seconds, sum(interviews)::int as interviews
      from ${interviewVersionCounts}
      group by 1, 2, 3 having sum(interviews) <> 0
    ), per_version as (
      select version_id, sum(interviews)::int as attempts,
        coalesce(sum(interviews) filter (where status = 'completed'), 0)::int as completed,
        coalesce(sum(interviews) filter (where status = 'partial'), 0)::int as partial
      from counts group by 1 having sum(interviews) > 0
    ), durations as (
      select version_id, duration_seconds as seconds,
        sum(interviews) over (partition by version_id order by duration_seconds) as upto,
        sum(interviews) over (partition by version_id) as total
      from counts where status = 'completed' and duration_seconds >= 0
    ), medians as (
      select version_id,
        (min(seconds) filter (where upto > (total - 1) / 2)
          + min(seconds) filter (where upto > total / 2)) / 2.0 as median
      from durations group by 1
    )
    select
      (select count(*)::int from ${interviewVersionCounts}) as logged,
      (select json_agg(per_version order by per_version.number desc nulls last) from (
        select v.number, v.created_at as "savedAt", p.attempts, p.completed, p.partial,
          m.median::float8 as median
        from per_version p
        left join ${interviewVersions} v on v.id = p.version_id
        left join medians m on m.version_id is not distinct from p.version_id
      ) as per_version) as versions`)) as unknown as {
    rows: { logged: number; versions: VersionRow[] | string | null }[];
  };
  const row = result.rows[0];
  versionCountLog.foldIfLong(db, row?.logged ?? 0);
  // node-postgres parses json; PGlite may hand it over as text.
  const versions: VersionRow[] =
    typeof row?.versions === 'string'
      ? (JSON.parse(row.versions) as VersionRow[])
      : (row?.versions ?? []);
  return versions.map((version) => ({
    number: version.number,
    savedAt: version.savedAt === null ? null : new Date(version.savedAt).toISOString(),
    attempts: version.attempts,
    completed: version.completed,
    partial: version.partial,
    medianDurationSeconds: version.median,
  }));
}
