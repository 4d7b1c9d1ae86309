// A log of counted changes (`people_counts`, `interview_version_counts`): triggers add a row
// per change instead of updating one hot counter, reads sum the rows, and now and then the log is
// folded into one row per key. The fold is safe beside writers and other folds: it deletes only
// rows it read, and rows another fold took first are skipped by the delete, so each change is
// summed once.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

/**
 * The log is folded once it holds this many rows more than twice what the last fold left (a
 * sign-up or an interview's change adds a few rows each).
 */
const FOLD_SLACK_ROWS = 5_000;

export interface CountLog {
  /** Folds the log into one row per key (dropping keys nothing is under); the rows left. */
  fold(db: Database): Promise<number>;
  /**
   * Folds in the background when a read found `logged` rows, far more than the last fold left:
   * the visit that finds the log long is not kept waiting.
   */
  foldIfLong(db: Database, logged: number): void;
}

/** The log in `table`, keyed by the `keys` columns, counting in `count`. */
export function countLog(table: PgTable, keys: readonly string[], count: string): CountLog {
  const keyList: SQL = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const countColumn = sql.identifier(count);
  const groupBy = sql.raw(keys.map((_, index) => String(index + 1)).join(', '));
  /** Rows each database's log had after its last fold (this process's view; absent: unknown). */
  const foldedRows = new WeakMap<Database, number>();

  async function fold(db: Database): Promise<number> {
    const result = (await db.execute(sql`
      with folded as (
        delete from ${table} returning ${keyList}, ${countColumn}
      ), inserted as (
        insert into ${table} (${keyList}, ${countColumn})
        select ${keyList}, sum(${countColumn})::int from folded
        group by ${groupBy} having sum(${countColumn}) <> 0
        returning 1
      )
      select count(*)::int as rows from inserted`)) as unknown as { rows: { rows: number }[] };
    const rows = result.rows[0]?.rows ?? 0;
    foldedRows.set(db, rows);
    return rows;
  }

  return {
    fold,
    foldIfLong(db, logged) {
      if (logged <= 2 * (foldedRows.get(db) ?? 0) + FOLD_SLACK_ROWS) return;
      void fold(db).catch(() => foldedRows.delete(db));
    },
  };
}
