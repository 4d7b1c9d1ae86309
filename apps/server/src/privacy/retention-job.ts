// The retention job (docs/product.md#privacy): once a day, interviews older than the owners'
// setting lose their recording (the platform's call with it) and transcript, answers and summary;
// an audit entry says how many. Every server copy runs the timer, but a day is claimed in the
// database by one statement, so only one copy erases and audits each day. A run stopped midway
// (a restart) is finished by the next day's; erasing twice is harmless.
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { claimSettingAbove } from '../db/queries/admin-settings.ts';
import { eraseInterviewContent, selectExpiredInterviews } from '../db/queries/retention.ts';
import type { PlatformCallEraser } from '../admin/platform-calls.ts';
import type { Logger } from '../logger.ts';
import { readPrivacySettings } from './privacy-settings.ts';
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day (UTC, `YYYY-MM-DD`) a copy claimed the run for. */
const LAST_RUN = 'retention_last_run';
/** Interviews erased per statement: bounded memory, short transactions. */
const BATCH = 200;
/** Who the audit entry names. */
export const RETENTION_ACTOR = 'retention job';

export interface RetentionDeps {
  db: Database;
  clock: () => Date;
  platformCalls: PlatformCallEraser;
  logger?: Logger;
}

export type RetentionRun =
  | { ran: false; reason: 'kept-for-ever' | 'already-ran-today' }
  | { ran: true; erased: number; callsLeft: string[] };

/** Erases what is older than the retention setting, unless another copy did today already. */
export async function runRetention(deps: RetentionDeps): Promise<RetentionRun> {
  const now = deps.clock();
  const { retentionDays } = await readPrivacySettings(deps.db);
  if (retentionDays === null) return { ran: false, reason: 'kept-for-ever' };
  const today = now.toISOString().slice(0, 10);
  if (!(await claimSettingAbove(deps.db, LAST_RUN, today, now))) {
    return { ran: false, reason: 'already-ran-today' };
  }
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let erased = 0;
  const callsLeft: string[] = [];
  let afterId: string | null = null;
  for (;;) {
    const batch = await selectExpiredInterviews(deps.db, before, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    const callIds = batch.flatMap((row) => (row.callId ? [row.callId] : []));
    // The platform's calls first, while the interviews still name them (platform-calls.ts).
    const left = await deps.platformCalls.eraseCalls({
      callIds,
      interviewIds: batch.map((row) => row.id),
    });
    const kept = new Set(left?.platformCalls ?? []);
    if (left) {
      callsLeft.push(...left.platformCalls);
      deps.logger?.warn('retention: calls left on the voice platform', {
        calls: left.platformCalls.length,
        reason: left.reason,
      });
    }
    const gone = new Set(callIds.filter((id) => !kept.has(id)));
    await eraseInterviewContent(
      deps.db,
      batch.map((row) => row.id),
      gone,
      now,
    );
    erased += batch.filter(
      (row) => row.holdsContent || (row.callId && gone.has(row.callId)),
    ).length;
  }
  await recordAudit(deps.db, {
    actor: RETENTION_ACTOR,
    action: 'retention-erase',
    target: `${erased} interview${erased === 1 ? '' : 's'} older than ${retentionDays} days`,
    at: now,
  });
  deps.logger?.info('retention: old recordings and transcripts erased', { interviews: erased });
  return { ran: true, erased, callsLeft };
}

export type RetentionTimer = PeriodicJob;

/**
 * Looks every hour whether today's run is due (and a minute after the start), so a copy that
 * restarts often still runs it, and a run missed while every copy was down follows soon after.
 */
export function startRetentionTimer(
  deps: RetentionDeps & { everyMs?: number; firstAfterMs?: number },
): RetentionTimer {
  return startPeriodicJob({
    run: () => runRetention(deps),
    failure: 'retention: run failed',
    logger: deps.logger,
    everyMs: deps.everyMs ?? 60 * 60 * 1000,
    firstAfterMs: deps.firstAfterMs,
  });
}
