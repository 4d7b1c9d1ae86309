// "Try it" on the Interview screen (`POST /api/admin/interview/versions/:id/try`): an owner's
// test call on a version, placed by the server with the private key and marked as a test. Here:
// who may place one and how often, the version id checked, what the platform is asked (the
// version's definition as the assistant would run it, the mark) and what the browser is given
// back (only what joining needs: never a key). The platform is a fake; the end of this file runs
// a test call on the real local platform, typed, and sees its report stored nowhere.
import { sql } from 'drizzle-orm';
import type { AuditAnswer } from '@vibe/contracts/admin';
import type { InterviewTestCallAnswer, InterviewVersionRecord } from '@vibe/contracts/interview';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalModeInfo } from '../local-mode.ts';
import type { RunningServer } from '../server.ts';
import {
  organiserSession,
  sendJson,
  TEST_ORIGIN,
  type OrganiserSession,
} from '../testing/admin-helpers.ts';
import { bodyOf, buildTestApp, errorCode } from '../testing/api-helpers.ts';
import { useSuiteDatabase } from '../testing/each-database.ts';
import {
  hostedInterviewPlatform,
  joinedFromPage,
} from '../interview-versions/interview-platform.ts';
import { fakeAssistantPlatform } from '../testing/fake-assistant-platform.ts';
import { signedInOwner, startLocalModeServer } from '../testing/local-mode-server.ts';
import { sampleValue } from '../testing/prometheus-text.ts';
import { availableDrivers, TEST_DATABASE_URL, type TestDriver } from '../testing/test-databases.ts';
import { typeInterview } from '../testing/typed-interview.ts';
import { TEST_CALLS_PER_ORGANISER_PER_MINUTE } from './admin-interview-try.ts';

const PRIVATE_KEY = 'sk-private-never-leaves-the-server';

const draftDefinition = {
  firstMessage: 'Welcome to the draft!',
  questions: ['What would you ask a new member first?', 'Which editor do you use?'],
  closingLine: 'Thanks for trying the draft.',
  voice: { provider: 'local', voiceId: 'en-gb' },
  silenceTimeoutSeconds: 45,
  maxDurationSeconds: 900,
};

