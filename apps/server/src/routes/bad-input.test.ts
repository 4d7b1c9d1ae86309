// The bad-input corpus: values PostgreSQL cannot store — NUL, lone UTF-16 surrogates,
// bytes that are not UTF-8, dates outside its range — sent to every route that stores text or
// time. Each must be refused with `400 invalid_body` naming the field (or, in a platform report,
// cleaned), never reach the database as a 500, and leave the stored rows as they were.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { interviews } from '../db/schema/interviews.ts';
import { onboarding } from '../db/schema/onboarding.ts';
import {
  bearer,
  buildTestApp,
  countRows,
  postOnboarding,
  type Ticket,
} from '../testing/api-helpers.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

/** A JSON body written by hand, so escapes (`\u0000`, `\ud800`) reach the server as sent. */
type RawJson = string;
/** Bytes that are not UTF-8, spliced into a JSON text where `@BAD@` stands. */
const INVALID_UTF8 = Uint8Array.from([0xc3, 0x28, 0xff]);

function bytesOf(json: RawJson): Uint8Array {
  const [before = '', after = ''] = json.split('@BAD@');
  const encoder = new TextEncoder();
  if (!json.includes('@BAD@')) return encoder.encode(json);
  return Uint8Array.from([...encoder.encode(before), ...INVALID_UTF8, ...encoder.encode(after)]);
}

function send(app: Hono, path: string, json: RawJson, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: bytesOf(json),
  });
}

const TIME = '"2026-01-01T10:00:00Z"';
const entry = (text: string, timestamp = TIME) =>
  `{"role":"user","text":"${text}","timestamp":${timestamp}}`;

/** [what, route (`onboarding` or an interview action), raw JSON body, field named]. */
const corpus: Array<[string, 'onboarding' | 'start' | 'transcript' | 'complete', RawJson, string]> =
  [
    ['a NUL in the e-mail', 'onboarding', '{"email":"ada\\u0000@example.com"}', 'email'],
    ['a lone surrogate in the e-mail', 'onboarding', '{"email":"ada\\ud800@example.com"}', 'email'],
    ['invalid UTF-8 in the e-mail', 'onboarding', '{"email":"ada@BAD@@example.com"}', 'email'],
    [
      'a NUL in the user agent',
      'onboarding',
      '{"email":"ada@example.com","user_agent":"Mozilla\\u0000"}',
      'user_agent',
    ],
    [
      'a NUL in the referrer',
      'onboarding',
      '{"email":"ada@example.com","referrer":"https://x.example/\\u0000"}',
      'referrer',
    ],
    [
      'a lone low surrogate in the referrer',
      'onboarding',
      '{"email":"ada@example.com","referrer":"\\udc00"}',
      'referrer',
    ],
    [
      'invalid UTF-8 in the user agent',
      'onboarding',
      '{"email":"ada@example.com","user_agent":"@BAD@"}',
      'user_agent',
    ],
    ['a NUL in the call id', 'start', `{"started_at":${TIME},"call_id":"call\\u0000"}`, 'call_id'],
    ['a start in year 0000', 'start', '{"started_at":"0000-01-01T00:00:00Z"}', 'started_at'],
    [
      'a start past year 9999 in UTC',
      'start',
      '{"started_at":"9999-12-31T23:59:59-14:00"}',
      'started_at',
    ],
    [
      'a NUL in transcript text',
      'transcript',
      `{"from_index":0,"entries":[${entry('hi\\u0000')}]}`,
      'entries.0.text',
    ],
    [
      'a lone surrogate in transcript text',
      'transcript',
      `{"from_index":0,"entries":[${entry('\\ud83d')}]}`,
      'entries.0.text',
    ],
    [
      'invalid UTF-8 in transcript text',
      'transcript',
      `{"from_index":0,"entries":[${entry('ok')},${entry('@BAD@')}]}`,
      'entries.1.text',
    ],
    [
      'a transcript time in year 0000',
      'transcript',
      `{"from_index":0,"entries":[${entry('hi', '"0000-01-01T00:00:00Z"')}]}`,
      'entries.0.timestamp',
    ],
    [
      'a completion in year 0000',
      'complete',
      '{"completed_at":"0000-01-01T00:00:00Z","transcript":[],"duration_seconds":1}',
      'completed_at',
    ],
    [
      'a completion past year 9999 in UTC',
      'complete',
      '{"completed_at":"9999-12-31T23:59:59-14:00","transcript":[],"duration_seconds":1}',
      'completed_at',
    ],
    [
      'a NUL in the completed transcript',
      'complete',
      `{"completed_at":${TIME},"transcript":[${entry('bye\\u0000')}],"duration_seconds":1}`,
      'transcript.0.text',
    ],
  ];

const SECRET = 'bad-input-secret';

/** A platform report of call `call-1` with more members of `message` (raw JSON). */
const report = (members: string) =>
  `{"message":{"type":"end-of-call-report","call":{"id":"call-1"},${members}}}`;

