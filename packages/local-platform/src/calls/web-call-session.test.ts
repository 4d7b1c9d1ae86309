import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalPlatform } from '../platform.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { servePlatform, type ServedPlatform } from '../testing/serve-platform.ts';
import { until } from '../testing/until.ts';

/** A synthesizer that answers 100 ms of silence, so the test needs no WebAssembly speech. */
const silence = { synthesize: async () => new Int16Array(1600) };

describe('a web call joined over the platform mounted at /platform', () => {
  let database: TestDatabase;
  let served: ServedPlatform;
  let platform: LocalPlatform;
  let base: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    served = await servePlatform(database.db, {
      sessions: { synthesizer: silence },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    ({ platform, base } = served);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  const api = async (method: string, path: string, key: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  it('connects to the session, takes a typed answer, ends and stores the call', async () => {
    const call = await api('POST', '/call/web', platform.keys.publicKey, {
      assistantId: platform.assistantId,
    });
    const ws = new WebSocket(String(call.webCallUrl));
    const messages: { type: string }[] = [];
    ws.on('message', (data, isBinary) => {
      if (!isBinary) messages.push(JSON.parse(String(data)) as { type: string });
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await until(
      async () => messages,
      (m) => m.some((x) => x.type === 'transcript'),
    );
    ws.send(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'I write TypeScript.' },
      }),
    );
    await until(
      async () => messages,
      (m) => m.filter((x) => x.type === 'transcript').length >= 3,
    );
    ws.send(JSON.stringify({ type: 'end-call' }));
    const stored = await until(
      () => api('GET', `/call/${String(call.id)}`, platform.keys.privateKey),
      (c) => c.status === 'ended' && typeof c.endedReason === 'string' && !!c.artifact,
    );
    expect(stored.status).toBe('ended');
    expect(JSON.stringify(stored.artifact)).toContain('I write TypeScript.');
    ws.close();
  });

  it('refuses a session socket with a wrong token', async () => {
    const call = await api('POST', '/call/web', platform.keys.publicKey, {
      assistantId: platform.assistantId,
    });
    const url = new URL(String(call.webCallUrl));
    url.searchParams.set('token', 'wrong');
    const ws = new WebSocket(url);
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});
