// Timing of retries, back-off and timeouts, driven by fake timers and an injected fetch so
// second-long waits take no time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseClient } from './base-client.ts';
import { APIConnectionError, APIConnectionTimeoutError, APIUserAbortError } from './error.ts';

type FetchCall = { url: string; init: RequestInit };

/** A fetch that answers from a script and records calls; `'hang'` waits for the abort signal. */
function scriptedFetch(script: Array<Response | Error | 'hang'>) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const step = script.shift() ?? new Response('{}', { status: 200 });
    if (step instanceof Response) return step;
    if (step instanceof Error) throw step;
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: back-off is exactly 0.5 s, 1 s, …
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retry timing', () => {
  it('backs off 0.5 s then 1 s between connection failures', async () => {
    const { fetch, calls } = scriptedFetch([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      json({ ok: true }),
    ]);
    const client = new BaseClient({ apiKey: 'k', fetch });
    const result = client.get('/call');

    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('takes up to a quarter off each back-off as jitter', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { fetch, calls } = scriptedFetch([new TypeError('fetch failed'), json({})]);
    void new BaseClient({ apiKey: 'k', fetch }).get('/call');
    await vi.advanceTimersByTimeAsync(374);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('waits for a Retry-After given as an HTTP date', async () => {
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z')); // HTTP dates have whole seconds
    const at = new Date(Date.now() + 3_000).toUTCString();
    const { fetch, calls } = scriptedFetch([json({}, 429, { 'retry-after': at }), json({})]);
    void new BaseClient({ apiKey: 'k', fetch }).get('/call');
    await vi.advanceTimersByTimeAsync(2_900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
  });

  it('ignores a Retry-After longer than 60 s and backs off instead', async () => {
    const { fetch, calls } = scriptedFetch([json({}, 503, { 'retry-after': '3600' }), json({})]);
    void new BaseClient({ apiKey: 'k', fetch }).get('/call');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
  });

  it('treats a fetch that throws at once as a connection error', async () => {
    const fetch = vi.fn(() => {
      throw new TypeError('Failed to parse URL');
    });
    const client = new BaseClient({ apiKey: 'k', fetch, maxRetries: 0 });
    await expect(client.get('/call')).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('gives up with the connection error once retries run out', async () => {
    const { fetch, calls } = scriptedFetch([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
    ]);
    const result = new BaseClient({ apiKey: 'k', fetch, maxRetries: 1 }).get('/call');
    const settled = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toBeInstanceOf(APIConnectionError);
    expect(calls).toHaveLength(2);
  });
});

describe('timeouts', () => {
  it('times out each attempt, retries, and finally throws APIConnectionTimeoutError', async () => {
    const { fetch, calls } = scriptedFetch(['hang', 'hang']);
    const client = new BaseClient({ apiKey: 'k', fetch, timeout: 1_000, maxRetries: 1 });
    const settled = client.get('/call').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled).toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('cancels an answer that arrives after its attempt timed out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const late = new Response(new Blob(['{}']).stream());
    const cancel = vi.spyOn(late.body!, 'cancel');
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new BaseClient({ apiKey: 'k', fetch, timeout: 100, maxRetries: 0 });
    const settled = client.get('/call').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled).toBeInstanceOf(APIConnectionTimeoutError);

    answer(late);
    await vi.advanceTimersByTimeAsync(0);
    expect(cancel).toHaveBeenCalled();
  });

  it('cancels a body that stalls past the timeout', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('[')),
      cancel: () => {
        cancelled = true;
      },
    });
    const { fetch } = scriptedFetch([new Response(stalled)]);
    const client = new BaseClient({ apiKey: 'k', fetch, timeout: 100 });
    const settled = client.get('/call').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled).toBeInstanceOf(APIConnectionTimeoutError);
    expect(cancelled).toBe(true);
  });

  it('hands fetch an abort signal only when the caller gave one', async () => {
    const { fetch, calls } = scriptedFetch([json({}), json({})]);
    const client = new BaseClient({ apiKey: 'k', fetch });
    await client.get('/call');
    await client.get('/call', { signal: new AbortController().signal });
    expect(calls[0]?.init.signal).toBeUndefined();
    expect(calls[1]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('lets a request override the client timeout', async () => {
    const { fetch } = scriptedFetch(['hang']);
    const client = new BaseClient({ apiKey: 'k', fetch, timeout: 60_000, maxRetries: 0 });
    const settled = client.get('/call', { timeout: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled).toBeInstanceOf(APIConnectionTimeoutError);
  });
});

describe('cancellation', () => {
  it('ends a call at once when the caller aborts during a back-off', async () => {
    const { fetch, calls } = scriptedFetch([json({}, 503)]);
    const controller = new AbortController();
    const settled = new BaseClient({ apiKey: 'k', fetch })
      .get('/call', { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await settled).toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when the signal has already fired', async () => {
    const { fetch, calls } = scriptedFetch([]);
    const signal = AbortSignal.abort();
    const client = new BaseClient({ apiKey: 'k', fetch });
    await expect(client.get('/call', { signal })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(0);
  });

  it('stops listening to the caller signal once the answer is read', async () => {
    const { fetch } = scriptedFetch([json({ ok: true })]);
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await new BaseClient({ apiKey: 'k', fetch }).get('/call', { signal: controller.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