function describeTrySuite(driver: TestDriver): void {
  describe(`test calls on ${driver.name}`, () => {
    const database = useSuiteDatabase(driver);
    let app: Hono;
    let fake: ReturnType<typeof fakeAssistantPlatform>;
    let owner: OrganiserSession;
    let viewer: OrganiserSession;
    let draft: InterviewVersionRecord;

    beforeEach(async () => {
      await database().db.execute(sql`truncate table interview_versions cascade`);
      fake = fakeAssistantPlatform();
      app = buildTestApp(database(), { interviewPlatform: fake.platform });
      owner = await organiserSession(app, database().db, 'owner@example.com', 'owner');
      viewer = await organiserSession(app, database().db, 'viewer@example.com', 'viewer');
      const screen = await bodyOf<{ latest: { id: string } }>(
        owner.request('/api/admin/interview'),
      );
      const saved = await sendJson(owner, 'PUT', '/api/admin/interview', {
        definition: draftDefinition,
        baseVersionId: screen.latest.id,
        draft: true,
      });
      expect(saved.status).toBe(200);
      draft = await bodyOf<InterviewVersionRecord>(saved);
    });

    const tryIt = (session: OrganiserSession, id: string) =>
      session.request(`/api/admin/interview/versions/${id}/try`, { method: 'POST' });

    it('places a test call running the draft, marked as a test, and answers how to join it', async () => {
      const res = await tryIt(owner, draft.id);
      expect(res.status, await res.clone().text()).toBe(200);
      const answer = await bodyOf<InterviewTestCallAnswer>(res);
      expect(answer).toEqual({
        versionId: draft.id,
        call: {
          id: 'test-call-1',
          webCallUrl: 'ws://platform.test/platform/test-call-1/transport?token=t1',
          transport: {
            provider: 'vapi.websocket',
            websocketCallUrl: 'ws://platform.test/platform/test-call-1/transport?token=t1',
          },
        },
      });
      expect(fake.state.testCalls).toHaveLength(1);
      const [placed] = fake.state.testCalls;
      // Joined from the page that asked (the local platform's sessions are served there too).
      expect(placed?.pageOrigin).toBe(TEST_ORIGIN);
      expect(placed?.body).toMatchObject({
        assistantId: 'assistant-1',
        assistantOverrides: {
          firstMessage: draftDefinition.firstMessage,
          endCallMessage: draftDefinition.closingLine,
          voice: draftDefinition.voice,
          metadata: {
            // The assistant's own metadata is kept (the local platform finds its seed by it).
            seed: 'vibe-together-interview',
            script: { questions: draftDefinition.questions },
            testCall: true,
            interviewVersionId: draft.id,
          },
        },
        metadata: { testCall: true, interviewVersionId: draft.id },
      });
      const overrides = placed?.body.assistantOverrides as { model: { messages: unknown[] } };
      expect(JSON.stringify(overrides.model.messages)).toContain(draftDefinition.questions[0]);
      // The platform's assistant still runs the live version; the draft stays a draft.
      expect(fake.state.updates).toHaveLength(0);
      const versions = await bodyOf<{ items: InterviewVersionRecord[] }>(
        owner.request('/api/admin/interview/versions'),
      );
      expect(versions.items[0]).toMatchObject({ id: draft.id, draft: true, live: false });
      // A live call on the platform: in the audit log, with who placed it on which version.
      const audit = await bodyOf<AuditAnswer>(owner.request('/api/admin/audit'));
      expect(audit.items[0]).toMatchObject({
        actor: 'owner@example.com',
        action: 'interview-test-call',
        target: `version ${draft.number} (draft)`,
      });
    });

    it('refuses a viewer with 403 and places nothing', async () => {
      const res = await tryIt(viewer, draft.id);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('forbidden');
      expect(fake.state.testCalls).toHaveLength(0);
    });

    it('refuses a request from another origin and one without a session', async () => {
      const foreign = await owner.request(`/api/admin/interview/versions/${draft.id}/try`, {
        method: 'POST',
        headers: { origin: 'https://attacker.example' },
      });
      expect(foreign.status).toBe(403);
      const anonymous = await app.request(`/api/admin/interview/versions/${draft.id}/try`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN },
      });
      expect(anonymous.status).toBe(401);
      expect(fake.state.testCalls).toHaveLength(0);
    });

    it('answers only what joining needs: never a key or anything else the platform sent', async () => {
      fake.state.testCallAnswer = (_body, n) =>
        ({
          id: `test-call-${n}`,
          webCallUrl: `https://rooms.example/room-${n}`,
          artifactPlan: { videoRecordingEnabled: false, recordingEnabled: true },
          assistant: {
            voice: { provider: 'vapi', voiceId: 'Elliot' },
            server: { url: 'https://hooks.example', headers: { authorization: PRIVATE_KEY } },
          },
          orgId: 'org-1',
          metadata: { key: PRIVATE_KEY },
          transport: { provider: 'daily', callUrl: `https://rooms.example/room-${n}` },
        }) as never;
      const res = await tryIt(owner, draft.id);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toContain(PRIVATE_KEY);
      expect(text).not.toContain('hooks.example');
      expect(JSON.parse(text)).toEqual({
        versionId: draft.id,
        call: {
          id: 'test-call-1',
          webCallUrl: 'https://rooms.example/room-1',
          transport: { provider: 'daily', callUrl: 'https://rooms.example/room-1' },
          artifactPlan: { videoRecordingEnabled: false },
          assistant: { voice: { provider: 'vapi' } },
        },
      });
    });

    it('answers 502 when the platform gives a call that cannot be joined, or refuses one', async () => {
      const answers = [
        { webCallUrl: 'ws://platform.test/x' },
        { id: 'test-call-x', webCallUrl: 'javascript:alert(1)' },
        { id: 'test-call-y' },
      ];
      for (const answer of answers) {
        fake.state.testCallAnswer = () => answer as never;
        const res = await tryIt(owner, draft.id);
        expect(res.status, JSON.stringify(answer)).toBe(502);
        expect(await errorCode(res)).toBe('platform_refused');
      }
      fake.state.refusal = 'Voice en-gb is not available.';
      const refused = await tryIt(owner, draft.id);
      expect(refused.status).toBe(502);
      const body = await bodyOf<{ error: { message: string } }>(refused);
      expect(body.error.message).toContain('Voice en-gb is not available.');
    });

    it('answers 404 for a version id that is not one, without asking the platform', async () => {
      const ids = [
        '7f3c1e0a-0000-4000-8000-000000000000',
        'not-a-uuid',
        "1' or '1'='1",
        '..%2F..%2Finterview',
        'x'.repeat(300),
      ];
      for (const id of ids) {
        const res = await tryIt(owner, encodeURIComponent(id));
        expect(res.status, id).toBe(404);
        expect(await errorCode(res)).toBe('not_found');
      }
      expect(fake.state.testCalls).toHaveLength(0);
    });

    it('limits each organiser’s test calls per minute: 429 with Retry-After, others unaffected', async () => {
      for (let i = 0; i < TEST_CALLS_PER_ORGANISER_PER_MINUTE; i++) {
        expect((await tryIt(owner, draft.id)).status).toBe(200);
      }
      const limited = await tryIt(owner, draft.id);
      expect(limited.status).toBe(429);
      expect(await errorCode(limited)).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(fake.state.testCalls).toHaveLength(TEST_CALLS_PER_ORGANISER_PER_MINUTE);
      const other = await organiserSession(app, database().db, 'second@example.com', 'owner');
      expect((await tryIt(other, draft.id)).status).toBe(200);
    });

    it('answers 409 interview_read_only while the platform cannot be changed', async () => {
      const readOnly = buildTestApp(database(), {
        interviewPlatform: { editable: false, reason: 'Set VOICE_PRIVATE_KEY.' },
      });
      const session = await organiserSession(
        readOnly,
        database().db,
        'reader@example.com',
        'owner',
      );
      const res = await session.request(`/api/admin/interview/versions/${draft.id}/try`, {
        method: 'POST',
      });
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe('interview_read_only');
    });
  });
}

