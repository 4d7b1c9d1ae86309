// How the interview's versions keep organisers' work, on each driver (PGlite always, PostgreSQL
// with TEST_DATABASE_URL): a save over a newer version is a conflict, drafts stay off the
// platform until made live, questions keep their identity across save, edit and restore (so
// answers and export columns follow the question), the platform's assistant is set back when it
// runs something else, and two server copies saving at once leave one live version that the
// platform runs. The platform is a fake behind the SDK's interface here.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AnswersPage,
  AnswersQuestions,
  InterviewAnswer,
  InterviewDefinition,
  InterviewVersionRecord,
  InterviewVersionsAnswer,
} from '@vibe/contracts/interview';
import { createDatabase } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import { bodyOf, buildTestApp, postJson, postOnboarding } from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import { fakeAssistantPlatform } from '../testing/fake-assistant-platform.ts';
import { availableDrivers, TEST_DATABASE_URL, type TestDriver } from '../testing/test-databases.ts';

const SECRET = 'versions-suite-secret';

const definition: InterviewDefinition = {
  firstMessage: 'Welcome!',
  questions: ['What do you build?', 'How do you use AI?'],
  closingLine: 'Thanks, goodbye.',
  voice: { provider: 'local', voiceId: 'en-gb' },
  silenceTimeoutSeconds: 45,
  maxDurationSeconds: 900,
};

/** A report whose structured data answers `answers` (q1, q2…). */
const reportOf = (interviewId: string, answers: Record<string, string>) => ({
  message: {
    type: 'end-of-call-report',
    endedReason: 'assistant-ended-call',
    startedAt: '2026-01-01T10:00:00.000Z',
    endedAt: '2026-01-01T10:02:00.000Z',
    call: { id: `call-${interviewId}`, metadata: { interviewId } },
    artifact: { messages: [] },
    analysis: { structuredData: answers },
  },
});

