import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlatformCallEraser, PersonCalls } from '../admin/platform-calls.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';
import { interviewAnswers, interviewVersions } from '../db/schema/interview-versions.ts';
import { interviews } from '../db/schema/interviews.ts';
import { postOnboarding } from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { savePrivacySettings } from './privacy-settings.ts';
import { RETENTION_ACTOR, runRetention } from './retention-job.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T03:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A platform that records what it was asked to erase, and keeps the calls in `keep`. */
function fakePlatform(keep: string[] = []) {
  const asked: PersonCalls[] = [];
  const eraser: PlatformCallEraser = {
    eraseCalls: async (person) => {
      asked.push(person);
      const left = person.callIds.filter((id) => keep.includes(id));
      return left.length ? { platformCalls: left, reason: 'kept for the test' } : null;
    },
  };
  return { eraser, erasedCalls: () => asked.flatMap((p) => p.callIds) };
}

/** A sign-up whose interview was made `days` ago and holds a transcript, answer and recording. */
async function recordedInterview(
  app: Parameters<typeof postOnboarding>[0],
  db: Database,
  email: string,
  days: number,
): Promise<string> {
  const { ticket } = await postOnboarding(app, email);
  let [version] = await db.select({ id: interviewVersions.id }).from(interviewVersions).limit(1);
  version ??= (
    await db
      .insert(interviewVersions)
      .values({ id: randomUUID(), number: 1, definition: {} as never, questionIds: ['q-0'] })
      .returning({ id: interviewVersions.id })
  )[0];
  await db
    .update(interviews)
    .set({
      createdAt: daysAgo(days),
      callId: `call-${email}`,
      transcript: [
        { role: 'user', text: 'I build with AI', timestamp: daysAgo(days).toISOString() },
      ],
      summary: 'A builder.',
      recordingUrl: 'https://recordings.example.com/a.mp3',
      status: 'completed',
      interviewVersionId: version!.id,
    })
    .where(eq(interviews.id, ticket.id));
  await db.insert(interviewAnswers).values({
    id: randomUUID(),
    interviewId: ticket.id,
    interviewVersionId: version!.id,
    questionIndex: 0,
    questionId: 'q-0',
    question: 'How do you code?',
    answer: 'With AI help.',
  });
  return ticket.id;
}

async function interviewOf(db: Database, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  const answers = await db
    .select()
    .from(interviewAnswers)
    .where(eq(interviewAnswers.interviewId, id));
  return { ...row!, answers: answers.length };
}

async function retentionAudits(db: Database) {
  return db.select().from(auditLog).where(eq(auditLog.action, 'retention-erase'));
}

describeOnEachDatabase((context) => {
  describe('the retention job', () => {
    it('keeps everything while the setting is "for ever" (the default)', async () => {
      const { app, database } = context();
      const id = await recordedInterview(app, database.db, 'ada@example.com', 2000);
      const platform = fakePlatform();
      const run = await runRetention({
        db: database.db,
        clock: () => NOW,
        platformCalls: platform.eraser,
      });
      expect(run).toEqual({ ran: false, reason: 'kept-for-ever' });
      expect((await interviewOf(database.db, id)).transcript).toHaveLength(1);
      expect(platform.erasedCalls()).toEqual([]);
      expect(await retentionAudits(database.db)).toEqual([]);
    });

    it('erases recordings, transcripts and answers older than the setting, and audits the count', async () => {
      const { app, database } = context();
      const db = database.db;
      await savePrivacySettings(db, { privacyText: null, retentionDays: 30 }, daysAgo(40));
      const old1 = await recordedInterview(app, db, 'ada@example.com', 31);
      const old2 = await recordedInterview(app, db, 'bo@example.com', 400);
      const fresh = await recordedInterview(app, db, 'cy@example.com', 29);
      const platform = fakePlatform();
      const run = await runRetention({ db, clock: () => NOW, platformCalls: platform.eraser });
      expect(run).toEqual({ ran: true, erased: 2, callsLeft: [] });
      expect(platform.erasedCalls().sort()).toEqual([
        'call-ada@example.com',
        'call-bo@example.com',
      ]);
      for (const id of [old1, old2]) {
        const row = await interviewOf(db, id);
        expect(row).toMatchObject({
          transcript: [],
          summary: null,
          recordingUrl: null,
          callId: null,
          answers: 0,
          status: 'completed',
        });
      }
      expect(await interviewOf(db, fresh)).toMatchObject({
        summary: 'A builder.',
        callId: 'call-cy@example.com',
        answers: 1,
      });
      const audits = await retentionAudits(db);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actor: RETENTION_ACTOR,
        target: '2 interviews older than 30 days',
        at: NOW,
      });

      // The same day again: another copy's timer, or a restart. Nothing more to do or log.
      expect(await runRetention({ db, clock: () => NOW, platformCalls: platform.eraser })).toEqual({
        ran: false,
        reason: 'already-ran-today',
      });
      // The next day finds nothing old left and says so.
      const tomorrow = new Date(NOW.getTime() + DAY);
      expect(
        await runRetention({ db, clock: () => tomorrow, platformCalls: platform.eraser }),
      ).toEqual({ ran: true, erased: 0, callsLeft: [] });
      expect((await retentionAudits(db)).map((a) => a.target)).toEqual([
        '2 interviews older than 30 days',
        '0 interviews older than 30 days',
      ]);
    });

    it('runs once a day however many server copies start it at the same moment', async () => {
      const { app, database } = context();
      const db = database.db;
      await savePrivacySettings(db, { privacyText: null, retentionDays: 90 }, NOW);
      await recordedInterview(app, db, 'ada@example.com', 91);
      const platform = fakePlatform();
      const runs = await Promise.all(
        [1, 2, 3].map(() => runRetention({ db, clock: () => NOW, platformCalls: platform.eraser })),
      );
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      expect(platform.erasedCalls()).toEqual(['call-ada@example.com']);
      expect(await retentionAudits(db)).toHaveLength(1);
    });

    it('keeps the call id of a call the platform kept, to ask again the next day', async () => {
      const { app, database } = context();
      const db = database.db;
      await savePrivacySettings(db, { privacyText: null, retentionDays: 365 }, NOW);
      const id = await recordedInterview(app, db, 'ada@example.com', 366);
      const platform = fakePlatform(['call-ada@example.com']);
      const run = await runRetention({ db, clock: () => NOW, platformCalls: platform.eraser });
      expect(run).toEqual({ ran: true, erased: 1, callsLeft: ['call-ada@example.com'] });
      expect(await interviewOf(db, id)).toMatchObject({
        transcript: [],
        callId: 'call-ada@example.com',
      });
      // The next day the call is asked for again, but nothing of ours is counted twice.
      const next = await runRetention({
        db,
        clock: () => new Date(NOW.getTime() + DAY),
        platformCalls: platform.eraser,
      });
      expect(next).toEqual({ ran: true, erased: 0, callsLeft: ['call-ada@example.com'] });
    });
  });
});
