// The dashboard's reading and erasing routes: overview, people list, person page, erasure.
import type { PeopleAnswer, PersonAnswer } from '@vibe/contracts/admin';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import { normalizeEmail } from '@vibe/contracts/email';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { selectOverview } from '../db/queries/admin-overview.ts';
import {
  erasePerson,
  selectPeople,
  selectPerson,
  selectPersonCallIds,
} from '../db/queries/admin-people.ts';
import { toOnboardingRecord } from '../db/serialize.ts';
import type { RecordingAccess } from '../admin/recordings.ts';
import { ApiError } from '../lib/api-error.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { recordingPath } from './admin-recordings.ts';
import {
  encodePeopleCursor,
  readDays,
  readLimit,
  readPeopleCursor,
  readPeopleFilter,
} from './admin-query.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const unknownPerson = () =>
  new ApiError(404, API_ERROR_CODES.notFound, 'No person with this e-mail address.');

export function adminPeopleRoutes(deps: {
  db: Database;
  clock: () => Date;
  /** The local platform's recordings, erased with the person (absent in hosted mode). */
  recordings?: RecordingAccess | undefined;
}) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/overview', async (c) => c.json(await selectOverview(db, readDays(c), deps.clock())))
    .get('/people', async (c) => {
      const limit = readLimit(c);
      const rows = await selectPeople(db, readPeopleFilter(c), readPeopleCursor(c), limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return c.json({
        items: page.map((row) => ({
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          attempts: row.attempts,
          latestStatus: row.latestStatus,
          durationSeconds: row.durationSeconds,
        })),
        nextCursor:
          rows.length > limit && last
            ? encodePeopleCursor({ at: last.cursorAt, email: last.email })
            : null,
      } satisfies PeopleAnswer);
    })
    .get('/people/:email', async (c) => {
      const found = await selectPerson(db, normalizeEmail(c.req.param('email')));
      if (!found) throw unknownPerson();
      // Each attempt carries its own transcript; the record's (the latest's) would repeat one.
      const { transcript: _latest, ...record } = toOnboardingRecord(found.record);
      return c.json({
        record,
        interviews: found.attempts.map(({ row, status }) => ({
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
        })),
      } satisfies PersonAnswer);
    })
    .delete('/people/:email', requireOwner, async (c) => {
      const email = normalizeEmail(c.req.param('email'));
      // Recordings first: should that fail, the person is still there to erase again.
      if (deps.recordings) {
        for (const callId of await selectPersonCallIds(db, email)) {
          await deps.recordings.erase(callId);
        }
      }
      if (!(await erasePerson(db, email))) throw unknownPerson();
      await recordAudit(db, { actor: c.get('organiser').email, action: 'delete', target: email });
      return c.body(null, 204);
    });
}
