// Bad input through the whole app, as an attacker or a broken platform sends it: crafted
// pagination cursors that pass a pattern but name no real instant, end-of-call reports whose
// numbers are absurd, and bidirectional controls in what organisers type. None may be a 500:
// request input is `400` in the API's error shape; a report is stored whatever its numbers.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { interviews } from '../db/schema/interviews.ts';
import type { Logger } from '../logger.ts';
import { organiserSession, sendJson, type OrganiserSession } from '../testing/admin-helpers.ts';
import {
  bearer,
  buildTestApp,
  errorCode,
  postJson,
  postOnboarding,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase, type SuiteContext } from '../testing/each-database.ts';

const SECRET = 'bad-input-webhook-secret';
const UUID = '0b5f3a62-6d1e-4c1a-9d7e-2f4b8c9a1e10';

/** A logger that keeps every line at warn or error, so a test can say none was written. */
function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const keep =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, ...(fields ? { fields } : {}) });
    };
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: keep('warn'),
    error: keep('error'),
  };
  return { logger, errors: () => lines.filter((line) => line.level === 'error') };
}

const cursorOf = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString(
    'base64url',
  );

/** Cursors shaped like the API's (base64url of `[timestamp, key]`) that name no real row. */
const craftedTimes: [string, unknown][] = [
  ['February 30th', '2024-02-30 00:00:00+00'],
  ['February 29th of a common year', '2023-02-29 12:00:00+00'],
  ['April 31st', '2024-04-31 00:00:00+00'],
  ['month 13', '2024-13-01 00:00:00+00'],
  ['month 00', '2024-00-10 00:00:00+00'],
  ['day 00', '2024-01-00 00:00:00+00'],
  ['hour 25', '2024-01-01 25:00:00+00'],
  ['minute 61', '2024-01-01 10:61:00+00'],
  ['second 60', '2024-01-01 10:00:60+00'],
  ['year 0000', '0000-01-01 00:00:00+00'],
  ['year 99999', '99999-01-01 00:00:00+00'],
  ['an offset beyond any zone', '2024-01-01 00:00:00+99'],
  ['offset minutes 75', '2024-01-01 00:00:00+05:75'],
  ['NaN', 'NaN'],
  ['a number', 20240101],
  ['null', null],
];

function craftedCursors(key: string): [string, string][] {
  return [
    ...craftedTimes.map(([what, at]): [string, string] => [what, cursorOf([at, key])]),
    ['a JSON object', cursorOf({ at: '2024-01-01 00:00:00+00', key })],
    ['a JSON string', cursorOf('"2024-01-01 00:00:00+00"')],
    ['JSON null', cursorOf('null')],
    ['an empty array', cursorOf([])],
    ['three elements', cursorOf(['2024-01-01 00:00:00+00', key, 'extra'])],
    ['a key that is a number', cursorOf(['2024-01-01 00:00:00+00', 42])],
    ['a key with a NUL', cursorOf(['2024-01-01 00:00:00+00', `a\u0000${key}`])],
    ['not JSON', cursorOf('[2024-01-01')],
    ['not base64url', '%%%***'],
    ['a huge cursor', cursorOf(['2024-01-01 00:00:00+00', 'k'.repeat(20_000)])],
  ];
}

interface Setup {
  app: Hono;
  owner: OrganiserSession;
  errors: () => unknown[];
}

async function setUp(context: () => SuiteContext): Promise<Setup> {
  const { database } = context();
  const { logger, errors } = recordingLogger();
  const app = buildTestApp(database, { logger, webhookSecret: SECRET });
  const owner = await organiserSession(app, database.db, 'owner@example.com');
  return { app, owner, errors };
}

