import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@/config/constants.ts';
import { apiRequest, errorCodeOf } from './api-client.ts';

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