for (const driver of availableDrivers) describeTrySuite(driver);
if (!TEST_DATABASE_URL) {
  describe('test calls on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}

describe('placing a test call on each platform', () => {
  const marks = { testCall: true, interviewVersionId: 'v-1' };
  const body = {
    assistantId: 'assistant-1',
    assistantOverrides: { firstMessage: 'Hi!', metadata: { seed: 'x', ...marks } },
    metadata: marks,
  };

  it('hosted: POST /call on the platform’s WebSocket transport, with the private key, the marks in the overrides only', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const socket = 'wss://api.platform.test/call-1/transport';
    const platform = hostedInterviewPlatform(
      {
        publicKey: 'pk-public',
        assistantId: 'assistant-1',
        apiUrl: 'https://api.platform.test',
        privateKey: PRIVATE_KEY,
      },
      {
        fetch: async (url, init) => {
          sent.push({ url: String(url), init: init ?? {} });
          return Response.json(
            {
              id: 'call-1',
              type: 'vapi.websocketCall',
              transport: { provider: 'vapi.websocket', websocketCallUrl: socket },
            },
            { status: 201 },
          );
        },
      },
    );
    if (!platform.editable || !platform.placeTestCall) throw new Error('not editable');
    const call = await platform.placeTestCall(body, 'https://dashboard.test');
    expect(call).toMatchObject({ id: 'call-1', transport: { websocketCallUrl: socket } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.platform.test/call');
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe(`Bearer ${PRIVATE_KEY}`);
    // The provider's call has no metadata of its own; its reports carry the overrides'. Raw
    // 16 kHz PCM over the platform's socket: what the dashboard's policy lets it join.
    const { metadata, ...rest } = body;
    expect(metadata).toEqual(marks);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      ...rest,
      transport: {
        provider: 'vapi.websocket',
        audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16_000 },
      },
    });
  });

  it('local: the session URLs are moved to the page’s origin, any other URL is left alone', () => {
    const socket = 'ws://127.0.0.1:3000/platform/call-1/transport?token=a%2Fb';
    const call = {
      id: 'call-1',
      webCallUrl: socket,
      transport: { provider: 'vapi.websocket', websocketCallUrl: socket },
    };
    expect(joinedFromPage(call as never, 'https://vibe.example')).toEqual({
      id: 'call-1',
      webCallUrl: 'wss://vibe.example/platform/call-1/transport?token=a%2Fb',
      transport: {
        provider: 'vapi.websocket',
        websocketCallUrl: 'wss://vibe.example/platform/call-1/transport?token=a%2Fb',
      },
    });
    expect(joinedFromPage(call as never, 'http://localhost:8080').webCallUrl).toBe(
      'ws://localhost:8080/platform/call-1/transport?token=a%2Fb',
    );
    const room = { id: 'call-2', webCallUrl: 'https://rooms.test/r' };
    expect(joinedFromPage(room as never, 'https://vibe.example')).toEqual({
      ...room,
      transport: undefined,
    });
  });
});