function describeVersionsSuite(driver: TestDriver): void {
  describe(`interview versions on ${driver.name}`, () => {
    const database = useSuiteDatabase(driver);
    let app: Hono;
    let fake: ReturnType<typeof fakeAssistantPlatform>;
    let owner: OrganiserSession;

    beforeEach(async () => {
      await database().db.execute(sql`truncate table interview_versions cascade`);
      fake = fakeAssistantPlatform();
      app = buildTestApp(database(), { interviewPlatform: fake.platform, webhookSecret: SECRET });
      owner = await organiserSession(app, database().db, 'owner@example.com', 'owner');
    });

    const screen = () => bodyOf<InterviewAnswer>(owner.request('/api/admin/interview'));
    const put = (body: Record<string, unknown>) =>
      sendJson(owner, 'PUT', '/api/admin/interview', body);
    const save = async (next: InterviewDefinition, extra: Record<string, unknown> = {}) => {
      const res = await put({
        definition: next,
        baseVersionId: (await screen()).latest.id,
        ...extra,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return bodyOf<InterviewVersionRecord>(res);
    };
    const goLive = async (id: string) =>
      sendJson(owner, 'POST', `/api/admin/interview/versions/${id}/live`, {
        baseVersionId: (await screen()).latest.id,
      });
    /** A visitor's interview, answered by the platform's report under the live version. */
    const answered = async (email: string, answers: Record<string, string>) => {
      const { ticket } = await postOnboarding(app, email);
      await report(ticket.id, answers);
      return ticket.id;
    };
    const report = async (interviewId: string, answers: Record<string, string>) => {
      const res = await postJson(app, '/api/webhooks/voice', reportOf(interviewId, answers), {
        'x-vapi-secret': SECRET,
      });
      expect(res.status).toBe(200);
    };
    const questions = () => bodyOf<AnswersQuestions>(owner.request('/api/admin/answers/questions'));
    const answersTo = async (id: string | undefined, q = '') =>
      (
        await bodyOf<AnswersPage>(
          owner.request(`/api/admin/answers?question=${id}${q ? `&q=${q}` : ''}`),
        )
      ).items.map((row) => [row.answer, row.versionNumber, row.question]);

    it('refuses a save based on an older version with 409, naming who saved the newer one', async () => {
      const stale = (await screen()).latest.id;
      const newer = await save(definition);
      const res = await put({
        definition: { ...definition, questions: ['A question from the stale tab?'] },
        baseVersionId: stale,
      });
      expect(res.status).toBe(409);
      const body = await bodyOf<{ error: { code: string; message: string }; latest: unknown }>(res);
      expect(body.error.code).toBe('version_conflict');
      expect(body.error.message).toContain('owner@example.com');
      expect(body.latest).toMatchObject({
        id: newer.id,
        number: 2,
        createdBy: 'owner@example.com',
      });
      // Nothing was saved or sent: the newer version stays live.
      expect(fake.state.updates).toHaveLength(1);
      expect((await screen()).version.id).toBe(newer.id);
      const goneLive = await sendJson(
        owner,
        'POST',
        `/api/admin/interview/versions/${stale}/live`,
        {
          baseVersionId: stale,
        },
      );
      expect(goneLive.status).toBe(409);
    });

    it('keeps a draft off the platform until an owner makes it live', async () => {
      const draft = await save(definition, { draft: true });
      expect(draft).toMatchObject({ number: 2, draft: true, live: false, platformError: null });
      expect(fake.state.updates).toHaveLength(0);
      const seen = await screen();
      expect(seen.version.number).toBe(1);
      expect(seen.latest).toMatchObject({ id: draft.id, draft: true });
      const live = await goLive(draft.id);
      expect(live.status).toBe(200);
      // The draft itself goes live: no copy.
      expect(await live.json()).toMatchObject({
        id: draft.id,
        number: 2,
        live: true,
        draft: false,
      });
      expect(fake.state.updates.at(-1)).toMatchObject({ firstMessage: 'Welcome!' });
      const audit = await database()
        .db.select()
        .from(auditLog)
        .where(sql`${auditLog.action} like 'interview-%'`)
        .orderBy(auditLog.id);
      expect(audit.map((entry) => [entry.action, entry.target])).toEqual([
        ['interview-draft', 'version 2 (draft)'],
        ['interview-go-live', 'version 2'],
      ]);
    });

    it('keeps a question’s identity across save, reworded edit and restore, and its answers with it', async () => {
      const first = await save(definition);
      await answered('one@example.com', { q1: 'Games', q2: 'For tests' });
      // Same wording (spacing aside) keeps the id; a reworded question is new unless the owner
      // names its id; a new question gets its own.
      const second = await save(
        {
          ...definition,
          questions: ['  What do you   build? ', 'How do you use AI tools?', 'Where from?'],
        },
        { questionIds: [null, null, null] },
      );
      expect(second.questionIds[0]).toBe(first.questionIds[0]);
      expect(second.questionIds[1]).not.toBe(first.questionIds[1]);
      const third = await save(
        { ...definition, questions: ['What do you build?', 'How do you use AI, day to day?'] },
        { questionIds: [null, first.questionIds[1]] },
      );
      expect(third.questionIds).toEqual(first.questionIds);
      await answered('two@example.com', { q1: 'Robots', q2: 'Daily' });

      expect(await answersTo(first.questionIds[0])).toEqual([
        ['Robots', 4, 'What do you build?'],
        ['Games', 2, 'What do you build?'],
      ]);
      expect(await answersTo(first.questionIds[1])).toEqual([
        ['Daily', 4, 'How do you use AI, day to day?'],
        ['For tests', 2, 'How do you use AI?'],
      ]);
      const listed = await questions();
      expect(listed.live.map((q) => [q.text, q.answers])).toEqual([
        ['What do you build?', 2],
        ['How do you use AI, day to day?', 2],
      ]);
      // Questions of version 3 no longer asked have no answers, so none is listed as earlier.
      expect(listed.earlier).toEqual([]);

      // Restoring version 2 brings back its questions with their ids.
      const restored = await bodyOf<InterviewVersionRecord>(goLive(second.id));
      expect(restored).toMatchObject({ number: 5, live: true, questionIds: second.questionIds });
      const after = await questions();
      // Each question under the wording of the newest version that asks it: the restored one.
      expect(after.live.map((q) => [q.text, q.answers])).toEqual([
        ['What do you   build?', 2],
        ['How do you use AI tools?', 0],
        ['Where from?', 0],
      ]);
      expect(after.earlier.map((q) => [q.text, q.answers])).toEqual([
        ['How do you use AI, day to day?', 2],
      ]);
      // A search with no match is an empty page, not an unknown question.
      expect(await answersTo(first.questionIds[0], 'kettle')).toEqual([]);
    });

    it('keeps each question’s count as reports are stored again and people erased', async () => {
      await save(definition);
      const kept = await answered('stays@example.com', { q1: 'Games', q2: 'Tests' });
      await answered('erased@example.com', { q1: 'Robots' });
      const counts = async () => (await questions()).live.map((q) => q.answers);
      expect(await counts()).toEqual([2, 1]);
      // The same report again replaces its answers: counted once.
      await report(kept, { q1: 'Games', q2: 'Tests' });
      expect(await counts()).toEqual([2, 1]);
      const erased = await owner.request('/api/admin/people/erased@example.com', {
        method: 'DELETE',
      });
      expect(erased.status, await erased.clone().text()).toBe(200);
      expect(await counts()).toEqual([1, 1]);
    });

    it('refuses a question id no version gave', async () => {
      const res = await put({
        definition,
        baseVersionId: (await screen()).latest.id,
        questionIds: ['qmadeup', null],
      });
      expect(res.status).toBe(400);
      expect(fake.state.updates).toHaveLength(0);
    });

    it('exports one column per question across versions, so no answer sits under another question', async () => {
      const first = await save({ ...definition, questions: ['What do you build?'] });
      await answered('kettle@example.com', { q1: 'A workshop kettle' });
      await save({ ...definition, questions: ['Tell me about your coding background.'] });
      await answered('coder@example.com', { q1: 'Ten years of C' });
      await goLive(first.id);
      const csv = await (await owner.request('/api/admin/export/interviews.csv')).text();
      const rows = parse(csv, { columns: true }) as Record<string, string>[];
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      expect(byEmail.get('kettle@example.com')).toMatchObject({
        interview_version: '2',
        'q1: What do you build?': 'A workshop kettle',
        'q2: Tell me about your coding background.': '',
      });
      expect(byEmail.get('coder@example.com')).toMatchObject({
        interview_version: '3',
        'q1: What do you build?': '',
        'q2: Tell me about your coding background.': 'Ten years of C',
      });
    });

    it('sets the platform’s assistant back to the live version when it runs something else', async () => {
      const live = await save(definition);
      fake.state.assistant = { ...fake.state.assistant, firstMessage: 'Edited on the platform' };
      const seen = await screen();
      expect(seen.platformNotice).toContain(`live version ${live.number}`);
      expect(seen.platformNotice).toContain('first message');
      expect(seen.platformNotice).toContain('set back');
      expect(fake.state.assistant.firstMessage).toBe('Welcome!');
      expect((await screen()).platformNotice).toBeNull();
    });

    it('lists drafts among the versions, newest first', async () => {
      await save(definition, { draft: true });
      const list = await bodyOf<InterviewVersionsAnswer>(
        owner.request('/api/admin/interview/versions'),
      );
      expect(list.items.map((v) => [v.number, v.draft, v.live])).toEqual([
        [2, true, false],
        [1, false, true],
      ]);
    });
  });
}

for (const driver of availableDrivers) describeVersionsSuite(driver);

// Two server copies on one PostgreSQL: each change runs alone, so the platform ends up running
// the version the database calls live, whichever copy finished last.
describe.runIf(TEST_DATABASE_URL)('two server copies saving at once on PostgreSQL', () => {
  const postgres = availableDrivers.find((driver) => driver.name === 'postgres');
  const database = postgres ? useSuiteDatabase(postgres) : () => undefined as never;

  it('serialise their changes: the platform runs the live version', async () => {
    const other = await createDatabase({ databaseUrl: database().url });
    try {
      await database().db.execute(sql`truncate table interview_versions cascade`);
      // One platform both copies change. The first change is slow: unserialised, the second
      // would land first and be overwritten by it.
      const fake = fakeAssistantPlatform();
      fake.state.updateDelaysMs = [600];
      const copyA = buildTestApp(database(), { interviewPlatform: fake.platform });
      const copyB = buildTestApp(other, { interviewPlatform: fake.platform });
      const ownerA = await organiserSession(copyA, database().db, 'a@example.com', 'owner');
      const ownerB = await organiserSession(copyB, database().db, 'b@example.com', 'owner');
      const base = (await bodyOf<InterviewAnswer>(ownerA.request('/api/admin/interview'))).latest;
      const saveA = sendJson(ownerA, 'PUT', '/api/admin/interview', {
        definition: { ...definition, firstMessage: 'From copy A' },
        baseVersionId: base.id,
      });
      // Copy B saves on top of A's version as soon as A has stored it, while A's platform
      // update is still on its way.
      let newest = base;
      while (newest.id === base.id) {
        newest = (await bodyOf<InterviewAnswer>(ownerB.request('/api/admin/interview'))).latest;
      }
      const saveB = sendJson(ownerB, 'PUT', '/api/admin/interview', {
        definition: { ...definition, firstMessage: 'From copy B' },
        baseVersionId: newest.id,
      });
      expect([(await saveA).status, (await saveB).status]).toEqual([200, 200]);
      const live = (await bodyOf<InterviewAnswer>(ownerA.request('/api/admin/interview'))).version;
      expect(live.definition.firstMessage).toBe('From copy B');
      expect(fake.state.assistant.firstMessage).toBe('From copy B');
      expect(fake.state.updates.map((update) => update.firstMessage)).toEqual([
        'From copy A',
        'From copy B',
      ]);
      const versions = await bodyOf<InterviewVersionsAnswer>(
        ownerB.request('/api/admin/interview/versions'),
      );
      expect(versions.items.filter((version) => version.live).map((v) => v.number)).toEqual([3]);
    } finally {
      await other.close();
    }
  });
});
