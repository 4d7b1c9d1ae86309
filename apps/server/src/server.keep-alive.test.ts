import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import { migratedPgliteSnapshot } from './testing/migrated-template.ts';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * One request through `agent` (a keep-alive client, as browsers and proxies are): the whole body
 * is written whatever the server answers, as a client that does not wait for the answer does.
 */
function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = String(options.body.length);
    const req = httpRequest(url, { agent, method: options.method ?? 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body && options.chunked) {
      // Several chunks, so the server sees the body arrive over time.
      for (let at = 0; at < options.body.length; at += 64 * 1024) {
        req.write(options.body.subarray(at, at + 64 * 1024));
      }
    } else if (options.body) {
      req.write(options.body);
    }
    req.end();
  });
}

const json = { 'content-type': 'application/json' };
const onboardingBody = (size: number) =>
  Buffer.from(JSON.stringify({ email: 'big@example.com', pad: 'x'.repeat(size) }));

/** A server with `SIGNUP_RATE_LIMIT=limit`, and a keep-alive client holding one connection. */
function serverAndClient(limit: number) {
  const context = { server: undefined as unknown as RunningServer, agent: new Agent() };
  beforeAll(async () => {
    context.server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ SIGNUP_RATE_LIMIT: String(limit) }),
      app: { webDistDir: null },
    });
    context.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    context.agent.destroy();
    await context.server?.close();
  });
  return context;
}

describe('early refusals on a keep-alive connection', () => {
  const context = serverAndClient(1000);

  it.each([
    [
      '413 for a 2 MB body with its length declared',
      413,
      { headers: json, body: onboardingBody(2 << 20) },
      'close',
    ],
    [
      '413 for a 2 MB body sent in chunks',
      413,
      { headers: json, body: onboardingBody(2 << 20), chunked: true },
      'close',
    ],
    [
      '415 for a 200 KB body of another type',
      415,
      { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(200 << 10, 'x') },
      'close',
    ],
    [
      // A small remainder is read and thrown away: the connection stays open.
      '413 for a small body just over the cap',
      413,
      { headers: json, body: onboardingBody(70 << 10) },
      'keep-alive',
    ],
    [
      '415 for a small body of another type',
      415,
      { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(1 << 10, 'x') },
      'keep-alive',
    ],
  ] as const)(
    'answers %s and the next request on the connection succeeds',
    async (_name, status, request, connection) => {
      const { server, agent } = context;
      const refused = await send(agent, `${server.url}/api/onboarding`, {
        method: 'POST',
        ...request,
      });
      expect(refused.status).toBe(status);
      expect(refused.connection).toBe(connection);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: expect.any(String) } });
      for (let i = 0; i < 3; i += 1) {
        const next = await send(agent, `${server.url}/healthz`, {});
        expect(next.status).toBe(200);
      }
    },
  );
});

describe('a rate-limit refusal on a keep-alive connection', () => {
  const context = serverAndClient(1);

  it('answers 429 before reading the body, and the next request on the connection succeeds', async () => {
    const { server, agent } = context;
    const url = `${server.url}/api/onboarding`;
    const body = Buffer.from(JSON.stringify({ email: 'first@example.com' }));
    const first = await send(agent, url, { method: 'POST', headers: json, body });
    expect(first.status).toBe(201);
    const limited = await send(agent, url, {
      method: 'POST',
      headers: json,
      body: onboardingBody(60 << 10),
    });
    expect(limited.status).toBe(429);
    expect(limited.connection).toBe('keep-alive');
    const big = await send(agent, url, {
      method: 'POST',
      headers: json,
      body: onboardingBody(1 << 20),
    });
    expect(big.status).toBe(429);
    expect(big.connection).toBe('close');
    const next = await send(agent, `${server.url}/healthz`, {});
    expect(next.status).toBe(200);
  });
});
