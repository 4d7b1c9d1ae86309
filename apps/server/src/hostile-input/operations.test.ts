import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../db/client.ts';
import { localPlatformExtension, type LocalModeInfo } from '../local-mode.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import { buildTestApp, testConfig } from '../testing/api-helpers.ts';
import { ephemeralConfig } from '../testing/ephemeral-config.ts';
import { silence } from '../testing/local-mode-server.ts';
import { migratedPgliteSnapshot } from '../testing/migrated-template.ts';
import { metricNames, sampleValue } from '../testing/prometheus-text.ts';
import { startServerProcess } from '../testing/server-process.ts';

// What an operator runs and what an outsider can reach of it: the start output and the log hold
// no key or secret, `/metrics` answers only its bearer token, and every request carries an id
// that is answered and logged with it.

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const METRICS_TOKEN = 'ops-metrics-token-0123456789abcdef';
const WEBHOOK_SECRET = 'ops-webhook-secret-5f1e2d3c4b5a';

/** Runs `npm run admin -- <args>` with `env`; resolves with its exit code and output. */
function adminCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}
const adminKeys = (env: Record<string, string>) => adminCli(['keys'], env);

/** The JSON lines of a log (anything else, e.g. the start banner, left out). */
const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the start output and the log of `npm start` in local mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-ops-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never hold the private key or a secret; `npm run admin -- keys` prints the keys', async () => {
    const secrets = {
      WEBHOOK_SECRET,
      AUTH_SECRET: 'ops-auth-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      ADMIN_PASSWORD: 'ops-owner-password-77',
      METRICS_TOKEN,
    };
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      ADMIN_EMAIL: 'owner@example.com',
      ...secrets,
    });
    try {
      // The banner's lines may arrive after the one the start waits for.
      await expect.poll(() => server.output()).toContain('interview assistant:');
      const publicKey = /public key:\s+(\S+)/.exec(server.output())?.[1];
      const assistantId = /interview assistant:\s+(\S+)/.exec(server.output())?.[1];
      // Requests that log: a platform call with the public key, a refused webhook, a sign-up.
      const call = await fetch(`${server.url}/platform/call/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ assistantId }),
      });
      expect(call.status).toBe(201);
      const refused = await fetch(`${server.url}/api/webhooks/voice`, {
        method: 'POST',
        headers: { 'x-vapi-secret': 'wrong', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refused.status).toBe(401);
      const id = refused.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // The request's log line (debug) carries its id, as JSON: no terminal is attached.
      await expect
        .poll(() => jsonLines(server.output()).find((line) => line.requestId === id))
        .toMatchObject({ level: 'debug', route: '/api/webhooks/voice', status: 401 });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    const keys = await adminKeys({ DATA_DIR: dataDir });
    expect(keys.code, keys.output).toBe(0);
    const privateKey = /private key:\s+(\S+)/.exec(keys.output)?.[1] ?? '';
    expect(privateKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.output).toMatch(/public key:\s+\S+/);
    expect(keys.output).toMatch(/interview assistant:\s+\S+/);

    const output = server.output();
    expect(output).toContain(`private key: ${privateKey.slice(0, 4)}…`);
    for (const secret of [privateKey, ...Object.values(secrets)]) {
      expect(output).not.toContain(secret);
    }
  }, 240_000);

  it('`npm run admin -- keys` on a database the platform never ran on says so', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'vibe-ops-empty-'));
    try {
      const keys = await adminKeys({ DATA_DIR: empty });
      expect(keys.code).toBe(1);
      expect(keys.output).toContain('has not run on this database yet');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);

  it('`npm run admin -- create-owner` refuses an address with a direction control', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'vibe-ops-owner-'));
    try {
      const made = await adminCli(['create-owner', 'moc.elpmaxe\u202e@owner.example'], {
        DATA_DIR: empty,
      });
      expect(made.code).toBe(2);
      expect(made.output).toContain('must not contain bidirectional control characters');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('metrics and request ids on a local-mode server', () => {
  let server: RunningServer;
  let info: LocalModeInfo;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = createLogger('debug', (line) => lines.push(line));
    server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({
        SIGNUP_RATE_LIMIT: '0',
        METRICS_TOKEN,
        WEBHOOK_SECRET,
        LOG_LEVEL: 'debug',
      }),
      logger,
      app: { webDistDir: null },
      extend: localPlatformExtension({
        logger,
        onReady: (ready) => (info = ready),
        platform: { sessions: { synthesizer: silence } },
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${METRICS_TOKEN}x` }],
    ['a prefix of the token', { authorization: `Bearer ${METRICS_TOKEN.slice(0, 8)}` }],
    ['the token without the scheme', { authorization: METRICS_TOKEN }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('refuses /metrics with %s: 401 in the error shape', async (_name, headers) => {
    const res = await fetch(`${server.url}/metrics`, { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    });
  });

  it('answers the named metrics, and the process defaults, with the token', async () => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const names = metricNames(await res.text());
    for (const name of [
      'vibe_http_request_duration_seconds',
      'vibe_signups_total',
      'vibe_interviews',
      'vibe_live_calls',
      'vibe_speech_queue_depth',
      'vibe_call_start_latency_seconds',
      'vibe_call_reports_received_total',
      'vibe_call_reports_refused_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('counts a sign-up, a report taken and a report refused', async () => {
    const before = await scrape();
    const onboarding = await post('/api/onboarding', { email: 'ops@example.com' });
    expect(onboarding.status).toBe(201);
    const report = await post(
      '/api/webhooks/voice',
      {
        message: {
          type: 'end-of-call-report',
          endedReason: 'customer-ended-call',
          call: { id: 'call-nobody-knows', status: 'ended' },
          artifact: { messages: [] },
        },
      },
      { 'x-vapi-secret': WEBHOOK_SECRET },
    );
    expect(report.status).toBe(200);
    // The report's outcome is logged under the id its answer carries.
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        msg: 'end-of-call report for an unknown call; nothing stored',
        requestId: report.headers.get('x-request-id'),
      }),
    );
    expect((await post('/api/webhooks/voice', {}, { 'x-vapi-secret': 'wrong' })).status).toBe(401);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(moved('vibe_signups_total', { kind: 'new' })).toBe(1);
    expect(moved('vibe_call_reports_received_total', { outcome: 'unknown_call' })).toBe(1);
    expect(moved('vibe_call_reports_refused_total', { reason: 'unauthorized' })).toBe(1);
    expect(
      moved('vibe_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/onboarding',
        status: '201',
      }),
    ).toBe(1);
  });

  it('labels requests by route pattern, so a flood of distinct paths makes no new series', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetch(`${server.url}/api/interviews/x${i}/start`)),
    );
    const text = await scrape();
    expect(text).not.toContain('x7');
    const series = text
      .split('\n')
      .filter((line) => line.startsWith('vibe_http_request_duration_seconds_count'));
    expect(series.length).toBeLessThan(20);
  });

  it('shows a live call and its start latency (from POST /call/web to its first audio)', async () => {
    const created = await post(
      '/platform/call/web',
      { assistantId: info.assistantId },
      { authorization: `Bearer ${info.publicKey}` },
    );
    expect(created.status).toBe(201);
    const { webCallUrl } = (await created.json()) as { webCallUrl: string };
    const before = sampleValue(await scrape(), 'vibe_call_start_latency_seconds_count') ?? 0;
    const socket = new WebSocket(webCallUrl);
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (_data, isBinary) => isBinary && resolve());
      socket.once('error', reject);
    });
    await expect.poll(async () => sampleValue(await scrape(), 'vibe_live_calls')).toBe(1);
    const during = await scrape();
    expect(sampleValue(during, 'vibe_call_start_latency_seconds_count')).toBe(before + 1);
    expect(sampleValue(during, 'vibe_call_start_latency_seconds_sum')).toBeGreaterThan(0);
    socket.close();
    // As soon as it ends, before its recording and report are done.
    await expect.poll(async () => sampleValue(await scrape(), 'vibe_live_calls')).toBe(0);
  });

  it('counts interviews in every status (the query itself: interview-counts.test.ts)', async () => {
    const text = await scrape();
    for (const status of ['pending', 'started', 'completed', 'partial', 'abandoned']) {
      expect(sampleValue(text, 'vibe_interviews', { status })).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers each request with a fresh id, ignores a client-sent one, and logs the id', async () => {
    const res = await fetch(`${server.url}/api/voice-config`, {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await fetch(`${server.url}/api/voice-config`);
    expect(again.headers.get('x-request-id')).not.toBe(id);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.requestId === id)).toMatchObject({
      msg: 'request',
      route: '/api/voice-config',
      status: 200,
    });
    expect(lines.join('\n')).not.toContain('chosen-by-the-client');
  });
});

