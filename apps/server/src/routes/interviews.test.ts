import type { TranscriptEntry } from '@vibe/contracts/api';
import { INTERVIEW_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { interviews } from '../db/schema/interviews.ts';
import {
  bearer,
  errorCode,
  postJson,
  postOnboarding,
  storedRecord,
  type Ticket,
} from '../testing/api-helpers.ts';
import { answeredTranscript } from '../testing/answered-transcript.ts';
import { describeOnEachDatabase } from '../testing/each-database.ts';

const entry = (n: number, role: TranscriptEntry['role'] = 'user'): TranscriptEntry => ({
  role,
  text: `line ${n}`,
  timestamp: `2026-01-01T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
});
const entries = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => entry(from + i));

const call = (app: Hono, ticket: Ticket, action: string, body: unknown) =>
  postJson(app, `/api/interviews/${ticket.id}/${action}`, body, bearer(ticket.token));

async function storedInterview(db: Database, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  return row;
}

/** The interview routes: start, incremental transcript, complete, tokens and bad input. */
describeOnEachDatabase((context) => {
  describe('POST /api/interviews/:id/start', () => {
    it('records the start on the interview and on the onboarding record', async () => {
      const { app } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      const res = await call(app, ticket, 'start', {
        started_at: '2026-01-01T10:00:00+01:00',
        call_id: 'call-1',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        record: Record<string, unknown>;
        interview: Record<string, unknown>;
      };
      expect(body.record.interview_started_at).toBe('2026-01-01T09:00:00.000Z');
      expect(body.interview).toMatchObject({
        id: ticket.id,
        email: 'ada@example.com',
        call_id: 'call-1',
        started_at: '2026-01-01T09:00:00.000Z',
        completed: false,
      });
      expect(body.interview).not.toHaveProperty('token_hash');
    });
  });

  describe('POST /api/interviews/:id/transcript', () => {
    it('appends entries, and replaying a save changes nothing', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'start', { started_at: '2026-01-01T10:00:00Z' });
      const first = await call(app, ticket, 'transcript', {
        from_index: 0,
        entries: entries(0, 2),
      });
      expect(await first.json()).toEqual({ count: 2 });
      const second = { from_index: 2, entries: entries(2, 3) };
      expect(await (await call(app, ticket, 'transcript', second)).json()).toEqual({ count: 3 });
      const before = await storedInterview(database.db, ticket.id);
      const replay = await call(app, ticket, 'transcript', second);
      expect(await replay.json()).toEqual({ count: 3 });
      const after = await storedInterview(database.db, ticket.id);
      expect(after?.transcript).toEqual(entries(0, 3));
      expect(after?.updatedAt).toEqual(before?.updatedAt);
      expect((await storedRecord(database.db, 'ada@example.com'))?.transcript).toEqual(
        entries(0, 3),
      );
    });

    it('replaces the tail from from_index', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'transcript', { from_index: 0, entries: entries(0, 3) });
      const rewrite = [entry(1, 'assistant')];
      const res = await call(app, ticket, 'transcript', { from_index: 1, entries: rewrite });
      expect(await res.json()).toEqual({ count: 2 });
      expect((await storedInterview(database.db, ticket.id))?.transcript).toEqual([
        entry(0),
        ...rewrite,
      ]);
    });

    it('answers 409 transcript_gap for a from_index past the stored entries and keeps them', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'transcript', { from_index: 0, entries: entries(0, 2) });
      const res = await call(app, ticket, 'transcript', { from_index: 3, entries: entries(3, 4) });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'transcript_gap' }, count: 2 });
      expect((await storedInterview(database.db, ticket.id))?.transcript).toEqual(entries(0, 2));
    });

    it('refuses to grow a transcript past 2,000 entries with 413', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'transcript', { from_index: 0, entries: entries(0, 1500) });
      const res = await call(app, ticket, 'transcript', {
        from_index: 1500,
        entries: entries(1500, 2001),
      });
      expect(res.status).toBe(413);
      expect((await storedInterview(database.db, ticket.id))?.transcript).toHaveLength(1500);
    });
  });

  describe('POST /api/interviews/:id/complete', () => {
    it('stores the completion, replacing the transcript, on the interview and the record', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'start', { started_at: '2026-01-01T10:00:00Z' });
      await call(app, ticket, 'transcript', { from_index: 0, entries: entries(0, 3) });
      // Every question answered: the interview is completed (docs/product.md#statuses).
      const final = answeredTranscript();
      const res = await call(app, ticket, 'complete', {
        completed_at: '2026-01-01T10:02:05Z',
        transcript: final,
        duration_seconds: 125,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { record: Record<string, unknown> };
      expect(body.record).toMatchObject({
        interview_started_at: '2026-01-01T10:00:00.000Z',
        interview_completed_at: '2026-01-01T10:02:05.000Z',
        interview_completed: true,
        transcript: final,
        interview_duration_seconds: 125,
      });
      expect((await storedInterview(database.db, ticket.id))?.transcript).toEqual(final);
    });

    it('refuses later incremental saves with 409 interview_completed', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      const final = entries(0, 2);
      await call(app, ticket, 'complete', {
        completed_at: '2026-01-01T10:02:05Z',
        transcript: final,
        duration_seconds: 5,
      });
      const late = await call(app, ticket, 'transcript', { from_index: 0, entries: entries(5, 6) });
      expect(late.status).toBe(409);
      expect(await errorCode(late)).toBe('interview_completed');
      expect((await storedInterview(database.db, ticket.id))?.transcript).toEqual(final);
    });
  });

  describe('a completed interview is sealed', () => {
    const completion = {
      completed_at: '2026-01-01T10:02:05Z',
      transcript: entries(0, 2),
      duration_seconds: 125,
    };

    it('answers an identical replay of the completing request 200 and changes nothing', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      expect((await call(app, ticket, 'complete', completion)).status).toBe(200);
      const before = await storedInterview(database.db, ticket.id);
      const replay = await call(app, ticket, 'complete', completion);
      expect(replay.status).toBe(200);
      expect(await storedInterview(database.db, ticket.id)).toEqual(before);
    });

    it.each([
      ['another transcript', { ...completion, transcript: entries(5, 6) }],
      ['another end time', { ...completion, completed_at: '2026-01-01T11:00:00Z' }],
      ['another duration', { ...completion, duration_seconds: 1 }],
    ])('refuses a second completion with %s: 409 interview_completed', async (_, second) => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'complete', completion);
      const before = await storedInterview(database.db, ticket.id);
      const res = await call(app, ticket, 'complete', second);
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe('interview_completed');
      expect(await storedInterview(database.db, ticket.id)).toEqual(before);
    });

    it('refuses a start after completion: started_at and call_id stay', async () => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      await call(app, ticket, 'start', { started_at: '2026-01-01T10:00:00Z', call_id: 'call-1' });
      await call(app, ticket, 'complete', completion);
      const before = await storedInterview(database.db, ticket.id);
      const res = await call(app, ticket, 'start', {
        started_at: '2026-01-01T12:00:00Z',
        call_id: 'call-2',
      });
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe('interview_completed');
      expect(await storedInterview(database.db, ticket.id)).toEqual(before);
    });
  });

  describe('call ownership', () => {
    const start = { started_at: '2026-01-01T10:00:00Z', call_id: 'call-1' };

    it('refuses to bind a call another visitor’s interview started: 409 call_claimed', async () => {
      const { app, database } = context();
      const { ticket: victim } = await postOnboarding(app, 'ada@example.com');
      const { ticket: attacker } = await postOnboarding(app, 'eve@example.com');
      expect((await call(app, victim, 'start', start)).status).toBe(200);
      const res = await call(app, attacker, 'start', start);
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe('call_claimed');
      expect((await storedInterview(database.db, attacker.id))?.callId).toBeNull();
      // The owner may repeat its own start.
      expect((await call(app, victim, 'start', start)).status).toBe(200);
    });

    it('lets exactly one of many racing claims of one call win', async () => {
      const { app, database } = context();
      const tickets = await Promise.all(
        Array.from(
          { length: 8 },
          async (_, i) => (await postOnboarding(app, `v${i}@example.com`)).ticket,
        ),
      );
      const statuses = await Promise.all(
        tickets.map(async (ticket) => (await call(app, ticket, 'start', start)).status),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(7);
      const owners = await database.db
        .select()
        .from(interviews)
        .where(eq(interviews.callId, 'call-1'));
      expect(owners).toHaveLength(1);
    });
  });

  describe('a returning visitor', () => {
    it('keeps the earlier transcript until the new interview starts, then mirrors the new one', async () => {
      const { app, database } = context();
      const { ticket: first } = await postOnboarding(app, 'ada@example.com');
      await call(app, first, 'start', { started_at: '2026-01-01T10:00:00Z' });
      await call(app, first, 'complete', {
        completed_at: '2026-01-01T10:01:00Z',
        transcript: entries(0, 2),
        duration_seconds: 60,
      });
      const { status, ticket: second } = await postOnboarding(app, 'ada@example.com');
      expect(status).toBe(409);
      expect((await storedRecord(database.db, 'ada@example.com'))?.transcript).toEqual(
        entries(0, 2),
      );

      const res = await call(app, second, 'start', { started_at: '2026-02-01T10:00:00Z' });
      const body = (await res.json()) as { record: Record<string, unknown> };
      expect(body.record).toMatchObject({
        interview_started_at: '2026-02-01T10:00:00.000Z',
        interview_completed: false,
        interview_completed_at: null,
        transcript: [],
      });
      expect((await storedInterview(database.db, first.id))?.transcript).toEqual(entries(0, 2));
    });

    it('cannot use an older interview token on the newer interview, nor the other way round', async () => {
      const { app } = context();
      const { ticket: first } = await postOnboarding(app, 'ada@example.com');
      const { ticket: second } = await postOnboarding(app, 'ada@example.com');
      const body = { started_at: '2026-01-01T10:00:00Z' };
      const crossed = [
        { id: second.id, token: first.token },
        { id: first.id, token: second.token },
      ];
      for (const ticket of crossed) {
        expect((await call(app, ticket, 'start', body)).status).toBe(401);
      }
    });
  });

  describe('interview tokens', () => {
    const startBody = { started_at: '2026-01-01T10:00:00Z' };
    const unknownId = '01890000-0000-7000-8000-000000000000';

    it.each([
      ['a well-formed but unknown id', unknownId],
      ['an id that is not a UUID', 'not-a-uuid'],
    ])('answer 404 for %s whatever the token', async (_, id) => {
      const { app } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      for (const headers of [{}, bearer(ticket.token), bearer('wrong')]) {
        const res = await postJson(app, `/api/interviews/${id}/start`, startBody, headers);
        expect(res.status).toBe(404);
        expect(await errorCode(res)).toBe('not_found');
      }
    });

    it.each([
      ['no Authorization header', {}],
      ['a wrong token', bearer('x'.repeat(43))],
      ['a Basic header', { authorization: 'Basic YTpi' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
    ])('answer 401 for %s and change nothing', async (_, headers) => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      for (const action of ['start', 'transcript', 'complete']) {
        const res = await postJson(
          app,
          `/api/interviews/${ticket.id}/${action}`,
          startBody,
          headers,
        );
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await errorCode(res)).toBe('unauthorized');
      }
      expect((await storedInterview(database.db, ticket.id))?.startedAt).toBeNull();
    });

    it('answer 401 for the token of another visitor’s interview', async () => {
      const { app, database } = context();
      const { ticket: mine } = await postOnboarding(app, 'ada@example.com');
      const { ticket: theirs } = await postOnboarding(app, 'grace@example.com');
      const res = await call(app, { id: mine.id, token: theirs.token }, 'start', startBody);
      expect(res.status).toBe(401);
      expect((await storedInterview(database.db, mine.id))?.startedAt).toBeNull();
    });
  });

  describe('bad interview requests', () => {
    const long = 'x'.repeat(10_001);
    const cases: Array<[string, string, unknown, number, string]> = [
      ['malformed JSON', 'transcript', '{"from_index":', 400, 'invalid_body'],
      ['a start without started_at', 'start', {}, 400, 'invalid_body'],
      [
        'a start time that is not ISO 8601',
        'start',
        { started_at: 'yesterday' },
        400,
        'invalid_body',
      ],
      ['a negative from_index', 'transcript', { from_index: -1, entries: [] }, 400, 'invalid_body'],
      [
        'an entry with an unknown role',
        'transcript',
        { from_index: 0, entries: [{ ...entry(0), role: 'system' }] },
        400,
        'invalid_body',
      ],
      [
        'an entry text over 10,000 characters',
        'transcript',
        { from_index: 0, entries: [{ ...entry(0), text: long }] },
        400,
        'invalid_body',
      ],
      [
        'more than 2,000 entries',
        'complete',
        {
          completed_at: '2026-01-01T10:00:00Z',
          transcript: Array.from({ length: 2001 }, () => ({
            role: 'user',
            text: '',
            timestamp: '2026-01-01T10:00:00Z',
          })),
          duration_seconds: 1,
        },
        400,
        'invalid_body',
      ],
      [
        'a fractional duration',
        'complete',
        { completed_at: '2026-01-01T10:00:00Z', transcript: [], duration_seconds: 1.5 },
        400,
        'invalid_body',
      ],
      [
        'a body over 1 MB',
        'complete',
        {
          completed_at: '2026-01-01T10:00:00Z',
          transcript: [{ ...entry(0), text: 'x'.repeat(INTERVIEW_BODY_MAX_BYTES) }],
          duration_seconds: 1,
        },
        413,
        'payload_too_large',
      ],
    ];
    it.each(cases)('refuse %s and store nothing', async (_, action, body, status, code) => {
      const { app, database } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      const before = await storedInterview(database.db, ticket.id);
      const res = await call(app, ticket, action, body);
      expect(res.status).toBe(status);
      expect(await errorCode(res)).toBe(code);
      expect(await storedInterview(database.db, ticket.id)).toEqual(before);
    });

    it('refuse a non-JSON body with 415', async () => {
      const { app } = context();
      const { ticket } = await postOnboarding(app, 'ada@example.com');
      const res = await app.request(`/api/interviews/${ticket.id}/start`, {
        method: 'POST',
        headers: { ...bearer(ticket.token), 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(res.status).toBe(415);
    });
  });
});