describeOnEachDatabase((context) => {
  const snapshot = async () => {
    const { db } = context().database;
    return {
      records: await db.select().from(onboarding).orderBy(onboarding.email),
      interviews: await db.select().from(interviews).orderBy(interviews.id),
    };
  };

  describe('the bad-input corpus', () => {
    it.each(corpus)(
      'refuses %s with 400 invalid_body naming the field',
      async (_, route, json, field) => {
        const { app } = context();
        let ticket: Ticket | undefined;
        if (route !== 'onboarding')
          ticket = (await postOnboarding(app, 'grace@example.com')).ticket;
        const before = await snapshot();
        const res =
          route === 'onboarding'
            ? await send(app, '/api/onboarding', json)
            : await send(
                app,
                `/api/interviews/${ticket?.id}/${route}`,
                json,
                bearer(ticket!.token),
              );
        expect(res.status).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('invalid_body');
        expect(body.error.message).toContain(`(${field}:`);
        expect(await snapshot()).toEqual(before);
      },
    );

    it('still stores the same values when they are well formed (the corpus is not refused for another reason)', async () => {
      const { app } = context();
      const res = await send(
        app,
        '/api/onboarding',
        '{"email":"ada@example.com","user_agent":"Mozilla \\ud83d\\ude00","referrer":"https://x.example/"}',
      );
      expect(res.status).toBe(201);
      const { ticket } = await postOnboarding(app, 'grace@example.com');
      const auth = bearer(ticket.token);
      const base = `/api/interviews/${ticket.id}`;
      expect(
        (
          await send(
            app,
            `${base}/start`,
            '{"started_at":"0001-01-01T00:00:00Z","call_id":"c"}',
            auth,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await send(
            app,
            `${base}/complete`,
            `{"completed_at":"9999-12-31T23:59:59Z","transcript":[${entry('ok \\u00e9')}],"duration_seconds":1}`,
            auth,
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('platform reports holding values PostgreSQL cannot store', () => {
    const setup = async () => {
      const app = buildTestApp(context().database, { webhookSecret: SECRET });
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await send(
        app,
        `/api/interviews/${ticket.id}/start`,
        `{"started_at":${TIME},"call_id":"call-1"}`,
        bearer(ticket.token),
      );
      const hook = (json: RawJson) =>
        send(app, '/api/webhooks/voice', json, { 'x-vapi-secret': SECRET });
      const stored = async () =>
        (
          await context().database.db.select().from(interviews).where(eq(interviews.id, ticket.id))
        )[0];
      return { hook, stored };
    };

    it('cleans NUL and lone surrogates out of transcript text and stores the report', async () => {
      const { hook, stored } = await setup();
      const res = await hook(
        report(
          '"endedAt":"2026-01-01T10:01:00Z","artifact":{"messages":[' +
            '{"role":"bot","message":"Hi\\u0000 there","time":1767261601000},' +
            '{"role":"user","message":"me \\ud800","time":1767261602000}]}',
        ),
      );
      expect(res.status).toBe(200);
      const row = await stored();
      // Stored and judged: no question of the interview was asked (docs/product.md#statuses).
      expect(row?.status).toBe('abandoned');
      expect(row?.transcript.map((line) => line.text)).toEqual(['Hi there', 'me \uFFFD']);
    });

    it.each([
      ['an end in year 0000', '"endedAt":"0000-01-01T00:00:00Z"'],
      ['an end past year 9999', '"endedAt":"9999-12-31T23:59:59-14:00"'],
      ['a start in year 0000', '"startedAt":"0000-01-01T00:00:00Z"'],
      ['a timestamp far in the future', '"timestamp":8.64e15'],
      [
        'a message time far in the past',
        '"artifact":{"messages":[{"role":"user","message":"x","time":-8.64e15}]}',
      ],
    ])('drops %s and never answers 500', async (_, members) => {
      const { hook, stored } = await setup();
      const res = await hook(report(members));
      expect(res.status).toBe(200);
      const row = await stored();
      expect(row?.callReportAt).not.toBeNull();
      for (const date of [row?.completedAt, row?.startedAt]) {
        expect(date?.getUTCFullYear()).toBeGreaterThan(1);
        expect(date?.getUTCFullYear()).toBeLessThan(10_000);
      }
    });

    it('treats a call id PostgreSQL cannot store as no call id, and bytes that are not UTF-8 as a 400', async () => {
      const { hook, stored } = await setup();
      const nul = await hook(
        '{"message":{"type":"end-of-call-report","call":{"id":"call-1\\u0000"}}}',
      );
      expect(nul.status).toBe(200);
      const bytes = await hook(report('"messages":[{"role":"user","message":"@BAD@"}]'));
      expect(bytes.status).toBe(400);
      expect(((await bytes.json()) as { error: { message: string } }).error.message).toContain(
        'message.messages.0.message',
      );
      expect((await stored())?.status).toBe('started');
      expect(await countRows(context().database.db)).toEqual({ onboarding: 1, interviews: 1 });
    });
  });
});
