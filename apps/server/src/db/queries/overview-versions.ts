// The overview's table of interview versions (docs/product.md#dashboard): per version, the
// interviews that left `pending`, how many were completed or partly answered, and the median
// duration of the completed ones. Read from `interview_version_counts`, which triggers keep as
// interviews change, so a visit sums a few thousand rows at most instead of every interview.
import type { OverviewAnswer } from '@vibe/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { interviewVersionCounts } from '../schema/interview-version-counts.ts';
import { interviewVersions } from '../schema/interview-versions.ts';

/**
 * The log is folded into one row per key once it holds this many rows more than twice what the
 * last fold left (an interview adds one row as it starts and two at each change after).
 */
const COMPACT_SLACK_ROWS = 5_000;

/** Rows each database's log had after its last fold (this process's view; absent: unknown). */
const foldedRows = new WeakMap<Database, number>();

/**
 * Folds the log of changes into one row per key (dropping keys no interview is under). Safe
 * beside writers and other folds, as `compactPeopleCounts` is. Returns the rows left.
 */
export async function compactVersionCounts(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    with folded as (
      delete from ${interviewVersionCounts}
      returning version_id, status, duration_seconds, interviews
    ), inserted as (
      insert into ${interviewVersionCounts} (version_id, status, duration_seconds, interviews)
      select version_id, status, duration_seconds, sum(interviews)::int from folded
      group by 1, 2, 3 having sum(interviews) <> 0
      returning 1
    )
    select count(*)::int as rows from inserted`)) as unknown as { rows: { rows: number }[] };
  const rows = result.rows[0]?.rows ?? 0;
  foldedRows.set(db, rows);
  return rows;
}

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
  const logged = row?.logged ?? 0;
  if (logged > 2 * (foldedRows.get(db) ?? 0) + COMPACT_SLACK_ROWS) {
    // After this answer, not before it: the visit that finds the log long is not kept waiting.
    void compactVersionCounts(db).catch(() => foldedRows.delete(db));
  }
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
