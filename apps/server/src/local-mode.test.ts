import { get } from 'node:http';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createOrganiser } from './admin/organisers.ts';
import { interviews } from './db/schema/interviews.ts';
import { seededDefinition } from './interview-versions/assistant-body.ts';
import { localPlatformExtension, usesHostedPlatform, type LocalModeInfo } from './local-mode.ts';
import { createLogger } from './logger.ts';
import { startServer, type RunningServer } from './server.ts';
import { cookieHeader, TEST_PASSWORD } from './testing/admin-helpers.ts';
import { migratedPgliteSnapshot } from './testing/migrated-template.ts';

// The whole local mode through the server's own port: the platform mounted at /platform, its
// keys and seeded assistant, its web-call WebSocket, and its end-of-call reports reaching the
// product's webhook and landing on the interview.
const PRIVATE_KEY = 'test-private-key-0001';

/** GETs `url` with another Host header (fetch does not let a caller choose it). */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

describe('local mode (the local platform inside the server)', () => {
  let server: RunningServer;
  let info: LocalModeInfo | undefined;

  beforeAll(async () => {
    const config = ephemeralConfig({
      SIGNUP_RATE_LIMIT: '0',
      LOCAL_PLATFORM_PRIVATE_KEY: PRIVATE_KEY,
      LOCAL_PLATFORM_CORS_ORIGINS: 'https://studio.example, http://localhost:5173',
    });
    expect(usesHostedPlatform(config)).toBe(false);
    server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config,
      app: { webDistDir: null },
      extend: localPlatformExtension({
        logger: createLogger('silent'),
        onReady: (ready) => (info = ready),
        platform: { callTimings: { ringingAfterMs: 10, inProgressAfterMs: 20, endedAfterMs: 60 } },
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const postOnboarding = async (email: string) => {
    const res = await api('/api/onboarding', json({ email }));
    return ((await res.json()) as { interview: { id: string; token: string } }).interview;
  };
  const storedInterview = async (id: string) => {
    const [row] = await server.database.db.select().from(interviews).where(eq(interviews.id, id));
    return row;
  };
  const until = async <T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('reports its platform URL, the configured private key and a generated public key', () => {
    expect(info).toMatchObject({
      platformUrl: `${server.url}/platform`,
      privateKey: PRIVATE_KEY,
      webhookUrl: `${server.url}/api/webhooks/voice`,
      generatedWebhookSecret: true,
    });
    expect(info?.publicKey).toMatch(/\S{8,}/);
  });

  it('answers /api/voice-config with the local public key, the seeded assistant, the platform on the page origin and the live questions', async () => {
    const res = await api('/api/voice-config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      publicKey: info?.publicKey,
      assistantId: info?.assistantId,
      apiBaseUrl: `${server.url}/platform`,
      questions: seededDefinition().questions,
    });
    // A page opened under another name of the host gets the platform under that name.
    const other = await getWithHost(`${server.url}/api/voice-config`, `localhost:${server.port}`);
    expect((JSON.parse(other) as { apiBaseUrl: string }).apiBaseUrl).toBe(
      `http://localhost:${server.port}/platform`,
    );
  });

  it('never announces a bare Host: a foreign name gets the listening address', async () => {
    const answer = await getWithHost(`${server.url}/api/voice-config`, 'evil.example');
    expect((JSON.parse(answer) as { apiBaseUrl: string }).apiBaseUrl).toBe(
      `${server.url}/platform`,
    );
  });

  it('sends no HSTS over plain HTTP, even when a client claims https without a trusted proxy', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const res = await api('/api/voice-config', { headers });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers /platform CORS for the page’s own origin and LOCAL_PLATFORM_CORS_ORIGINS only', async () => {
    const preflight = (origin: string) =>
      api('/platform/call/web', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const own = await preflight(server.url);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    for (const listed of ['https://studio.example', 'http://localhost:5173']) {
      const allowed = await preflight(listed);
      expect(allowed.headers.get('access-control-allow-origin'), listed).toBe(listed);
    }
    const foreign = await preflight('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const lookalike = await preflight('https://studio.example.evil.example');
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
    const post = await api('/platform/call/web', {
      method: 'POST',
      headers: { origin: 'http://evil.example', authorization: `Bearer ${info?.publicKey}` },
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists the seeded interview assistant, reporting to the product webhook, with the private key only', async () => {
    const res = await api('/platform/assistant', {
      headers: { authorization: `Bearer ${PRIVATE_KEY}` },
    });
    expect(res.status).toBe(200);
    const assistants = (await res.json()) as {
      id: string;
      name: string;
      server?: { url: string };
    }[];
    expect(assistants).toContainEqual(
      expect.objectContaining({
        id: info?.assistantId,
        name: 'Vibe Together Interview',
        server: expect.objectContaining({ url: `${server.url}/api/webhooks/voice` }),
      }),
    );
    const withPublic = await api('/platform/assistant', {
      headers: { authorization: `Bearer ${info?.publicKey}` },
    });
    expect(withPublic.status).toBeGreaterThanOrEqual(401);
    expect(withPublic.status).toBeLessThan(404);
  });

  it('lets the page connect its call WebSocket to its own origin (CSP connect-src)', async () => {
    const csp = (await api('/api/voice-config')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toContain(`ws://127.0.0.1:${server.port}`);
  });

  it("stores a web call's end-of-call report as the interview's transcript (live session through the server's port)", async () => {
    const ticket = await postOnboarding('ada@example.com');
    const created = await api(
      '/platform/call/web',
      json(
        {
          assistantId: info?.assistantId,
          assistantOverrides: { metadata: { interviewId: ticket.id } },
        },
        { authorization: `Bearer ${info?.publicKey}` },
      ),
    );
    expect(created.status).toBe(201);
    const call = (await created.json()) as { id: string; webCallUrl: string };
    expect(
      call.webCallUrl.startsWith(`ws://127.0.0.1:${server.port}/platform/${call.id}/transport?`),
    ).toBe(true);
    await api(
      `/api/interviews/${ticket.id}/start`,
      json(
        { started_at: new Date().toISOString(), call_id: call.id },
        { authorization: `Bearer ${ticket.token}` },
      ),
    );

    const socket = new WebSocket(call.webCallUrl);
    const texts: unknown[] = [];
    const listening = new Promise<void>((resolve, reject) => {
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const message: unknown = JSON.parse(String(data));
        texts.push(message);
        if (message === 'listening') resolve();
      });
      socket.once('error', reject);
    });
    await listening;
    // Let the assistant ask its first question (after its greeting, in real-time audio), then
    // type an answer to it.
    const [firstQuestion] = seededDefinition().questions;
    await until(
      async () =>
        texts.some(
          (m) =>
            (m as { type?: string } | null)?.type === 'conversation-update' &&
            JSON.stringify(m).includes(firstQuestion!.slice(0, 40)),
        )
          ? true
          : undefined,
      // The greeting and the question are spoken in real time: about 15 s, more on a busy machine.
      45_000,
    );
    socket.send(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'I build web apps.' },
      }),
    );
    // A typed turn joins the conversation (conversation-update), then the visitor hangs up.
    await until(async () =>
      texts.some(
        (m) =>
          (m as { type?: string } | null)?.type === 'conversation-update' &&
          JSON.stringify(m).includes('I build web apps.'),
      )
        ? true
        : undefined,
    );
    socket.send(JSON.stringify({ type: 'end-call' }));

    // One question of four answered, then the visitor hung up (docs/product.md#statuses).
    const stored = await until(async () => {
      const row = await storedInterview(ticket.id);
      return row?.status === 'partial' ? row : undefined;
    });
    expect(stored.callId).toBe(call.id);
    expect(stored.transcript).toContainEqual(
      expect.objectContaining({ role: 'user', text: 'I build web apps.' }),
    );
    expect(stored.transcript[0]).toMatchObject({ role: 'assistant' });
    expect(stored.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(stored.callReportAt).not.toBeNull();
    expect(stored.endedReason).toBe('customer-ended-call');
    expect(stored.recordingUrl).toMatch(/\/platform\/recording\//);
    expect(stored.stereoRecordingUrl).toMatch(/\/platform\/recording\//);

    // An organiser plays it through the dashboard's API: a fresh signed URL on this server.
    await createOrganiser(server.database.db, {
      email: 'owner@example.com',
      password: TEST_PASSWORD,
      role: 'owner',
    });
    const signIn = await api('/api/auth/sign-in/email', {
      ...json({ email: 'owner@example.com', password: TEST_PASSWORD }, { origin: server.url }),
    });
    const asOwner = { cookie: cookieHeader(signIn), origin: server.url };
    const played = await api(`/api/admin/interviews/${ticket.id}/recording`, {
      headers: asOwner,
      redirect: 'manual',
    });
    expect(played.status).toBe(302);
    const location = played.headers.get('location') ?? '';
    expect(location).toMatch(/^\/platform\/recording\/.+\?.*signature=/);
    const head = await api(location, { headers: { range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toBe('audio/mpeg');
    // The app's page policy does not replace the recording's own sandbox.
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(head.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect((await head.arrayBuffer()).byteLength).toBe(10);

    // Erasing the person erases the recording: its URL is gone.
    const erased = await api('/api/admin/people/ada@example.com', {
      method: 'DELETE',
      headers: asOwner,
    });
    expect(erased.status).toBe(204);
    expect((await api(location)).status).toBe(404);
  });

  it("stores a simulated call's end-of-call report on the interview named in its metadata", async () => {
    const ticket = await postOnboarding('bo@example.com');
    const created = await api(
      '/platform/call',
      json(
        {
          assistantId: info?.assistantId,
          customer: { number: '+15550100' },
          assistantOverrides: { metadata: { interviewId: ticket.id } },
        },
        { authorization: `Bearer ${PRIVATE_KEY}` },
      ),
    );
    expect(created.status).toBe(201);
    const stored = await until(async () => {
      const row = await storedInterview(ticket.id);
      return row?.status === 'completed' ? row : undefined;
    });
    expect(stored.callId).toBe(((await created.json()) as { id: string }).id);
    expect(stored.transcript.length).toBeGreaterThan(1);
    expect(stored.startedAt).not.toBeNull();
  });
});

describe('local mode behind a trusted proxy', () => {
  let server: RunningServer;
  let info: LocalModeInfo | undefined;
  beforeAll(async () => {
    server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '0', TRUST_PROXY: '1' }),
      app: { webDistDir: null },
      extend: localPlatformExtension({
        logger: createLogger('silent'),
        onReady: (ready) => (info = ready),
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('announces the platform and its web-call URLs under the forwarded https origin', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vibe.example' };
    const config = await fetch(`${server.url}/api/voice-config`, { headers: forwarded });
    expect(await config.json()).toMatchObject({ apiBaseUrl: 'https://vibe.example/platform' });
    const webCall = (headers: Record<string, string>) =>
      fetch(`${server.url}/platform/call/web`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${info?.publicKey}`,
          ...headers,
        },
        body: JSON.stringify({ assistantId: info?.assistantId }),
      }).then((res) => res.json() as Promise<{ webCallUrl: string }>);
    expect((await webCall(forwarded)).webCallUrl).toMatch(
      /^wss:\/\/vibe\.example\/platform\/[^/]+\/transport\?token=/,
    );
    // Without forwarded headers: the address the request came to (never a bare Host).
    expect(
      (await webCall({})).webCallUrl.startsWith(`ws://127.0.0.1:${server.port}/platform/`),
    ).toBe(true);
  });
});

describe('local mode shutting down', () => {
  it('ends a live web call and stops promptly instead of waiting for the call', async () => {
    const server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig(),
      app: { webDistDir: null },
      extend: localPlatformExtension({ logger: createLogger('silent') }),
    });
    const config = (await (await fetch(`${server.url}/api/voice-config`)).json()) as {
      publicKey: string;
      assistantId: string;
    };
    const created = await fetch(`${server.url}/platform/call/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.publicKey}` },
      body: JSON.stringify({ assistantId: config.assistantId }),
    });
    const { webCallUrl } = (await created.json()) as { webCallUrl: string };
    const socket = new WebSocket(webCallUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await server.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
