// The daily digest (docs/product.md#e-mail): from DIGEST_HOUR_UTC each day, the previous UTC
// day's sign-ups, completed and partial interviews, and the live interview's top themes go to
// every organiser who asked for it. Every server copy runs the timer; the day is claimed by
// inserting its row into mail_digest_days in the transaction that queues the messages, so one
// copy queues them, once, and a copy that fails midway leaves the day to the next look.
import { DIGEST_HOUR_UTC } from '@vibe/contracts/notifications';
import type { Database } from '../db/client.ts';
import { selectTopThemes } from '../db/queries/answer-themes.ts';
import { selectLiveVersion } from '../db/queries/interviews.ts';
import { insertMail } from '../db/queries/mail.ts';
import { claimDigestDay, digestDayTaken, selectDayCounts } from '../db/queries/mail-digest.ts';
import { selectMailRecipients } from '../db/queries/mail-preferences.ts';
import type { Logger } from '../logger.ts';
import { withoutEchoes } from '../themes/question-themes.ts';
import { dailyDigest, type DigestSummary } from './messages/daily-digest.ts';
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job.ts';

export { DIGEST_HOUR_UTC };

/** Themes named per question: the digest points at the Answers screen for the rest. */
export const DIGEST_THEMES_PER_QUESTION = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestDeps {
  db: Database;
  clock: () => Date;
  /** Where the dashboard's links point: PUBLIC_URL, else the server's own address. */
  origin: string;
  logger?: Logger;
}

export type DigestRun =
  | { queued: false; reason: 'too-early' | 'already-queued' | 'nobody-asked' }
  | { queued: true; day: string; messages: number };

/** The live interview's questions, each with its most mentioned themes (all answers so far). */
async function liveThemes(db: Database, now: Date): Promise<DigestSummary['questions']> {
  const version = await selectLiveVersion(db, now);
  const questions = [];
  for (const [index, question] of version.definition.questions.entries()) {
    const id = version.questionIds[index];
    const top = id
      ? withoutEchoes(await selectTopThemes(db, id, DIGEST_THEMES_PER_QUESTION * 2))
      : [];
    questions.push({
      question,
      themes: top
        .slice(0, DIGEST_THEMES_PER_QUESTION)
        .sort((a, b) => b.people - a.people || a.theme.localeCompare(b.theme))
        .map(({ theme, people }) => ({ theme, people })),
    });
  }
  return questions;
}

/** What the digest of the UTC day `[from, from + 1 day)` says. */
export async function digestSummary(db: Database, from: Date, now: Date): Promise<DigestSummary> {
  const counts = await selectDayCounts(db, from, new Date(from.getTime() + DAY_MS));
  return {
    day: from.toISOString().slice(0, 10),
    ...counts,
    questions: await liveThemes(db, now),
  };
}

/**
 * Queues the previous UTC day's digest to each organiser who asked for it, unless it is before
 * DIGEST_HOUR_UTC or another look (this copy's or another's) queued it already.
 */
export async function runDigest(deps: DigestDeps): Promise<DigestRun> {
  const now = deps.clock();
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return { queued: false, reason: 'too-early' };
  const from = new Date(Date.parse(now.toISOString().slice(0, 10)) - DAY_MS);
  const day = from.toISOString().slice(0, 10);
  // Cheap looks first: on most ticks the day is taken, or nobody asked.
  if (await digestDayTaken(deps.db, day)) return { queued: false, reason: 'already-queued' };
  if ((await selectMailRecipients(deps.db, 'dailyDigest')).length === 0) {
    return { queued: false, reason: 'nobody-asked' };
  }
  // Read before the claim, so the transaction holds the day's row for two statements only.
  const summary = await digestSummary(deps.db, from, now);
  const run = await deps.db.transaction(async (tx): Promise<DigestRun> => {
    if (!(await claimDigestDay(tx, day, now))) return { queued: false, reason: 'already-queued' };
    const recipients = await selectMailRecipients(tx, 'dailyDigest');
    await insertMail(
      tx,
      recipients.map((to) => dailyDigest(deps.origin, summary, to)),
      now,
    );
    return { queued: true, day, messages: recipients.length };
  });
  if (run.queued) deps.logger?.info('daily digest queued', { day, messages: run.messages });
  return run;
}

export type DigestTimer = PeriodicJob;

/**
 * Looks every 15 minutes (and a minute after the start) whether the day's digest is due, so it
 * goes out soon after DIGEST_HOUR_UTC, or soon after the first copy is back from an outage.
 */
export function startDigestTimer(
  deps: DigestDeps & { everyMs?: number; firstAfterMs?: number },
): DigestTimer {
  return startPeriodicJob({
    run: () => runDigest(deps),
    failure: 'daily digest: run failed',
    logger: deps.logger,
    everyMs: deps.everyMs ?? 15 * 60 * 1000,
    firstAfterMs: deps.firstAfterMs,
  });
}
