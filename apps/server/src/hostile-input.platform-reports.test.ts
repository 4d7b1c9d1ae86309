import type { ErasureAnswer } from '@vibe/contracts/admin';
import type { PlatformDatabase } from '@vibe/local-platform';
import { openTestDatabase, servePlatform, type ServedPlatform } from '@vibe/local-platform/testing';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createOrganiser } from './admin/organisers.ts';
import { auditLog } from './db/schema/admin.ts';
import { interviews } from './db/schema/interviews.ts';
import type { LocalModeInfo } from './local-mode.ts';
import type { RunningServer } from './server.ts';
import { cookieHeader, organiserSession, TEST_PASSWORD } from './testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  postJson,
  postOnboarding,
  testConfig,
} from './testing/api-helpers.ts';
import { startLocalModeServer } from './testing/local-mode-server.ts';
import { availableDrivers, type TestDatabase } from './testing/test-databases.ts';
import { startWebhookListener, type WebhookListener } from './testing/webhook-listener.ts';

// The critical chain: with only what `GET /api/voice-config` hands to anyone (the local
// platform's public key and the assistant id), an attacker pointed the end-of-call report at
// their own URL and received the product's webhook secret (`x-vapi-secret`) with it — a blind
// SSRF besides. Each attack runs over real sockets against `npm start`'s local mode, with a real
// listener on a loopback port standing in for the attacker's URL: it must hear nothing.

/** Simulated phone calls end within a quarter of a second here. */
const fastCalls = { callTimings: { ringingAfterMs: 10, inProgressAfterMs: 20, endedAfterMs: 60 } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

/** Joins a web call's session, waits until it runs, hangs up and waits for the socket to close. */
async function joinAndHangUp(webCallUrl: string): Promise<void> {
  const socket = new WebSocket(webCallUrl);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data, isBinary) => {
      if (!isBinary && String(data) === '"listening"') {
        socket.send(JSON.stringify({ type: 'end-call' }));
      }
    });
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}

