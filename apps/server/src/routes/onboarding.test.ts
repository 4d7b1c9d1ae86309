import { EMAIL_MAX_LENGTH, JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  buildTestApp,
  countRows,
  errorCode,
  postJson,
  postOnboarding,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';
import { memoryRateLimitStore } from '../lib/rate-limiter.ts';

/** POST /api/onboarding: sign-up, duplicates, bad input, concurrency and the rate limit. */
describeOnEachDatabase((context) => {
  describe('POST /api/onboarding', () => {
    it('stores a new e-mail trimmed and lowercased and answers 201 with an interview ticket', async () => {
      const { app, database } = context();
      const res = await postJson(app, '/api/onboarding', {
        email: '  Ada@Example.COM ',
        user_agent: 'Mozilla/5.0',
        referrer: 'https://news.example/',
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as {
        record: Record<string, unknown>;
        interview: { id: string; token: string };
      };
      expect(body.record).toMatchObject({
        email: 'ada@example.com',
        user_agent: 'Mozilla/5.0',
        referrer: 'https://news.example/',
        interview_started_at: null,
        interview_completed_at: null,
        interview_completed: false,
        transcript: [],
        interview_duration_seconds: null,
      });
      expect(new Date(body.record.created_at as string).getTime()).not.toBeNaN();
      expect(body.interview.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.interview.token.length).toBeGreaterThanOrEqual(43);
      expect(await countRows(database.db)).toEqual({ onboarding: 1, interviews: 1 });
    });

    it('stores a missing referrer as null', async () => {
      const res = await postJson(context().app, '/api/onboarding', { email: 'a@b.co' });
      const body = (await res.json()) as { record: { referrer: unknown; user_agent: unknown } };
      expect(body.record.referrer).toBeNull();
      expect(body.record.user_agent).toBeNull();
    });

    it('answers a known e-mail with 409 code 23505 and a fresh interview of its own', async () => {
      const { app, database } = context();
      const first = await postOnboarding(app, 'ada@example.com');
      const again = await postOnboarding(app, ' ADA@example.com');
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: '23505', message: expect.any(String) });
      expect(again.ticket.id).not.toBe(first.ticket.id);
      expect(again.ticket.token).not.toBe(first.ticket.token);
      expect(await countRows(database.db)).toEqual({ onboarding: 1, interviews: 2 });
    });

    it('creates exactly one row for 50 simultaneous sign-ups of one new e-mail', async () => {
      const { app, database } = context();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postOnboarding(app, 'rush@example.com')),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(new Set(answers.map((a) => a.ticket.id)).size).toBe(50);
      expect(await countRows(database.db)).toEqual({ onboarding: 1, interviews: 50 });
    });

    const badRequests: Array<[string, () => RequestInit, number, string]> = [
      ['malformed JSON', () => json('{"email": '), 400, 'invalid_body'],
      ['a JSON array', () => json('[]'), 400, 'invalid_body'],
      [
        'no content type',
        () => ({ method: 'POST', body: '{"email":"a@b.co"}' }),
        415,
        'unsupported_media_type',
      ],
      [
        'a form body',
        () => ({
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=a@b.co',
        }),
        415,
        'unsupported_media_type',
      ],
      ['no e-mail', () => json({ user_agent: 'x' }), 400, 'invalid_body'],
      ['an e-mail that is a number', () => json({ email: 42 }), 400, 'invalid_body'],
      ['an unknown field', () => json({ email: 'a@b.co', admin: true }), 400, 'invalid_body'],
      [
        'a user agent that is not text',
        () => json({ email: 'a@b.co', user_agent: {} }),
        400,
        'invalid_body',
      ],
      [
        'an over-long user agent',
        () => json({ email: 'a@b.co', user_agent: 'x'.repeat(1025) }),
        400,
        'invalid_body',
      ],
      ['an e-mail without @', () => json({ email: 'ada.example.com' }), 400, 'invalid_email'],
      [
        'an e-mail with a space',
        () => json({ email: 'ada lovelace@example.com' }),
        400,
        'invalid_email',
      ],
      [
        'an e-mail without a dot in the domain',
        () => json({ email: 'ada@localhost' }),
        400,
        'invalid_email',
      ],
      ['an empty e-mail', () => json({ email: '   ' }), 400, 'invalid_email'],
      [
        'an e-mail one character over the cap',
        () => json({ email: `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com` + 'x' }),
        400,
        'invalid_email',
      ],
      [
        'a very long e-mail',
        () => json({ email: `${'a'.repeat(5000)}@b.com` }),
        400,
        'invalid_email',
      ],
      [
        'a body over 64 KB',
        () => json({ email: 'a@b.co', referrer: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
        413,
        'payload_too_large',
      ],
    ];
    it.each(badRequests)(
      'refuses %s with a JSON error and stores nothing',
      async (_, init, status, code) => {
        const { app, database } = context();
        const res = await app.request('/api/onboarding', init());
        expect(res.status).toBe(status);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await errorCode(res)).toBe(code);
        expect(await countRows(database.db)).toEqual({ onboarding: 0, interviews: 0 });
      },
    );

    it('accepts an e-mail of exactly 254 characters', async () => {
      const email = `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`;
      expect(email).toHaveLength(EMAIL_MAX_LENGTH);
      const { status } = await postOnboarding(context().app, email);
      expect(status).toBe(201);
    });

    it('limits sign-ups per client address and answers 429 with Retry-After', async () => {
      const { database } = context();
      // Only the clock is faked: the limiter reads Date.now(), the database works as usual.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const app = buildTestApp(database, {
        rateLimiter: memoryRateLimitStore().limiter({ name: 'signup', points: 2 }),
      });
      const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
      const send = (email: string, address: string) =>
        postJson(app, '/api/onboarding', { email }, {}, from(address));

      expect((await send('one@example.com', '10.0.0.1')).status).toBe(201);
      expect((await send('two@example.com', '10.0.0.1')).status).toBe(201);
      const limited = await send('three@example.com', '10.0.0.1');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(await errorCode(limited)).toBe('rate_limited');
      expect((await send('four@example.com', '10.0.0.2')).status).toBe(201);

      vi.setSystemTime(Date.now() + 60_000);
      expect((await send('three@example.com', '10.0.0.1')).status).toBe(201);
      expect(await countRows(database.db)).toEqual({ onboarding: 4, interviews: 4 });
    });
  });
});

function json(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
