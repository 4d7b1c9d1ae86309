// Which requests the client may send twice, against a real HTTP server that places a call per
// `POST /call` it reads (the side effect a duplicate would repeat) and, like the platform with
// an `Idempotency-Key`, answers a repeated key with the call it already placed.
import { afterEach, describe, expect, it } from 'vitest';
import { VoiceClient } from '../client.ts';
import { neverSent } from '../internal/idempotency.ts';
import { startRecordingServer, type RecordedRequest } from '../testing/recording-server.ts';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from './error.ts';

/** A recording server that places a call per request it reads, or finds the one of its key. */
async function startCallPlacingServer(port = 0) {
  const server = await startRecordingServer(port);
  const byKey = new Map<string, string>();
  const keyOf = (request: RecordedRequest) =>
    request.headers['idempotency-key'] as string | undefined;
  const state = {
    url: server.url,
    port: Number(new URL(server.url).port),
    /** Calls placed: one per keyless request, one per distinct key. */
    placed: 0,
    /** Answers the next requests like this, in order (default: 201 at once). */
    script: [] as { status?: number; delayMs?: number }[],
    /** The `Idempotency-Key` of every request read, in order (`undefined` when none). */
    get keys() {
      return server.requests.map(keyOf);
    },
    close: () => server.close(),
  };
  server.fallback((request) => {
    const key = keyOf(request);
    const { status = 201, delayMs = 0 } = state.script.shift() ?? {};
    let id = key ? byKey.get(key) : undefined;
    if (!id) {
      id = `call-${++state.placed}`;
      if (key) byKey.set(key, id);
    }
    const body = status === 201 ? { id } : { message: 'try again', statusCode: status };
    return { status, delayMs, headers: { 'retry-after-ms': '1' }, body };
  });
  return state;
}
type CallPlacingServer = Awaited<ReturnType<typeof startCallPlacingServer>>;

const create = { assistantId: 'a1', phoneNumberId: 'p1', customer: { number: '+14155550100' } };
let server: CallPlacingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientOf = (url: string, timeout = 60_000) =>
  new VoiceClient({ apiKey: 'sk-test', baseURL: url, timeout, maxRetries: 2 });

/** Waits until the server has finished answering what it read (late answers included). */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retries of requests that are not idempotent', () => {
  it('never sends a timed-out calls.create twice without a key', async () => {
    server = await startCallPlacingServer();
    server.script.push({ delayMs: 400 }, { delayMs: 400 }, { delayMs: 400 });
    const error = await clientOf(server.url, 100)
      .calls.create(create)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    await settle(600);
    expect(server.keys).toEqual([undefined]);
    expect(server.placed).toBe(1);
  });

  it.each([
    [409, ConflictError],
    [429, RateLimitError],
    [503, InternalServerError],
  ])('does not retry a keyless POST answered %i', async (status, ErrorClass) => {
    server = await startCallPlacingServer();
    server.script.push({ status }, { status });
    const error = await clientOf(server.url)
      .calls.create(create)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(server.keys).toHaveLength(1);
  });

  it('does not retry a keyless PATCH answered 503', async () => {
    server = await startCallPlacingServer();
    server.script.push({ status: 503 }, { status: 503 });
    const client = clientOf(server.url);
    await expect(client.calls.update('c1', { name: 'x' })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(server.keys).toHaveLength(1);
  });

  it('retries a keyless POST whose connection was refused, since nothing was sent', async () => {
    const probe = await startCallPlacingServer();
    const { port, url } = probe;
    await probe.close();
    const pending = clientOf(url).calls.create(create);
    // The first retry waits at least 375 ms; the server is back well before.
    await settle(100);
    server = await startCallPlacingServer(port);
    await expect(pending).resolves.toEqual({ id: 'call-1' });
    expect(server.placed).toBe(1);
  });

  it('gives up on a keyless POST to a server that stays unreachable after the retries', async () => {
    const probe = await startCallPlacingServer();
    await probe.close();
    const client = new VoiceClient({ apiKey: 'k', baseURL: probe.url, maxRetries: 1 });
    await expect(client.calls.create(create)).rejects.toBeInstanceOf(APIConnectionError);
  });
});

describe('retries with an idempotency key', () => {
  it('makes one key per call with idempotencyKey: true and resends it after a timeout', async () => {
    server = await startCallPlacingServer();
    server.script.push({ delayMs: 400 });
    const client = clientOf(server.url, 200);
    const call = await client.calls.create(create, { idempotencyKey: true });
    await settle(400);
    expect(call).toEqual({ id: 'call-1' });
    expect(server.placed).toBe(1);
    expect(server.keys).toHaveLength(2);
    expect(server.keys[0]).toMatch(/^vibe-sdk-[0-9a-f-]{36}$/);
    expect(server.keys[1]).toBe(server.keys[0]);

    await client.calls.create(create, { idempotencyKey: true });
    expect(server.keys[2]).not.toBe(server.keys[0]);
    expect(server.placed).toBe(2);
  });

  it('resends a caller-chosen key, given as the option or as a header, after a 503', async () => {
    server = await startCallPlacingServer();
    server.script.push({ status: 503 }, {}, { status: 503 }, {});
    const client = clientOf(server.url);
    await client.calls.create(create, { idempotencyKey: 'order-42' });
    await client.calls.update('c1', { name: 'x' }, { headers: { 'Idempotency-Key': 'rename-1' } });
    expect(server.keys).toEqual(['order-42', 'order-42', 'rename-1', 'rename-1']);
  });
});

describe('retries of idempotent requests', () => {
  it('retries PUT, DELETE and GET without a key', async () => {
    server = await startCallPlacingServer();
    server.script.push({ status: 503 }, {}, { status: 503 }, {}, { status: 503 }, {});
    const client = clientOf(server.url);
    await client.put('/assistant/a1', { body: {} });
    await client.delete('/call/c1');
    await client.get('/call/c1');
    expect(server.keys).toHaveLength(6);
  });
});

describe('neverSent', () => {
  it('recognises a refused connection in Node fetch errors, one address or several', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(neverSent(new TypeError('fetch failed', { cause: refused }))).toBe(true);
    const both = Object.assign(new AggregateError([refused, refused]), { code: undefined });
    expect(neverSent(new TypeError('fetch failed', { cause: both }))).toBe(true);
  });

  it('does not take a reset, a mixed failure or a bare browser error for "never sent"', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(neverSent(new TypeError('fetch failed', { cause: reset }))).toBe(false);
    expect(neverSent(new TypeError('x', { cause: new AggregateError([refused, reset]) }))).toBe(
      false,
    );
    expect(neverSent(new TypeError('Failed to fetch'))).toBe(false);
  });
});