describe('reports go only where the product says (local mode)', () => {
  let server: RunningServer;
  let info: LocalModeInfo;
  let hook: WebhookListener;
  let secret: string;

  beforeAll(async () => {
    secret = 'the-product-webhook-secret-0123456789';
    ({ server, info } = await startLocalModeServer({
      env: { WEBHOOK_SECRET: secret },
      platform: fastCalls,
    }));
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeAll(async () => {
    hook = await startWebhookListener();
  });
  afterEach(() => {
    hook.requests.length = 0;
  });
  afterAll(async () => {
    await hook?.close();
  });

  /** What the landing page hands to anyone. */
  const voiceConfig = async () =>
    (await (await fetch(`${server.url}/api/voice-config`)).json()) as {
      publicKey: string;
      assistantId: string;
      apiBaseUrl: string;
    };

  const post = async (path: string, body: unknown, key: string) => {
    const res = await fetch(`${server.url}/platform${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  /**
   * The whole attack with the public key: start the call, and when the platform takes it, join
   * its session and hang up, then give the report time to go out.
   */
  const attack = async (path: string, body: Record<string, unknown>) => {
    const { publicKey } = await voiceConfig();
    const answer = await post(path, body, publicKey);
    if (answer.status === 201 && typeof answer.body.webCallUrl === 'string') {
      await joinAndHangUp(answer.body.webCallUrl);
      await sleep(1_000);
    }
    return answer;
  };

  const heardSecret = () =>
    hook.requests.filter((request) => JSON.stringify(request.headers).includes(secret));

  it('refuses the issue’s exact attack: the report never reaches the attacker’s URL, nor does the secret', async () => {
    const { assistantId } = await voiceConfig();
    const answer = await attack('/call/web', {
      assistantId,
      assistantOverrides: {
        server: { url: hook.url, headers: { 'x-attacker': 'chosen header' } },
      },
    });
    expect(heardSecret()).toEqual([]);
    expect(hook.requests).toEqual([]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    expect(JSON.stringify(answer.body.message)).toMatch(
      /assistantOverrides\.server may not be set with a public key/,
    );
  });

  describe('a public key may set no field that makes the platform fetch a URL or send a credential', () => {
    const cases: [string, (assistantId: string, url: string) => Record<string, unknown>][] = [
      [
        'serverUrl',
        (assistantId, url) => ({ assistantId, assistantOverrides: { serverUrl: url } }),
      ],
      [
        'serverMessages',
        (assistantId) => ({
          assistantId,
          assistantOverrides: { serverMessages: ['end-of-call-report', 'transcript'] },
        }),
      ],
      [
        'a tool server',
        (assistantId, url) => ({
          assistantId,
          assistantOverrides: {
            model: {
              provider: 'openai',
              model: 'gpt-4o',
              tools: [{ type: 'function', function: { name: 'leak' }, server: { url } }],
            },
          },
        }),
      ],
      [
        'an appended apiRequest tool',
        (assistantId, url) => ({
          assistantId,
          assistantOverrides: { 'tools:append': [{ type: 'apiRequest', method: 'POST', url }] },
        }),
      ],
      [
        'a custom voice server',
        (assistantId, url) => ({
          assistantId,
          assistantOverrides: { voice: { provider: 'custom-voice', server: { url } } },
        }),
      ],
      [
        'credentials',
        (assistantId) => ({
          assistantId,
          assistantOverrides: { credentials: [{ provider: 'webhook', name: 'x' }] },
        }),
      ],
      [
        'a background sound URL',
        (assistantId, url) => ({ assistantId, assistantOverrides: { backgroundSound: url } }),
      ],
      ['an inline assistant with a server', (_id, url) => ({ assistant: { server: { url } } })],
      [
        'a squad member’s overrides',
        (assistantId, url) => ({
          squad: { members: [{ assistantId, assistantOverrides: { server: { url } } }] },
        }),
      ],
      [
        'squad overrides',
        (assistantId, url) => ({
          squad: { members: [{ assistantId }] },
          squadOverrides: { server: { url } },
        }),
      ],
      [
        'an inline workflow with a server',
        (_id, url) => ({
          workflow: {
            name: 'w',
            nodes: [{ type: 'conversation', name: 'start', isStart: true, prompt: 'Hi' }],
            edges: [],
            server: { url },
          },
        }),
      ],
    ];

    it.each(cases)('refuses %s on POST /call/web with 400', async (_name, body) => {
      const { assistantId } = await voiceConfig();
      const answer = await attack('/call/web', body(assistantId, hook.url));
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.message)).toMatch(
        /may not be (set|a URL) with a public key/,
      );
      expect(hook.requests).toEqual([]);
    });

    it.each(['/chat/web', '/chat/web/responses'])(
      'refuses a server override on POST %s with 400',
      async (path) => {
        const { assistantId } = await voiceConfig();
        const answer = await attack(path, {
          assistantId,
          input: 'Hello',
          stream: false,
          assistantOverrides: { server: { url: hook.url } },
        });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body.message)).toMatch(
          /assistantOverrides\.server may not be set with a public key/,
        );
      },
    );

    it('holds tokens made with POST /token to the same rule, whatever their restrictions', async () => {
      const token = await post(
        '/token',
        { tag: 'public', restrictions: { allowTransientAssistant: true } },
        info.privateKey,
      );
      const answer = await post(
        '/call/web',
        { assistant: { name: 'Inline', server: { url: hook.url } } },
        token.body.value as string,
      );
      expect(answer.status).toBe(400);
      // Without a server, that token's own restrictions let the inline assistant through.
      const allowed = await post('/call/web', { assistant: { name: 'Inline' } }, token.body.value);
      expect(allowed.status).toBe(201);
    });
  });

  describe('the public key starts only the seeded interview assistant', () => {
    it('still starts the page’s own call: the seeded assistant with the interview in metadata', async () => {
      const { publicKey, assistantId } = await voiceConfig();
      const answer = await post(
        '/call/web',
        { assistantId, assistantOverrides: { metadata: { interviewId: 'x' } } },
        publicKey,
      );
      expect(answer.status).toBe(201);
      const chat = await post('/chat/web', { assistantId, input: 'Hi', stream: false }, publicKey);
      expect(chat.status).toBe(201);
    });

    it('refuses another assistant, an inline one, a squad and a workflow', async () => {
      const { publicKey, assistantId } = await voiceConfig();
      const other = await post('/assistant', { name: 'Other' }, info.privateKey);
      const squad = await post('/squad', { members: [{ assistantId }] }, info.privateKey);
      const workflow = await post(
        '/workflow',
        {
          name: 'Flow',
          nodes: [{ type: 'conversation', name: 'start', isStart: true, prompt: 'Hi' }],
          edges: [],
        },
        info.privateKey,
      );
      expect([other.status, squad.status, workflow.status]).toEqual([201, 201, 201]);
      const refused = [
        { assistantId: other.body.id },
        { assistant: { name: 'Inline', firstMessage: 'Hello' } },
        { squadId: squad.body.id },
        { squad: { members: [{ assistantId }] } },
        { workflowId: workflow.body.id },
        {
          workflow: {
            name: 'Inline flow',
            nodes: [{ type: 'conversation', name: 'start', isStart: true, prompt: 'Hi' }],
            edges: [],
          },
        },
      ];
      for (const body of refused) {
        const answer = await post('/call/web', body, publicKey);
        expect(answer.status, JSON.stringify(body)).toBe(401);
        expect(answer.body.message).toMatch(/may not/);
      }
      const chat = await post(
        '/chat/web',
        { assistantId: other.body.id, input: 'Hi', stream: false },
        publicKey,
      );
      expect(chat.status).toBe(401);
      // The private key is not held to the list.
      expect((await post('/call/web', { squadId: squad.body.id }, info.privateKey)).status).toBe(
        201,
      );
    });
  });

  describe('reports to a URL the private key configured', () => {
    /** An assistant made with the private key, reporting to the listener with its own header. */
    const assistantReportingToListener = async () => {
      const made = await post(
        '/assistant',
        {
          name: 'Internal reporter',
          firstMessage: 'Hello.',
          server: { url: hook.url, headers: { authorization: 'Bearer listener-own-token' } },
        },
        info.privateKey,
      );
      expect(made.status).toBe(201);
      return made.body.id as string;
    };

    it('refuses to post to a loopback address (the address guard), so the listener hears nothing', async () => {
      const assistantId = await assistantReportingToListener();
      const call = await post(
        '/call',
        { assistantId, customer: { number: '+15550100' } },
        info.privateKey,
      );
      expect(call.status).toBe(201);
      await until(async () => {
        const res = await fetch(`${server.url}/platform/call/${call.body.id}`, {
          headers: { authorization: `Bearer ${info.privateKey}` },
        });
        return ((await res.json()) as { status: string }).status === 'ended' ? true : undefined;
      });
      await sleep(500);
      expect(hook.requests).toEqual([]);
    });

    it('posts there with ALLOW_PRIVATE_WEBHOOKS=1, with the assistant’s own headers and never the product’s secret', async () => {
      const open = await startLocalModeServer({
        env: { WEBHOOK_SECRET: secret, ALLOW_PRIVATE_WEBHOOKS: '1' },
        platform: fastCalls,
      });
      try {
        const made = await fetch(`${open.server.url}/platform/assistant`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${open.info.privateKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            name: 'Internal reporter',
            firstMessage: 'Hello.',
            server: { url: hook.url, headers: { authorization: 'Bearer listener-own-token' } },
          }),
        });
        const { id: assistantId } = (await made.json()) as { id: string };
        await fetch(`${open.server.url}/platform/call`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${open.info.privateKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ assistantId, customer: { number: '+15550100' } }),
        });
        const report = await until(async () => hook.requests[0]);
        expect(report.headers.authorization).toBe('Bearer listener-own-token');
        expect(report.headers['x-vapi-secret']).toBeUndefined();
        expect(heardSecret()).toEqual([]);
        expect(JSON.parse(report.body)).toMatchObject({
          message: { type: 'end-of-call-report' },
        });
      } finally {
        await open.server.close();
      }
    });

    it('still reports to the product’s own webhook with the secret: the interview is completed', async () => {
      const onboarding = await fetch(`${server.url}/api/onboarding`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'reported@example.com' }),
      });
      const { interview } = (await onboarding.json()) as { interview: { id: string } };
      const call = await post(
        '/call',
        {
          assistantId: info.assistantId,
          customer: { number: '+15550100' },
          assistantOverrides: { metadata: { interviewId: interview.id } },
        },
        info.privateKey,
      );
      expect(call.status).toBe(201);
      const stored = await until(async () => {
        const [row] = await server.database.db
          .select()
          .from(interviews)
          .where(eq(interviews.id, interview.id));
        return row?.status === 'completed' ? row : undefined;
      });
      expect(stored.callId).toBe(call.body.id);
    });
  });
});

// The erasure residue: after `DELETE /api/admin/people/:email`, the platform's call
// record still held the transcript, the messages and `metadata.interviewId`, and the audit log
// kept the erased address in clear for every organiser to read. Run on every database.

/** Creates an organiser and signs it in over HTTP, answering the headers its requests need. */
async function signedIn(server: RunningServer, email: string, role: 'owner' | 'viewer') {
  await createOrganiser(server.database.db, { email, password: TEST_PASSWORD, role });
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { cookie: cookieHeader(res), origin: server.url };
}

/** Rows of a platform table that name `callId` (by column, or anywhere in a path or query). */
async function rowsNaming(db: PlatformDatabase, callId: string) {
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return {
    call: await count(sql`select count(*) as n from platform_resources where id = ${callId}`),
    recordings: await count(
      sql`select count(*) as n from platform_recordings where call_id = ${callId}`,
    ),
    recordingChunks: await count(
      sql`select count(*) as n from platform_recording_chunks where call_id = ${callId}`,
    ),
    logs: await count(
      sql`select count(*) as n from platform_request_logs where call_id = ${callId}
          or position(${callId} in path) > 0 or position(${callId} in coalesce(query, '')) > 0`,
    ),
    anywhere: await count(
      sql`select count(*) as n from platform_resources where data::text like ${`%${callId}%`}`,
    ),
  };
}

describe.each(availableDrivers)(
  'erasure leaves nothing on the local platform ($name)',
  (driver) => {
    let server: RunningServer;
    let info: LocalModeInfo;

    beforeAll(async () => {
      ({ server, info } = await startLocalModeServer({ driver }));
    });
    afterAll(async () => {
      await server?.close();
    });

    it('deletes the call, its transcript, recordings and every log naming it, and audits a hash', async () => {
      const onboarding = await fetch(`${server.url}/api/onboarding`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com' }),
      });
      const { interview } = (await onboarding.json()) as {
        interview: { id: string; token: string };
      };
      // The page's own call, started on the interview, joined, answered by typing, and hung up.
      const started = await fetch(`${server.url}/platform/call/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${info.publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          assistantId: info.assistantId,
          assistantOverrides: { metadata: { interviewId: interview.id } },
        }),
      });
      const call = (await started.json()) as { id: string; webCallUrl: string };
      await fetch(`${server.url}/api/interviews/${interview.id}/start`, {
        method: 'POST',
        headers: { authorization: `Bearer ${interview.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ started_at: new Date().toISOString(), call_id: call.id }),
      });
      const socket = new WebSocket(call.webCallUrl);
      await new Promise<void>((resolve, reject) => {
        socket.on('message', (data, isBinary) => {
          if (isBinary) return;
          const text = String(data);
          if (text === '"listening"') {
            socket.send(
              JSON.stringify({
                type: 'add-message',
                message: { role: 'user', content: 'My secret answer.' },
              }),
            );
          } else if (text.includes('conversation-update') && text.includes('My secret answer.')) {
            socket.send(JSON.stringify({ type: 'end-call' }));
          }
        });
        socket.once('close', () => resolve());
        socket.once('error', reject);
      });
      await until(async () => {
        const [row] = await server.database.db
          .select()
          .from(interviews)
          .where(eq(interviews.id, interview.id));
        return row?.callReportAt ? row : undefined;
      });
      const privateGet = (path: string) =>
        fetch(`${server.url}/platform${path}`, {
          headers: { authorization: `Bearer ${info.privateKey}` },
        });
      const stored = (await (await privateGet(`/call/${call.id}`)).json()) as Record<
        string,
        unknown
      >;
      expect(JSON.stringify(stored)).toContain('My secret answer.');
      expect(stored.assistantOverrides).toEqual({ metadata: { interviewId: interview.id } });
      expect((await privateGet(`/logs?callId=${call.id}`)).status).toBe(200);
      const db = server.database.db as unknown as PlatformDatabase;
      const before = await until(async () => {
        const rows = await rowsNaming(db, call.id);
        return rows.recordings > 0 ? rows : undefined;
      });
      expect(before).toMatchObject({ call: 1, logs: expect.any(Number) });
      expect(before.logs).toBeGreaterThan(0);

      // A second call of the same interview, whose id the page never stored: its metadata
      // still names the interview.
      const second = await fetch(`${server.url}/platform/call/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${info.publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          assistantId: info.assistantId,
          assistantOverrides: { metadata: { interviewId: interview.id } },
        }),
      });
      const secondCall = (await second.json()) as { id: string };

      const owner = await signedIn(server, 'owner@example.com', 'owner');
      const viewer = await signedIn(server, 'viewer@example.com', 'viewer');
      const erased = await fetch(`${server.url}/api/admin/people/ada@example.com`, {
        method: 'DELETE',
        headers: owner,
      });
      expect(erased.status).toBe(204);

      // Nothing of the call is left on the platform: not the record, not a recording, not a log.
      expect(await rowsNaming(db, call.id)).toEqual({
        call: 0,
        recordings: 0,
        recordingChunks: 0,
        logs: 0,
        anywhere: 0,
      });
      expect((await rowsNaming(db, secondCall.id)).call).toBe(0);
      expect((await privateGet(`/call/${call.id}`)).status).toBe(404);

      // The audit log names the erasure by a keyed hash; a viewer reading it learns no address.
      const audit = await fetch(`${server.url}/api/admin/audit`, { headers: viewer });
      expect(audit.status).toBe(200);
      const entries = (await audit.json()) as { items: { action: string; target: string }[] };
      const erasure = entries.items.find((entry) => entry.action === 'delete');
      expect(erasure?.target).toMatch(/^person:[0-9a-f]{32}$/);
      expect(JSON.stringify(entries)).not.toContain('ada@example.com');
    });
  },
);

