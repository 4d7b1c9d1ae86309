// The Interview and Answers API on one driver (PGlite always, PostgreSQL with
// TEST_DATABASE_URL): versions and restore, the viewer/owner split, audit entries, the hosted
// mode without a private key, answers from reports (structured data and transcript), the
// person page, export columns, and answer pages with search. The platform is a fake behind the
// SDK's interface here; local-mode.interview.test.ts drives the real local platform.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PersonAnswer } from '@vibe/contracts/admin';
import type {
  AnswersPage,
  AnswersQuestions,
  InterviewAnswer,
  InterviewDefinition,
  InterviewVersionsAnswer,
  InterviewVersionRecord,
} from '@vibe/contracts/interview';
import { auditLog } from '../db/schema/admin.ts';
import { interviewAnswers, interviewVersions } from '../db/schema/interview-versions.ts';
import { interviews } from '../db/schema/interviews.ts';
import { fakeAssistantPlatform } from '../testing/fake-assistant-platform.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  errorCode,
  postJson,
  postOnboarding,
  testConfig,
  bodyOf,
} from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import { availableDrivers, TEST_DATABASE_URL, type TestDriver } from '../testing/test-databases.ts';

const SECRET = 'interview-suite-secret';

const definition: InterviewDefinition = {
  firstMessage: 'Welcome to the new interview!',
  questions: ['What do you build?', 'How do you use AI?', 'What do you hope for?'],
  closingLine: 'Thanks, goodbye.',
  voice: { provider: 'local', voiceId: 'en-gb' },
  silenceTimeoutSeconds: 45,
  maxDurationSeconds: 900,
};

function report(interviewId: string, analysis: Record<string, unknown> | undefined) {
  const at = (s: number) => Date.parse('2026-01-01T10:00:00.000Z') + s * 1000;
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      startedAt: '2026-01-01T10:00:00.000Z',
      endedAt: '2026-01-01T10:02:00.000Z',
      call: { id: `call-${interviewId}`, metadata: { interviewId } },
      artifact: {
        messages: [
          { role: 'bot', message: 'Welcome! What do you build?', time: at(1) },
          { role: 'user', message: 'Games.', time: at(4) },
          { role: 'bot', message: 'How do you use AI?', time: at(8) },
          { role: 'user', message: '=SUM(A1) for tests', time: at(10) },
          { role: 'user', message: 'and docs', time: at(12) },
          { role: 'bot', message: 'Thanks, goodbye.', time: at(20) },
        ],
      },
      ...(analysis ? { analysis } : {}),
    },
  };
}

