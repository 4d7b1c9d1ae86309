// The interview's saved versions as the dashboard's editor reads and writes them: the first
// seeded from the local platform's interview (queries/interviews.ts, where interviews read the
// live one), each later one saved by an owner; the one the platform accepted last is live.
import type { InterviewDefinition, InterviewVersionRecord } from '@vibe/contracts/interview';
import { desc, eq, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { ensureFirstVersion } from './interviews.ts';
import { interviewVersions, type InterviewVersionRow } from '../schema/interview-versions.ts';

/** A version as the API shows it. */
export function toVersionRecord(row: InterviewVersionRow): InterviewVersionRecord {
  return {
    id: row.id,
    number: row.number,
    definition: row.definition,
    questionIds: row.questionIds,
    draft: row.draft,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    live: row.live,
    liveAt: row.liveAt?.toISOString() ?? null,
    platformError: row.platformError,
  };
}

/** Every version, newest first (an interview has tens of versions, not thousands). */
export async function selectVersions(db: Database, now: Date): Promise<InterviewVersionRow[]> {
  const all = () => db.select().from(interviewVersions).orderBy(desc(interviewVersions.number));
  const rows = await all();
  if (rows.length > 0) return rows;
  // Seeding is checked only when the list comes back empty, not on every read.
  await ensureFirstVersion(db, now);
  return all();
}

/** The newest version saved, drafts included (what a new save must be based on). */
export async function selectNewestVersion(db: Database, now: Date): Promise<InterviewVersionRow> {
  const newest = () =>
    db.select().from(interviewVersions).orderBy(desc(interviewVersions.number)).limit(1);
  const [row] = await newest();
  if (row) return row;
  await ensureFirstVersion(db, now);
  const [seeded] = await newest();
  if (!seeded) throw new Error('interview_versions is empty after seeding version 1');
  return seeded;
}

/**
 * Stores a new version, numbered after the newest (retried when another save took the number;
 * saves are serialised by interview-versions/change-lock.ts, so only a seeding copy can).
 */
export async function insertVersion(
  db: Database,
  input: {
    definition: InterviewDefinition;
    questionIds: string[];
    draft: boolean;
    organiser: { id: string; email: string };
    now: Date;
  },
): Promise<InterviewVersionRow> {
  await ensureFirstVersion(db, input.now);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(interviewVersions)
        .values({
          id: newId(input.now),
          number: sql`(select coalesce(max(${interviewVersions.number}), 0) + 1 from ${interviewVersions})`,
          definition: input.definition,
          questionIds: input.questionIds,
          draft: input.draft,
          createdById: input.organiser.id,
          createdBy: input.organiser.email,
          createdAt: input.now,
        })
        .returning();
      if (!row) throw new Error('insert into interview_versions returned no row');
      return row;
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'interview_versions_number_unique')) continue;
      throw error;
    }
  }
}

/** Makes `id` the live version (the one live before is no longer; a draft stops being one). */
export async function markVersionLive(
  db: Database,
  id: string,
  now: Date,
): Promise<InterviewVersionRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(interviewVersions)
      .set({ live: false })
      .where(sql`${interviewVersions.live} and ${interviewVersions.id} <> ${id}`);
    const [row] = await tx
      .update(interviewVersions)
      .set({ live: true, liveAt: now, platformError: null, draft: false })
      .where(eq(interviewVersions.id, id))
      .returning();
    if (!row) throw new Error(`no interview version ${id}`);
    return row;
  });
}

/** Keeps the platform's refusal of version `id`, as it said it. */
export async function recordPlatformError(
  db: Database,
  id: string,
  message: string,
): Promise<InterviewVersionRow> {
  const [row] = await db
    .update(interviewVersions)
    .set({ platformError: message })
    .where(eq(interviewVersions.id, id))
    .returning();
  if (!row) throw new Error(`no interview version ${id}`);
  return row;
}