// These never reach the database: a handle whose queries would throw is enough.
const noDatabase = {
  db: new Proxy({} as Database, {
    get: () => {
      throw new Error('no database in this test');
    },
  }),
  ping: async () => {},
};

describe('the operations surfaces of the app', () => {
  it('has no /metrics without METRICS_TOKEN: the usual 404, even with a bearer', async () => {
    const app = buildTestApp(noDatabase);
    const res = await app.request('/metrics', { headers: { authorization: 'Bearer anything' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such route.' } });
  });

  it('takes the proxy’s x-request-id with TRUST_PROXY=1, only when it is a short token', async () => {
    const app = buildTestApp(noDatabase, { config: testConfig({ TRUST_PROXY: '1' }) });
    const sent = async (id: string) =>
      (await app.request('/healthz', { headers: { 'x-request-id': id } })).headers.get(
        'x-request-id',
      );
    expect(await sent('edge-7f3c9a0e.1')).toBe('edge-7f3c9a0e.1');
    for (const hostile of ['a'.repeat(101), 'two words', '{"json":1}', '']) {
      expect(await sent(hostile)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs an unexpected error with the id its answer carries', async () => {
    const lines: string[] = [];
    const app = buildTestApp(noDatabase, {
      logger: createLogger('info', (line) => lines.push(line)),
      mount: (root) => {
        root.get('/platform/fail', () => {
          throw new Error('boom');
        });
      },
    });
    const res = await app.request('/platform/fail');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'unexpected error', requestId: id }),
    );
  });
});
