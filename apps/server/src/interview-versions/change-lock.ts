// Changing the live interview is three steps (store a version, update the platform's assistant,
// mark the version live) that must not interleave with another owner's: otherwise the platform
// could end up running one version while the database calls another live. One change runs at a
// time: across server copies on one PostgreSQL by an advisory lock, and within the one process
// that embedded PGlite allows by a queue in memory.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';

/** Runs `change` when no other change of the interview runs, on any copy of the server. */
export type InterviewChangeLock = <T>(change: () => Promise<T>) => Promise<T>;

// Any constant works, as long as every copy uses the same; it spells "ivlv" (interview live).
const INTERVIEW_CHANGE_LOCK_KEY = 0x69766c76;

/** Changes one after another within this process. */
export function processChangeLock(): InterviewChangeLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (change) => {
    const run = tail.then(change, change);
    // The next change waits for this one however it ends.
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * The lock for `database`: PostgreSQL's transaction-scoped advisory lock, held by a transaction
 * that does nothing else while `change` runs on other connections (so the local platform, on
 * the same database, can still write while its assistant is updated), behind the process's own
 * queue so one copy holds one connection for it at most. PGlite is one process's alone: the
 * queue is enough, and a transaction would stop every other query meanwhile.
 */
export function interviewChangeLock(
  database: Pick<DatabaseHandle, 'db'> & Partial<Pick<DatabaseHandle, 'kind'>>,
): InterviewChangeLock {
  const inProcess = processChangeLock();
  if (database.kind !== 'postgres') return inProcess;
  return (change) =>
    inProcess(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${INTERVIEW_CHANGE_LOCK_KEY})`);
        return change();
      }),
    );
}