/** The Interview and Answers screens' API, on one database. */
function describeInterviewSuite(driver: TestDriver): void {
  describe(`the interview and answers API on ${driver.name}`, () => {
    const database = useSuiteDatabase(driver);
    let app: Hono;
    let fake: ReturnType<typeof fakeAssistantPlatform>;
    let owner: OrganiserSession;
    let viewer: OrganiserSession;

    beforeEach(async () => {
      await database().db.execute(sql`truncate table interview_versions cascade`);
      fake = fakeAssistantPlatform();
      app = buildTestApp(database(), { interviewPlatform: fake.platform, webhookSecret: SECRET });
      owner = await organiserSession(app, database().db, 'owner@example.com', 'owner');
      viewer = await organiserSession(app, database().db, 'viewer@example.com', 'viewer');
    });

    /** The newest version, which a save must name as its base. */
    const latestId = async () =>
      (await bodyOf<InterviewAnswer>(owner.request('/api/admin/interview'))).latest.id;
    const save = async (session: OrganiserSession, body: unknown, extra = {}) =>
      sendJson(session, 'PUT', '/api/admin/interview', {
        definition: body,
        baseVersionId: await latestId(),
        ...extra,
      });
    const goLive = async (session: OrganiserSession, id: string | undefined) =>
      sendJson(session, 'POST', `/api/admin/interview/versions/${id}/live`, {
        baseVersionId: await latestId(),
      });
    const deliver = (body: unknown) =>
      postJson(app, '/api/webhooks/voice', body, { 'x-vapi-secret': SECRET });

    it('seeds version 1 and shows it read-only to a viewer, editable to an owner', async () => {
      const seen = await bodyOf<InterviewAnswer>(viewer.request('/api/admin/interview'));
      expect(seen).toMatchObject({
        editable: false,
        reason: 'Only an owner may change the interview.',
        version: { number: 1, live: true, createdBy: null },
      });
      expect(seen.version.definition.questions.length).toBeGreaterThan(0);
      const res = await owner.request('/api/admin/interview');
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(await res.json()).toMatchObject({ editable: true, reason: null });
    });

    it('refuses a viewer’s save and restore, and a save without the dashboard’s Origin', async () => {
      expect((await save(viewer, definition)).status).toBe(403);
      const [first] = await database().db.select().from(interviewVersions);
      expect((await goLive(viewer, first?.id)).status).toBe(403);
      const foreign = await owner.request('/api/admin/interview', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ definition, baseVersionId: first?.id }),
      });
      expect(foreign.status).toBe(403);
      expect(fake.state.updates).toHaveLength(0);
    });

    it('saves a new live version, updates the platform’s assistant and audits it', async () => {
      const res = await save(owner, {
        ...definition,
        questions: ['  What do you build?  ', ...definition.questions.slice(1)],
      });
      expect(res.status).toBe(200);
      const saved = await res.json();
      expect(saved).toMatchObject({
        number: 2,
        live: true,
        platformError: null,
        createdBy: 'owner@example.com',
        definition,
      });
      const [update] = fake.state.updates;
      expect(update).toMatchObject({
        firstMessage: definition.firstMessage,
        endCallMessage: definition.closingLine,
        voice: definition.voice,
        silenceTimeoutSeconds: 45,
        maxDurationSeconds: 900,
        metadata: {
          seed: 'vibe-together-interview',
          script: { questions: definition.questions, closing: definition.closingLine },
        },
        analysisPlan: {
          structuredDataPlan: {
            schema: {
              properties: { q3: { type: 'string', description: 'What do you hope for?' } },
            },
          },
        },
      });
      const live = await bodyOf<InterviewAnswer>(viewer.request('/api/admin/interview'));
      expect(live.version.number).toBe(2);
      const audit = await database()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'interview-save'));
      expect(audit).toMatchObject([{ actor: 'owner@example.com', target: 'version 2' }]);
    });

    it('lists versions newest first and restores an old one as a new live version', async () => {
      await save(owner, definition);
      const list = await bodyOf<InterviewVersionsAnswer>(
        viewer.request('/api/admin/interview/versions'),
      );
      expect(list.items.map((v: { number: number; live: boolean }) => [v.number, v.live])).toEqual([
        [2, true],
        [1, false],
      ]);
      const first = list.items[1] as InterviewVersionRecord;
      const res = await goLive(owner, first.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        number: 3,
        live: true,
        definition: first.definition,
      });
      expect(fake.state.updates.at(-1)).toMatchObject({
        firstMessage: first.definition.firstMessage,
      });
      const audit = await database()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'interview-restore'));
      expect(audit).toMatchObject([{ target: 'version 3 from version 1' }]);
      const missing = await goLive(owner, '0190aaaa-0000-7000-8000-000000000000');
      expect(missing.status).toBe(404);
    });

    it('keeps a version the platform refused, with its words, and not live', async () => {
      fake.state.refusal = '400 Bad Request: voice.voiceId is not a known voice';
      const res = await save(owner, definition);
      expect(res.status).toBe(502);
      const body = await bodyOf<Record<string, unknown>>(res);
      expect(body).toMatchObject({
        error: { code: 'platform_refused', message: fake.state.refusal },
        version: { number: 2, live: false, platformError: fake.state.refusal },
      });
      const live = await bodyOf<InterviewAnswer>(owner.request('/api/admin/interview'));
      expect(live.version.number).toBe(1);
      const audit = await database()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'interview-save'));
      expect(audit[0]?.target).toContain('not live');
    });

    it('refuses definitions outside the limits', async () => {
      const bad = [
        { ...definition, questions: [] },
        { ...definition, questions: Array.from({ length: 21 }, (_, i) => `Question ${i}?`) },
        { ...definition, questions: ['x'.repeat(301)] },
        { ...definition, questions: ['   '] },
        { ...definition, silenceTimeoutSeconds: 9 },
        { ...definition, maxDurationSeconds: 43_201 },
        { ...definition, extra: true },
      ];
      for (const body of bad) {
        const res = await save(owner, body);
        expect(res.status).toBe(400);
        expect(await errorCode(res)).toBe('invalid_body');
      }
      expect(fake.state.updates).toHaveLength(0);
    });

    it('is read-only in hosted mode without VOICE_PRIVATE_KEY, and says what to set', async () => {
      const hosted = buildTestApp(database(), {
        config: testConfig({ VOICE_PUBLIC_KEY: 'pub', VOICE_ASSISTANT_ID: 'assistant-1' }),
      });
      const session = await organiserSession(hosted, database().db, 'hosted@example.com', 'owner');
      const seen = await bodyOf<InterviewAnswer>(session.request('/api/admin/interview'));
      expect(seen).toMatchObject({ editable: false });
      expect(seen.reason).toContain('Set VOICE_PRIVATE_KEY');
      const res = await save(session, definition);
      expect(res.status).toBe(409);
      const body = await bodyOf<{ error: { code: string; message: string } }>(res);
      expect(body.error).toMatchObject({ code: 'interview_read_only' });
      expect(body.error.message).toContain('VOICE_PRIVATE_KEY');
    });

    it('answers 501 for a sample while the platform offers no speech synthesis', async () => {
      const res = await sendJson(owner, 'POST', '/api/admin/interview/sample', {
        text: 'Hello',
        voice: definition.voice,
      });
      expect(res.status).toBe(501);
      expect(await errorCode(res)).toBe('sample_unavailable');
    });

    it('records the live version on each interview and stores answers from structured data', async () => {
      await save(owner, definition);
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      const [stored] = await database()
        .db.select()
        .from(interviews)
        .where(eq(interviews.id, ticket.id));
      const [live] = await database()
        .db.select()
        .from(interviewVersions)
        .where(eq(interviewVersions.live, true));
      expect(stored?.interviewVersionId).toBe(live?.id);

      const res = await deliver(
        report(ticket.id, {
          summary: 'Ada builds games.',
          structuredData: { q1: 'Games', q2: 'Tests and docs', q3: '' },
        }),
      );
      expect(res.status).toBe(200);
      const person = await bodyOf<PersonAnswer>(
        viewer.request('/api/admin/people/ada@example.com'),
      );
      expect(person.interviews[0]).toMatchObject({
        interviewVersionId: live?.id,
        summary: 'Ada builds games.',
        answers: [
          { questionIndex: 0, question: 'What do you build?', answer: 'Games', startSeconds: 4 },
          { questionIndex: 1, answer: 'Tests and docs', startSeconds: 10 },
        ],
      });
      // A replayed report stores the same answers, not twice.
      await deliver(report(ticket.id, { structuredData: { q1: 'Games' } }));
      const rows = await database().db.select().from(interviewAnswers);
      expect(rows.map((r) => r.answer)).toEqual(['Games']);
    });

    /** Starts `ticket`'s call, then reads the version its interview records. */
    const versionAfterStart = async (ticket: { id: string; token: string }) => {
      const res = await postJson(
        app,
        `/api/interviews/${ticket.id}/start`,
        { started_at: '2026-01-01T10:00:00Z' },
        bearer(ticket.token),
      );
      expect(res.status).toBe(200);
      const [stored] = await database()
        .db.select({ version: interviews.interviewVersionId })
        .from(interviews)
        .where(eq(interviews.id, ticket.id));
      return stored?.version;
    };
    const liveVersion = async () =>
      (
        await database().db.select().from(interviewVersions).where(eq(interviewVersions.live, true))
      )[0];

    it('records the version live when the call starts, not the one live at sign-up', async () => {
      await save(owner, definition);
      const { ticket } = await postOnboarding(app, 'late@example.com');
      await save(owner, { ...definition, questions: ['Only this one?'] });
      const live = await liveVersion();
      expect(live?.number).toBe(3);
      expect(await versionAfterStart(ticket)).toBe(live?.id);
      // A repeated start of the same call keeps the version it started with.
      await save(owner, definition);
      expect(await versionAfterStart(ticket)).toBe(live?.id);
    });

    it('on a fresh install, the first call start makes version 1 and records it', async () => {
      const { ticket } = await postOnboarding(app, 'first@example.com');
      expect(await liveVersion()).toBeUndefined();
      const recorded = await versionAfterStart(ticket);
      const live = await liveVersion();
      expect(live?.number).toBe(1);
      expect(recorded).toBe(live?.id);
    });

    it('falls back to the transcript when the report has no structured data', async () => {
      await save(owner, definition);
      const { ticket } = await postOnboarding(app, 'bob@example.com');
      await deliver(report(ticket.id, undefined));
      const { live } = await bodyOf<AnswersQuestions>(
        viewer.request('/api/admin/answers/questions'),
      );
      expect(live.map((question) => [question.text, question.answers])).toEqual([
        ['What do you build?', 1],
        ['How do you use AI?', 1],
        ['What do you hope for?', 0],
      ]);
      const page = await bodyOf<AnswersPage>(
        viewer.request(`/api/admin/answers?question=${live[1]?.id}`),
      );
      expect(page).toMatchObject({
        question: { id: live[1]?.id, text: 'How do you use AI?' },
        nextCursor: null,
        items: [
          {
            interviewId: ticket.id,
            versionNumber: 2,
            questionIndex: 1,
            email: 'bob@example.com',
            answer: '=SUM(A1) for tests and docs',
            startSeconds: 10,
            recordingUrl: null,
          },
        ],
      });
    });

    it('exports one column per question in CSV and one object per answer in JSON lines', async () => {
      await save(owner, definition);
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await deliver(report(ticket.id, { structuredData: { q1: '=HYPERLINK("x")', q3: 'Peers' } }));
      const csv = await (await owner.request('/api/admin/export/interviews.csv')).text();
      const [header] = csv.split('\r\n');
      expect(header).toContain(
        'interview_version,summary,q1: What do you build?,q2: How do you use AI?,q3: What do you hope for?',
      );
      const [row] = parse(csv, { columns: true }) as Record<string, string>[];
      expect(row).toMatchObject({
        interview_version: '2',
        'q1: What do you build?': `'=HYPERLINK("x")`,
        'q2: How do you use AI?': '',
        'q3: What do you hope for?': 'Peers',
      });
      const line = JSON.parse(
        (await (await owner.request('/api/admin/export/interviews.jsonl')).text()).trim(),
      );
      expect(line).toMatchObject({
        interview_version: 2,
        answers: [
          { question_index: 0, question: 'What do you build?', answer: '=HYPERLINK("x")' },
          { question_index: 2, question: 'What do you hope for?', answer: 'Peers' },
        ],
      });
    });

    it('pages the answers newest first by cursor and searches them by words', async () => {
      await viewer.request('/api/admin/interview'); // seeds version 1
      const [version] = await database().db.select().from(interviewVersions);
      const { ticket } = await postOnboarding(app, 'many@example.com');
      const interviewIds = [ticket.id];
      for (let i = 1; i < 7; i += 1)
        interviewIds.push((await postOnboarding(app, `p${i}@example.com`)).ticket.id);
      await database()
        .db.insert(interviewAnswers)
        .values(
          interviewIds.map((interviewId, i) => ({
            id: `0190aaaa-0000-7000-8000-00000000000${i}`,
            interviewId,
            interviewVersionId: version!.id,
            questionIndex: 0,
            questionId: version!.questionIds[0]!,
            question: 'Q',
            answer: i % 2 ? `I build robots, number ${i}` : `Mostly websites ${i}`,
            createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
          })),
        );
      const first = await bodyOf<AnswersPage>(viewer.request('/api/admin/answers?limit=3'));
      expect(first.items.map((a: { answer: string }) => a.answer)).toEqual([
        'Mostly websites 6',
        'I build robots, number 5',
        'Mostly websites 4',
      ]);
      const second = await bodyOf<AnswersPage>(
        viewer.request(`/api/admin/answers?limit=3&cursor=${first.nextCursor}`),
      );
      expect(second.items.map((a: { answer: string }) => a.answer)).toEqual([
        'I build robots, number 3',
        'Mostly websites 2',
        'I build robots, number 1',
      ]);
      const search = await bodyOf<AnswersPage>(viewer.request('/api/admin/answers?q=ROBOTS'));
      expect(search.items).toHaveLength(3);
      // A page the newest answers fill, then the rest after its cursor.
      const searchFirst = await bodyOf<AnswersPage>(
        viewer.request('/api/admin/answers?q=robots&limit=2'),
      );
      expect(searchFirst.items.map((a) => a.answer)).toEqual([
        'I build robots, number 5',
        'I build robots, number 3',
      ]);
      const searchNext = await bodyOf<AnswersPage>(
        viewer.request(`/api/admin/answers?q=robots&limit=2&cursor=${searchFirst.nextCursor}`),
      );
      expect(searchNext.items.map((a) => a.answer)).toEqual(['I build robots, number 1']);
      expect(searchNext.nextCursor).toBeNull();
      const none = await bodyOf<AnswersPage>(viewer.request('/api/admin/answers?q=%27%3A%2A%26'));
      expect(none.items).toHaveLength(7);
      expect((await viewer.request('/api/admin/answers?cursor=nope')).status).toBe(400);
      expect((await viewer.request('/api/admin/answers?question=q99')).status).toBe(404);
    });
  });
}

for (const driver of availableDrivers) describeInterviewSuite(driver);
if (!TEST_DATABASE_URL) {
  describe('the interview and answers API on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
