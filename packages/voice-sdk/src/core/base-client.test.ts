import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server.ts';
import { BaseClient, type ClientOptions } from './base-client.ts';
import type { APIError } from './error.ts';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  BadRequestError,
  InternalServerError,
  PlatformError,
  RateLimitError,
} from './error.ts';
import { toFile } from './uploads.ts';

let server: RecordingServer;
let client: BaseClient;
const makeClient = (options: ClientOptions = {}) =>
  new BaseClient({ apiKey: 'sk-test', baseURL: server.url, ...options });

beforeEach(async () => {
  server = await startRecordingServer();
  client = makeClient();
});
afterEach(() => server.close());

describe('a request', () => {
  it('leaves with the method, path, query, bearer key, JSON headers and JSON body', async () => {
    server.enqueue({ status: 201, body: { id: 'a1', name: 'Ava' } });

    const created = await client.post<{ id: string; name: string }>('/assistant', {
      query: { idAny: ['a', 'b'], createdAtGt: new Date('2025-01-02T03:04:05Z'), skip: undefined },
      body: { name: 'Ava', voice: { provider: 'vapi' } },
    });

    expect(created).toEqual({ id: 'a1', name: 'Ava' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/assistant');
    expect(request?.query.getAll('idAny')).toEqual(['a', 'b']);
    expect(request?.query.get('createdAtGt')).toBe('2025-01-02T03:04:05.000Z');
    expect(request?.query.has('skip')).toBe(false);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json()).toEqual({ name: 'Ava', voice: { provider: 'vapi' } });
  });

  it('sends no Authorization header when auth is false, even without a key', async () => {
    server.enqueue({ status: 201, body: {} });
    await new BaseClient({ baseURL: server.url }).post('/credential/webhook', {
      auth: false,
      body: { ok: true },
    });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('fails with "apiKey is required" and sends nothing when the key is missing', async () => {
    const keyless = new BaseClient({ baseURL: server.url });
    await expect(keyless.get('/assistant')).rejects.toThrow('apiKey is required');
    expect(server.requests).toHaveLength(0);
  });

  it('merges default and request headers, and null removes a default', async () => {
    server.fallback({ body: {} });
    const custom = makeClient({ defaultHeaders: { 'X-Team': 'core', 'X-Trace': 'on' } });
    await custom.get('/call', { headers: { 'x-trace': null, 'X-Extra': '1' } });
    const { headers } = server.requests[0]!;
    expect(headers['x-team']).toBe('core');
    expect(headers['x-trace']).toBeUndefined();
    expect(headers['x-extra']).toBe('1');
  });

  it('encodes the query after a path that already has one', async () => {
    server.fallback({ body: [] });
    await client.get('/logs?type=API', { query: { page: 2 } });
    expect(server.requests[0]?.query.get('type')).toBe('API');
    expect(server.requests[0]?.query.get('page')).toBe('2');
  });

  it('resolves a 204 answer to undefined', async () => {
    server.enqueue({ status: 204 });
    await expect(client.delete('/assistant/a1')).resolves.toBeUndefined();
  });

  it('resolves a non-JSON answer to its text', async () => {
    server.enqueue({ body: 'plain words', headers: { 'content-type': 'text/plain' } });
    await expect(client.get('/text')).resolves.toBe('plain words');
  });

  it('rejects a JSON answer that does not parse with a PlatformError', async () => {
    server.enqueue({ body: '{oops', headers: { 'content-type': 'application/json' } });
    await expect(client.get('/broken')).rejects.toThrow(/not valid JSON/);
  });

  it('gives the raw response and the request id alongside the data', async () => {
    server.enqueue({ body: { id: 'c1' }, headers: { 'x-request-id': 'req_42' } });
    const { data, response, requestId } = await client.get('/call/c1').withResponse();
    expect(data).toEqual({ id: 'c1' });
    expect(response.status).toBe(200);
    expect(requestId).toBe('req_42');

    server.enqueue({ body: 'streamed', headers: { 'content-type': 'text/event-stream' } });
    const raw = await client.post('/chat', { body: { stream: true } }).asResponse();
    expect(await raw.text()).toBe('streamed');
  });

  it('refuses a path that would leave the base URL', () => {
    expect(() => client.buildURL('//evil.example/x')).toThrow(PlatformError);
    expect(() => client.buildURL('https://evil.example/x')).toThrow(PlatformError);
  });

  it('refuses nonsense options when the client is made', () => {
    expect(() => new BaseClient({ baseURL: 'api.vapi.ai' })).toThrow(/absolute URL/);
    expect(() => new BaseClient({ timeout: -1 })).toThrow(/timeout/);
    expect(() => new BaseClient({ maxRetries: 1.5 })).toThrow(/maxRetries/);
    expect(() => new BaseClient({ apiKey: 'a\nb' })).toThrow(/line breaks/);
    expect(new BaseClient().baseURL).toBe('https://api.vapi.ai');
  });

  it('never shows the key when the client is logged or serialised', () => {
    const secretive = new BaseClient({ apiKey: 'sk-very-secret' });
    expect(JSON.stringify(secretive)).not.toContain('sk-very-secret');
    expect(String(Object.values(secretive))).not.toContain('sk-very-secret');
  });
});

describe('failures', () => {
  it('retries a 429 after its Retry-After and then succeeds', async () => {
    server.enqueue(
      { status: 429, headers: { 'retry-after': '0' }, body: { message: 'slow down' } },
      { body: { ok: true } },
    );
    await expect(client.get('/call')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers['x-retry-count']).toBeUndefined();
    expect(server.requests[1]?.headers['x-retry-count']).toBe('1');
  });

  it('does not carry a retry count over to the next call', async () => {
    server.enqueue({ status: 503, headers: { 'retry-after-ms': '1' } }, { body: {} }, { body: {} });
    await client.get('/call');
    await client.get('/call');
    expect(server.requests.map((r) => r.headers['x-retry-count'])).toEqual([
      undefined,
      '1',
      undefined,
    ]);
  });

  it('retries a 503 twice and then succeeds, resending the same body and idempotency key', async () => {
    const unavailable = { status: 503, headers: { 'retry-after-ms': '1' }, body: 'busy' };
    server.enqueue(unavailable, unavailable, { status: 201, body: { id: 'x' } });

    const result = await client.post('/call', { body: { n: 1 }, idempotencyKey: 'idem-1' });

    expect(result).toEqual({ id: 'x' });
    expect(server.requests.map((r) => r.json())).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'idem-1',
      'idem-1',
      'idem-1',
    ]);
    expect(server.requests.map((r) => r.headers['x-retry-count'])).toEqual([undefined, '1', '2']);
  });

  it('throws an InternalServerError with status, body, headers and request id when retries run out', async () => {
    server.fallback({
      status: 500,
      headers: { 'retry-after-ms': '1', 'x-request-id': 'req_9' },
      body: { message: 'boom', error: 'Internal Server Error', statusCode: 500 },
    });

    const error = await client.get('/assistant').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InternalServerError);
    const apiError = error as InternalServerError;
    expect(apiError.status).toBe(500);
    expect(apiError.error).toEqual({
      message: 'boom',
      error: 'Internal Server Error',
      statusCode: 500,
    });
    expect(apiError.headers?.get('x-request-id')).toBe('req_9');
    expect(apiError.requestID).toBe('req_9');
    expect(apiError.message).toBe('500 boom');
    expect(server.requests).toHaveLength(3);
  });

  it('honours maxRetries per request and x-should-retry from the server', async () => {
    server.fallback({ status: 503, headers: { 'retry-after-ms': '1' } });
    await expect(client.get('/a', { maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(1);

    server.fallback({ status: 503, headers: { 'x-should-retry': 'false' } });
    await expect(client.get('/b')).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 400 and lists every validation message', async () => {
    server.enqueue({
      status: 400,
      body: { message: ['name must be a string', 'voice should not exist'], statusCode: 400 },
    });
    const error = (await client.post('/assistant', { body: {} }).catch((e) => e)) as APIError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('400 name must be a string; voice should not exist');
    expect(server.requests).toHaveLength(1);
  });

  it('keeps an error body that is not JSON as text', async () => {
    server.enqueue({
      status: 429,
      headers: { 'content-type': 'text/html', 'x-should-retry': 'false' },
      body: '<html>rate limited</html>',
    });
    const error = (await client.get('/call').catch((e) => e)) as APIError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.error).toBe('<html>rate limited</html>');
    expect(error.message).toBe('429 <html>rate limited</html>');
  });

  it('times out an attempt that gets no answer', async () => {
    server.fallback({ delayMs: 300, body: {} });
    const error = await client.get('/slow', { timeout: 30, maxRetries: 0 }).catch((e) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
  });

  it('stops at once, without retrying, when the caller aborts before the answer', async () => {
    server.fallback({ delayMs: 300, body: {} });
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('stops when the caller aborts while the body is still arriving', async () => {
    server.enqueue({ stall: true, body: '[{"id":' });
    const controller = new AbortController();
    const pending = client.get('/call', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('times out when the body stalls after the headers', async () => {
    server.enqueue({ stall: true, body: '[' });
    const error = await client.get('/call', { timeout: 50, maxRetries: 0 }).catch((e) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('fails with an APIConnectionError when the connection is refused', async () => {
    const closed = await startRecordingServer();
    await closed.close();
    const refused = new BaseClient({ apiKey: 'k', baseURL: closed.url, maxRetries: 0 });
    const error = (await refused.get('/call').catch((e) => e)) as APIConnectionError;
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeDefined();
  });
});

describe('multipart uploads', () => {
  it('sends a Blob, a Buffer and a Node Readable as file parts with the other fields', async () => {
    server.fallback({ status: 201, body: { id: 'f1' } });

    await client.post('/file', {
      multipart: true,
      body: {
        file: new File(['blob bytes'], 'notes.txt', { type: 'text/plain' }),
        buffer: Buffer.from('buffer bytes'),
        stream: Readable.from([Buffer.from('stream '), Buffer.from('bytes')]),
        name: 'My voice',
        labels: { accent: 'british' },
        tags: ['a', 'b'],
        skipped: undefined,
      },
    });

    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('notes.txt');
    expect(await file.text()).toBe('blob bytes');
    expect(await (form.get('buffer') as File).text()).toBe('buffer bytes');
    expect(await (form.get('stream') as File).text()).toBe('stream bytes');
    expect(form.get('name')).toBe('My voice');
    expect(form.get('labels')).toBe('{"accent":"british"}');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.has('skipped')).toBe(false);
  });

  it('resends the whole upload on a retry, even from a stream', async () => {
    server.enqueue({ status: 503, headers: { 'retry-after-ms': '1' } }, { status: 201, body: {} });
    await client.post('/file', {
      multipart: true,
      body: { file: await toFile(Readable.from(['once only']), 'once.txt') },
      idempotencyKey: 'upload-1',
    });
    expect(server.requests).toHaveLength(2);
    const forms = await Promise.all(server.requests.map((r) => r.formData()));
    for (const form of forms) expect(await (form.get('file') as File).text()).toBe('once only');
  });
});
