import { vi } from 'vitest';

/** One canned answer of the fake API: a status and a JSON body, or a network failure. */
export type FakeAnswer =
  { status: number; body?: unknown } | { networkError: true } | (() => Promise<Response>);

/** A request the page made, as the fake API saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces the global `fetch` (the page's only way to the server) with one that answers each
 * `METHOD /path` from `answers` and records every request. Unknown routes answer 404 like the
 * real server. Removed after each test (`unstubGlobals`).
 *
 * @example const api = fakeApi({ 'POST /api/onboarding': { status: 201, body: created() } });
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(String(input), 'http://localhost').pathname;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method, path, headers, body });
    const answer = answers[`${method} ${path}`] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    if (typeof answer === 'function') return answer();
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetch: fetchMock };
}

/** The body of `201` from POST /api/onboarding (docs/product.md#sign-up). */
export function onboardingCreated(email: string, ticket = { id: 'iv-1', token: 'tok-1' }) {
  return {
    status: 201,
    body: {
      record: {
        email,
        user_agent: 'test',
        referrer: null,
        interview_started_at: null,
        interview_completed_at: null,
        interview_completed: false,
        transcript: [],
        interview_duration_seconds: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
      interview: ticket,
    },
  };
}

/** The body of `409` from POST /api/onboarding for a known e-mail (docs/product.md#sign-up). */
export function onboardingDuplicate(ticket = { id: 'iv-2', token: 'tok-2' }) {
  return {
    status: 409,
    body: { error: { code: '23505', message: 'E-mail already registered' }, interview: ticket },
  };
}

/** A promise with its resolve function outside, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