describeOnEachDatabase((context) => {
  describe('crafted cursors', () => {
    const routes: [string, string][] = [
      ['/api/admin/answers', UUID],
      ['/api/admin/people', 'ada@example.com'],
      ['/api/admin/people?sort=oldest&status=none', 'ada@example.com'],
    ];
    for (const [route, key] of routes) {
      it(`${route}: every crafted cursor is 400 invalid_cursor, and no error is logged`, async () => {
        const { owner, errors } = await setUp(context);
        const join = route.includes('?') ? '&' : '?';
        for (const [what, cursor] of craftedCursors(key)) {
          const res = await owner.request(`${route}${join}cursor=${encodeURIComponent(cursor)}`);
          expect(res.status, what).toBe(400);
          expect(res.headers.get('cache-control'), what).toBe('no-store');
          const body = (await res.json()) as { error: { code: string; message: string } };
          expect(body.error.code, what).toBe('invalid_cursor');
          expect(body.error.message, what).toMatch(/cursor/);
        }
        expect(errors()).toEqual([]);
      });
    }

    it('/api/admin/audit: a cursor that is no row id is 400 invalid_cursor', async () => {
      const { owner, errors } = await setUp(context);
      for (const cursor of ['0', '-1', '1.5', '1e400', 'NaN', 'abc', '9'.repeat(40)]) {
        const res = await owner.request(`/api/admin/audit?cursor=${cursor}`);
        expect(res.status, cursor).toBe(400);
        expect(await errorCode(res), cursor).toBe('invalid_cursor');
      }
      expect(errors()).toEqual([]);
    });

    it('still pages with the cursors the API gives out, leap days included', async () => {
      const { app, owner } = await setUp(context);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await postOnboarding(app, email);
      }
      const first = (await (await owner.request('/api/admin/people?limit=2')).json()) as {
        items: { email: string }[];
        nextCursor: string;
      };
      expect(first.items).toHaveLength(2);
      const next = await owner.request(`/api/admin/people?limit=2&cursor=${first.nextCursor}`);
      expect(next.status).toBe(200);
      expect(((await next.json()) as { items: unknown[] }).items).toHaveLength(1);
      const leapDay = cursorOf(['2024-02-29 23:59:59.999999+00', 'z@example.com']);
      expect((await owner.request(`/api/admin/people?cursor=${leapDay}`)).status).toBe(200);
      const answers = cursorOf(['2024-02-29 10:00:00.5+05:30', UUID]);
      expect((await owner.request(`/api/admin/answers?cursor=${answers}`)).status).toBe(200);
    });
  });

  describe('an end-of-call report with absurd times', () => {
    const STARTED = '2026-01-01T10:00:00.000Z';
    const at = (seconds: number) => Date.parse(STARTED) + seconds * 1000;

    function absurdReport(callId: string) {
      return {
        message: {
          type: 'end-of-call-report',
          endedReason: 'customer-ended-call',
          call: { id: callId, startedAt: '+275760-09-13T00:00:00.000Z', endedAt: 'NaN' },
          startedAt: STARTED,
          endedAt: '+275760-09-13T00:00:00.000Z',
          timestamp: 1e20,
          artifact: {
            messages: [
              { role: 'bot', message: 'Welcome! What do you build?', time: at(1) },
              { role: 'user', message: 'Far future', secondsFromStart: 1e20 },
              { role: 'user', message: 'Far past', secondsFromStart: -1e20 },
              { role: 'user', message: 'A string time', time: 'NaN', secondsFromStart: 'soon' },
              { role: 'user', message: 'Past the Date range', time: 8.64e15 + 1 },
              { role: 'user', message: 'Year 275760', time: Date.parse('+275760-09-13T00:00:00Z') },
              { role: 'user', message: 'Year 12000', secondsFromStart: 320_000_000_000 },
              { role: 'user', message: 'Infinity-ish', time: -8.64e15 },
              { role: 'bot', message: 'Thanks, goodbye.', time: at(20) },
            ],
          },
        },
      };
    }

    it('stores the report with those entries clamped, and a retry changes nothing', async () => {
      const { database } = context();
      const { app, errors } = await setUp(context);
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await postJson(
        app,
        `/api/interviews/${ticket.id}/start`,
        { started_at: STARTED, call_id: 'call-absurd' },
        bearer(ticket.token),
      );
      const deliver = () =>
        postJson(app, '/api/webhooks/voice', absurdReport('call-absurd'), {
          'x-vapi-secret': SECRET,
        });
      const res = await deliver();
      expect(res.status).toBe(200);
      const [row] = await database.db.select().from(interviews).where(eq(interviews.id, ticket.id));
      // Stored and judged: no question of the interview was asked (docs/product.md#statuses).
      expect(row?.status).toBe('abandoned');
      expect(row?.callReportAt).not.toBeNull();
      const texts = row?.transcript.map((entry) => entry.text);
      expect(texts).toEqual([
        'Welcome! What do you build?',
        'Far future',
        'Far past',
        'A string time',
        'Past the Date range',
        'Year 275760',
        'Year 12000',
        'Infinity-ish',
        'Thanks, goodbye.',
      ]);
      for (const entry of row?.transcript ?? []) {
        expect(entry.timestamp, entry.text).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        const ms = Date.parse(entry.timestamp);
        expect(ms, entry.text).toBeGreaterThanOrEqual(Date.parse(STARTED));
        expect(ms, entry.text).toBeLessThanOrEqual(at(20));
      }
      // The call's end was nonsense: the report's arrival stands in for it.
      expect(row?.completedAt?.getUTCFullYear()).toBeLessThan(10_000);
      expect(row?.durationSeconds ?? 0).toBeLessThan(7 * 24 * 3600);

      const again = await deliver();
      expect(again.status).toBe(200);
      const [after] = await database.db
        .select()
        .from(interviews)
        .where(eq(interviews.id, ticket.id));
      expect(after).toEqual(row);
      expect(errors()).toEqual([]);
    });
  });

  describe('no cache keeps an organiser’s answers', () => {
    it('answers every /api/admin and /api/auth request no-store, errors and signed-out ones too', async () => {
      const { app, owner } = await setUp(context);
      const answers = [
        await owner.request('/api/admin/me'),
        await owner.request('/api/admin/people'),
        await owner.request('/api/admin/no-such-route'),
        await owner.request('/api/admin/people?limit=0'),
        await app.request('/api/admin/me'),
        await app.request('/api/admin'),
        await app.request('/api/auth/get-session', { headers: { cookie: owner.cookie } }),
      ];
      for (const res of answers) {
        expect(res.headers.get('cache-control'), `${res.url} ${res.status}`).toBe('no-store');
      }
    });
  });

  describe('bidirectional controls in what organisers type', () => {
    const definition = {
      firstMessage: 'Welcome!',
      questions: ['What do you build?', 'How do you use AI?'],
      closingLine: 'Thanks, goodbye.',
      voice: { provider: 'local', voiceId: 'en-gb' },
      silenceTimeoutSeconds: 45,
      maxDurationSeconds: 900,
    };
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];

    it('refuses each control in the interview’s texts with 400 naming the field', async () => {
      const { owner } = await setUp(context);
      const cases: [string, Record<string, unknown>][] = [
        ['questions.1', { questions: ['What do you build?', 'Why \u202Edliub uoy od'] }],
        ['firstMessage', { firstMessage: 'Welcome \u2067 home' }],
        ['closingLine', { closingLine: '\u202BBye' }],
        ['voice.voiceId', { voice: { provider: 'local', voiceId: 'en\u2066-gb' } }],
        ['voice.provider', { voice: { provider: 'lo\u202Dcal', voiceId: 'en-gb' } }],
      ];
      for (const [field, change] of cases) {
        const res = await sendJson(owner, 'PUT', '/api/admin/interview', {
          definition: { ...definition, ...change },
          baseVersionId: 'any',
        });
        expect(res.status, field).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code, field).toBe('invalid_body');
        expect(body.error.message, field).toContain(field);
        expect(body.error.message, field).toMatch(/bidirectional/);
      }
      for (const control of controls) {
        const res = await sendJson(owner, 'PUT', '/api/admin/interview', {
          definition: { ...definition, questions: [`Question ${control} one`] },
          baseVersionId: 'any',
        });
        expect(res.status, `U+${control.codePointAt(0)?.toString(16)}`).toBe(400);
      }
      const sample = await sendJson(owner, 'POST', '/api/admin/interview/sample', {
        text: 'Hello \u202E',
        voice: definition.voice,
      });
      expect(sample.status).toBe(400);
      expect(await errorCode(sample)).toBe('invalid_body');
    });

    it('refuses them in an invitation’s and the first owner’s e-mail', async () => {
      const { app, owner } = await setUp(context);
      const invite = await sendJson(owner, 'POST', '/api/admin/invitations', {
        email: 'eve\u202E@example.com',
        role: 'viewer',
      });
      expect(invite.status).toBe(400);
      const body = (await invite.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toContain('email');
      const setup = await postJson(
        app,
        '/api/admin/setup',
        { code: 'x'.repeat(20), email: 'eve\u2066@example.com', password: 'long enough password' },
        { origin: 'http://localhost' },
      );
      expect(setup.status).toBe(400);
    });

    it('refuses them in the account name better-auth takes, and keeps a plain one', async () => {
      const { owner } = await setUp(context);
      const refused = await sendJson(owner, 'POST', '/api/auth/update-user', {
        name: 'Eve \u202Eetadpu',
      });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'invalid_body' });
      expect(body.error.message).toContain('name');
      const plain = await sendJson(owner, 'POST', '/api/auth/update-user', { name: 'Eve' });
      expect(plain.status).toBe(200);
    });
  });
});
