// The dashboard's reading and erasing routes: overview, people list, person page, erasure.
import type { ErasureAnswer, PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { normalizeEmail } from '@vibe/contracts/email';
import { Hono } from 'hono';
import { erasedPersonReference } from '../admin/erased-person.ts';
import type { PlatformCallEraser, PlatformCallsLeft } from '../admin/platform-calls.ts';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { selectOverview } from '../db/queries/admin-overview.ts';
import { selectPeople, selectPerson } from '../db/queries/admin-people.ts';
import { selectTagsOf, selectWork } from '../db/queries/people-work.ts';
import { erasePersonEverywhere } from '../admin/erase-person.ts';
import { selectAnswersOf } from '../db/queries/admin-answers.ts';
import { toOnboardingRecord } from '../db/serialize.ts';
import { ApiError } from '../lib/api-error.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { recordingPath } from './admin-recordings.ts';
import { readDays, readLimit } from '../lib/admin-query-params.ts';
import {
  encodePeopleCursor,
  readPeopleCursor,
  readPeopleFilter,
} from '../lib/people-query-params.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const unknownPerson = () =>
  new ApiError(404, API_ERROR_CODES.notFound, 'No person with this e-mail address.');

/** The calls named in one audit entry at most (the rest are counted). */
const AUDIT_CALLS_SHOWN = 20;

/** The audit target of an erasure: the person's reference, and any call left on the platform. */
export function erasureTarget(reference: string, left: PlatformCallsLeft | null): string {
  if (!left) return reference;
  const shown = left.platformCalls.slice(0, AUDIT_CALLS_SHOWN).join(', ');
  const more = left.platformCalls.length - AUDIT_CALLS_SHOWN;
  return `${reference}; not deleted on the voice platform: calls ${shown}${more > 0 ? ` and ${more} more` : ''}`;
}

export function adminPeopleRoutes(deps: {
  db: Database;
  clock: () => Date;
  /** Deletes an erased person's calls on the voice platform (local or hosted). */
  platformCalls: PlatformCallEraser;
  /** The key of the erased people's references in the audit log. */
  auditKey: () => Promise<Buffer>;
}) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/overview', async (c) => c.json(await selectOverview(db, readDays(c), deps.clock())))
    .get('/people', async (c) => {
      const limit = readLimit(c);
      const filter = readPeopleFilter(c);
      const rows = await selectPeople(db, filter, readPeopleCursor(c, filter.sort), limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const tagsOf = await selectTagsOf(
        db,
        page.map((row) => row.email),
      );
      return c.json({
        items: page.map((row) => ({
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          attempts: row.attempts,
          latestStatus: row.latestStatus,
          durationSeconds: row.durationSeconds,
          completedAt: iso(row.completedAt),
          starred: row.starred,
          reviewed: row.reviewed,
          tags: tagsOf.get(row.email) ?? [],
        })),
        nextCursor:
          rows.length > limit && last
            ? encodePeopleCursor({ key: last.cursorKey, email: last.email })
            : null,
      } satisfies PeopleAnswer);
    })
    .get('/people/:email', async (c) => {
      const email = normalizeEmail(c.req.param('email'));
      const found = await selectPerson(db, email);
      const work = found && (await selectWork(db, email));
      if (!found || !work) throw unknownPerson();
      // Each interview carries its own transcript; the record's (the latest's) would repeat one.
      const { transcript: _latest, ...record } = toOnboardingRecord(found.record);
      const answers = await selectAnswersOf(
        db,
        found.interviews.map(({ row }) => row.id),
      );
      return c.json({
        record,
        interviews: found.interviews.map(({ row, status }) => ({
          id: row.id,
          status,
          startedAt: iso(row.startedAt),
          completedAt: iso(row.completedAt),
          durationSeconds: row.durationSeconds,
          endedReason: row.endedReason,
          transcript: row.transcript,
          // The platform's report named recordings: the dashboard plays them through its API.
          recordingUrl: row.recordingUrl ? recordingPath(row.id) : null,
          stereoRecordingUrl: row.stereoRecordingUrl ? recordingPath(row.id, 'stereo') : null,
          interviewVersionId: row.interviewVersionId,
          summary: row.summary,
          answers: answers.get(row.id) ?? [],
        })),
        work,
      } satisfies PersonAnswer);
    })
    .delete('/people/:email', requireOwner, async (c) => {
      const email = normalizeEmail(c.req.param('email'));
      const auditKey = await deps.auditKey();
      const { erased, left } = await erasePersonEverywhere(db, deps.platformCalls, email);
      if (!erased) throw unknownPerson();
      await recordAudit(db, {
        actor: c.get('organiser').email,
        action: 'delete',
        target: erasureTarget(erasedPersonReference(auditKey, email), left),
      });
      // Erased everywhere: a plain 204 (docs/product.md#people). What the platform kept is
      // said in a body.
      if (!left) return c.body(null, 204);
      return c.json({ erased: true, notDeleted: left } satisfies ErasureAnswer);
    });
}
