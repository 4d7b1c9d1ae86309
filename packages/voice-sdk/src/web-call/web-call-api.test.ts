// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webCallApi } from './web-call-api.ts';

const CALL = { id: 'call-1', webCallUrl: 'wss://platform.test/call/1' };

/** A fetch that answers every request with `status` and `body`, recording the requests. */
function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchFake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers });
  });
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('webCallApi', () => {
  it('posts the body as JSON with the public key as bearer token to /call/web', async () => {
    const http = answering(201, JSON.stringify(CALL));
    const create = webCallApi('pk-1', {
      apiBaseUrl: 'https://platform.test/v1/',
      fetch: http.fetch,
    });

    await expect(create({ assistantId: 'a-1' })).resolves.toEqual(CALL);

    const [request] = http.requests;
    expect(request?.url).toBe('https://platform.test/v1/call/web');
    expect(request?.init.method).toBe('POST');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer pk-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(request?.init.body))).toEqual({ assistantId: 'a-1' });
    expect(request?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('uses the global fetch and the platform host when no options are given', async () => {
    const http = answering(201, JSON.stringify(CALL));
    vi.stubGlobal('fetch', http.fetch);

    await webCallApi('pk-1', {})({ assistantId: 'a-1' });

    expect(http.requests[0]?.url).toBe('https://api.vapi.ai/call/web');
  });

  it('turns a 401 into an error named AuthenticationError carrying the platform message and request id', async () => {
    const http = answering(
      401,
      JSON.stringify({ message: 'Invalid Key', error: 'Unauthorized', statusCode: 401 }),
      { 'x-request-id': 'req-9' },
    );
    const error = await webCallApi('bad', { fetch: http.fetch })({ assistantId: 'a' }).catch(
      (e: unknown) => e,
    );

    // Named as the REST client's class, not one: the classes stay out of the browser bundle.
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AuthenticationError',
      status: 401,
      message: '401 Invalid Key',
      requestID: 'req-9',
    });
  });

  it('never retries: a 429 or a 5xx fails after exactly one request', async () => {
    for (const [status, name] of [
      [429, 'RateLimitError'],
      [503, 'InternalServerError'],
    ] as const) {
      const http = answering(status, 'upstream busy');
      const error = await webCallApi('pk', { fetch: http.fetch })({ assistantId: 'a' }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name, status });
      expect((error as Error).message).toBe(`${status} upstream busy`);
      expect(http.requests).toHaveLength(1);
    }
  });

  it('times out with an error named APIConnectionTimeoutError, once, without a second attempt', async () => {
    let calls = 0;
    const hanging = ((_url: string, init: RequestInit) => {
      calls++;
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }) as unknown as typeof fetch;

    const error = await webCallApi('pk', { fetch: hanging, timeout: 30 })({
      assistantId: 'a',
    }).catch((e: unknown) => e);

    expect(error).toMatchObject({
      name: 'APIConnectionTimeoutError',
      message: 'Request timed out.',
    });
    expect(calls).toBe(1);
  });

  it('reports a failed connection as an error named APIConnectionError with the cause', async () => {
    const cause = new TypeError('fetch failed');
    const failing = (() => Promise.reject(cause)) as unknown as typeof fetch;

    const error = await webCallApi('pk', { fetch: failing })({ assistantId: 'a' }).catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({ name: 'APIConnectionError', message: 'Connection error.' });
    expect((error as Error).cause).toBe(cause);
  });

  it('refuses a successful answer that is not a call with an id', async () => {
    for (const body of ['', 'not json', '{"status":"queued"}', 'null']) {
      const http = answering(201, body);
      await expect(webCallApi('pk', { fetch: http.fetch })({ assistantId: 'a' })).rejects.toThrow(
        'The platform answered the web-call request without a call id.',
      );
    }
  });
});