describe.each(availableDrivers)('erasure in hosted mode ($name)', (driver) => {
  let database: TestDatabase;
  let providerDatabase: Awaited<ReturnType<typeof openTestDatabase>>;
  let provider: ServedPlatform;

  beforeAll(async () => {
    database = await driver.open();
    // The "hosted" platform: the local platform served over real HTTP, as the provider.
    providerDatabase = await openTestDatabase('pglite');
    provider = await servePlatform(providerDatabase.db, {
      callTimings: fastCalls.callTimings,
      rateLimits: false,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  });
  afterAll(async () => {
    await provider?.close();
    await providerDatabase?.close();
    await database?.close();
  });
  afterEach(async () => {
    await database.reset();
  });

  /** The app in hosted mode against the provider, with these extra settings. */
  const hostedApp = (env: Record<string, string> = {}) =>
    buildTestApp(database, {
      config: testConfig({
        VOICE_PUBLIC_KEY: provider.platform.keys.publicKey,
        VOICE_ASSISTANT_ID: provider.platform.assistantId,
        VOICE_API_URL: provider.base,
        ...env,
      }),
    });

  /** A person whose interview ran as a call on the provider; answers the call's id. */
  const personWithProviderCall = async (app: Hono, email: string) => {
    const created = await fetch(`${provider.base}/call`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${provider.platform.keys.privateKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        assistantId: provider.platform.assistantId,
        customer: { number: '+15550100' },
      }),
    });
    const call = (await created.json()) as { id: string };
    const { ticket } = await postOnboarding(app, email);
    const start = await postJson(
      app,
      `/api/interviews/${ticket.id}/start`,
      { started_at: '2026-01-01T10:00:00Z', call_id: call.id },
      bearer(ticket.token),
    );
    expect(start.status).toBe(200);
    return call.id;
  };
  const providerCallStatus = async (callId: string) =>
    (
      await fetch(`${provider.base}/call/${callId}`, {
        headers: { authorization: `Bearer ${provider.platform.keys.privateKey}` },
      })
    ).status;

  it('deletes the calls on the platform through the SDK when VOICE_PRIVATE_KEY is set', async () => {
    const app = hostedApp({ VOICE_PRIVATE_KEY: provider.platform.keys.privateKey });
    const callId = await personWithProviderCall(app, 'ada@example.com');
    expect(await providerCallStatus(callId)).toBe(200);
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const res = await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' });
    expect(res.status).toBe(204);
    // The provider's own logs name the call no more (its deletion is logged without the id).
    expect((await rowsNaming(providerDatabase.db, callId)).logs).toBe(0);
    expect(await providerCallStatus(callId)).toBe(404);
    expect((await owner.request('/api/admin/people/ada@example.com')).status).toBe(404);
  });

  it('erases our data without VOICE_PRIVATE_KEY and says which calls are left, in the answer and the audit', async () => {
    const app = hostedApp();
    const callId = await personWithProviderCall(app, 'ada@example.com');
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const viewer = await organiserSession(app, database.db, 'viewer@example.com', 'viewer');
    const res = await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ErasureAnswer;
    expect(answer).toEqual({
      erased: true,
      notDeleted: { platformCalls: [callId], reason: expect.stringMatching(/VOICE_PRIVATE_KEY/) },
    });
    expect(await providerCallStatus(callId)).toBe(200);
    expect((await owner.request('/api/admin/people/ada@example.com')).status).toBe(404);
    const audit = (await (await viewer.request('/api/admin/audit')).json()) as {
      items: { action: string; target: string }[];
    };
    const erasure = audit.items.find((entry) => entry.action === 'delete');
    expect(erasure?.target).toMatch(/^person:[0-9a-f]{32}; not deleted on the voice platform:/);
    expect(erasure?.target).toContain(callId);
    expect(JSON.stringify(audit)).not.toContain('ada@example.com');
  });

  it('erases our data and names the calls left when the platform refuses the deletion', async () => {
    const app = hostedApp({ VOICE_PRIVATE_KEY: 'not-the-providers-key' });
    const callId = await personWithProviderCall(app, 'ada@example.com');
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    const res = await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ErasureAnswer;
    expect(answer.notDeleted?.platformCalls).toEqual([callId]);
    expect(answer.notDeleted?.reason).toMatch(/401/);
    expect(answer.notDeleted?.reason).not.toContain('not-the-providers-key');
    expect(await providerCallStatus(callId)).toBe(200);
    expect((await owner.request('/api/admin/people/ada@example.com')).status).toBe(404);
  });

  it('gives the same reference for the same address, and another for another', async () => {
    const app = hostedApp();
    const owner = await organiserSession(app, database.db, 'owner@example.com');
    for (const email of ['ada@example.com', 'bob@example.com']) {
      await postOnboarding(app, email);
      await owner.request(`/api/admin/people/${email}`, { method: 'DELETE' });
    }
    await postOnboarding(app, 'ada@example.com');
    await owner.request('/api/admin/people/ada@example.com', { method: 'DELETE' });
    const targets = (await database.db.select().from(auditLog))
      .filter((entry) => entry.action === 'delete')
      .map((entry) => entry.target);
    expect(targets).toHaveLength(3);
    expect(targets[0]).toBe(targets[2]);
    expect(targets[1]).not.toBe(targets[0]);
  });
});
