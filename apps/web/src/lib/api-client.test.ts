import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_TIMEOUT_MS,
  ApiError,
  apiErrorOf,
  apiJson,
  apiRequest,
  errorCodeOf,
} from './api-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('gives up with a status-0 "timeout" error when no answer comes in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const pending = apiRequest('/api/voice-config');
    const settled = expect(pending).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await settled;
  });

  it('waits as long as the server takes when the timeout is null', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((resolve, reject) => {
            answer = resolve;
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const pending = apiRequest('/api/slow', { timeoutMs: null });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS * 4);
    answer(Response.json({ done: true }));
    await expect(pending).resolves.toEqual({ status: 200, ok: true, body: { done: true } });
  });

  it('returns non-2xx answers with their body instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'x' } }, { status: 418 })),
    );
    await expect(apiRequest('/api/x')).resolves.toEqual({
      status: 418,
      ok: false,
      body: { error: { code: 'x' } },
    });
  });
});

describe('errorCodeOf', () => {
  it('reads error.code of an /api error body and nothing else', () => {
    expect(errorCodeOf({ error: { code: '23505', message: 'dup' } })).toBe('23505');
    expect(errorCodeOf({ error: 'nope' })).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });
});

describe('apiJson', () => {
  it('answers the JSON body of a 2xx, and null for an empty 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [] })),
    );
    await expect(apiJson('/api/admin/organisers')).resolves.toEqual({ items: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiJson('/api/admin/invitations/i-1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it("throws the server's code and message for a refused call", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'forbidden', message: 'Owners only.' } }, { status: 403 }),
      ),
    );
    const refused = await apiJson('/api/admin/people/x', { method: 'DELETE' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'forbidden', message: 'Owners only.' });
    expect((refused as ApiError).serverMessage).toBe('Owners only.');
  });

  it('sends the method, the JSON body and the session cookie (same-origin)', async () => {
    const fetchMock = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) =>
      Response.json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiJson('/api/admin/organisers/o-1', { method: 'PATCH', json: { role: 'owner' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      method: 'PATCH',
      body: '{"role":"owner"}',
      credentials: 'same-origin',
    });
  });
});

describe('apiErrorOf', () => {
  it("reads better-auth's flat { code, message } as well as the /api error body", () => {
    const flat = apiErrorOf({
      status: 401,
      ok: false,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    expect(flat).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(flat.serverMessage).toBe('Invalid email or password');
  });

  it('says "unexpected_response" with no server message for an empty or non-JSON body', () => {
    for (const body of [null, 'gateway', { error: 'nope' }]) {
      const error = apiErrorOf({ status: 502, ok: false, body });
      expect(error).toMatchObject({ status: 502, code: 'unexpected_response' });
      expect(error.serverMessage).toBeUndefined();
    }
  });

  it("never counts the message of a call that got no answer as the server's", () => {
    expect(new ApiError(0, 'network_error', 'Failed to fetch').serverMessage).toBeUndefined();
  });
});