const METRICS_TOKEN = 'try-metrics-token-0123456789abcdef';

describe('a test call on the local platform', () => {
  let server: RunningServer;
  let info: LocalModeInfo;

  beforeAll(async () => {
    ({ server, info } = await startLocalModeServer({ env: { METRICS_TOKEN } }));
  });
  afterAll(async () => {
    await server?.close();
  });

  const reportsOf = async (outcome: string) => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await res.text();
    const value = sampleValue(text, 'vibe_call_reports_received_total', { outcome });
    return value ?? 0;
  };

  it('asks the draft’s questions, typed, and its report is stored nowhere', async () => {
    const headers = await signedInOwner(server);
    const json = { ...headers, 'content-type': 'application/json' };
    const screen = (await (
      await fetch(`${server.url}/api/admin/interview`, { headers })
    ).json()) as { latest: { id: string } };
    const saved = await fetch(`${server.url}/api/admin/interview`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        definition: draftDefinition,
        baseVersionId: screen.latest.id,
        draft: true,
      }),
    });
    const draft = (await saved.json()) as InterviewVersionRecord;
    expect(saved.status).toBe(200);

    const tried = await fetch(`${server.url}/api/admin/interview/versions/${draft.id}/try`, {
      method: 'POST',
      headers,
    });
    const text = await tried.text();
    expect(tried.status, text).toBe(200);
    expect(text).not.toContain(info.privateKey);
    const { call } = JSON.parse(text) as InterviewTestCallAnswer;
    // Joined under the page's origin, where this server serves the platform.
    const origin = new URL(server.url);
    expect(call.webCallUrl).toMatch(new RegExp(`^ws://${origin.host}/platform/`));

    const people = await (await fetch(`${server.url}/api/admin/people`, { headers })).text();
    await typeInterview(
      call.webCallUrl!,
      draftDefinition.questions.map((question) => ({ question, turns: ['A typed test answer.'] })),
      { timeoutMs: 30_000 },
    );
    await expect.poll(() => reportsOf('test_call'), { timeout: 20_000 }).toBe(1);
    expect(await reportsOf('stored')).toBe(0);
    expect(await (await fetch(`${server.url}/api/admin/people`, { headers })).text()).toBe(people);
    const answers = await (await fetch(`${server.url}/api/admin/answers`, { headers })).text();
    expect(answers).not.toContain('A typed test answer.');
  });
});
