// Two server copies on one PostgreSQL (and one Redis), as behind a load balancer: they start
// (and migrate) at the same moment, see each other's sign-ups, and share one sign-up limit.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import migrationJournal from '../drizzle/meta/_journal.json' with { type: 'json' };
import { createOrganiser } from './admin/organisers.ts';
import { MIGRATIONS_TABLE } from './db/client.ts';
import { interviews } from './db/schema/interviews.ts';
import { localPlatformExtension } from './local-mode.ts';
import { createLogger } from './logger.ts';
import { startServer, type RunningServer } from './server.ts';
import { cookieHeader, TEST_PASSWORD } from './testing/admin-helpers.ts';
import { answeredTranscript } from './testing/answered-transcript.ts';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import {
  createScratchDatabase,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from './testing/test-databases.ts';

const SIGNUP_LIMIT = 5;
const SIGN_IN_LIMIT = 4;
const WEBHOOK_SECRET = 'several-copies-webhook-secret';

const stores: { store: string; env: Record<string, string>; skip: boolean }[] = [
  { store: 'the PostgreSQL store', env: {}, skip: !TEST_DATABASE_URL },
  {
    store: 'the Redis store',
    env: { REDIS_URL: TEST_REDIS_URL ?? '' },
    skip: !TEST_DATABASE_URL || !TEST_REDIS_URL,
  },
];

/** A client address no earlier run used (Redis keeps its counters between runs). */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const STARTED = '2026-01-01T10:00:00.000Z';
const ENDED = '2026-01-01T10:03:05.000Z';

/** An end-of-call report in the platform's shape for `callId`. */
function endOfCallReport(callId: string) {
  const at = (seconds: number) => Date.parse(STARTED) + seconds * 1000;
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: Date.parse(ENDED),
      endedReason: 'assistant-ended-call',
      call: { id: callId, status: 'ended' },
      startedAt: STARTED,
      endedAt: ENDED,
      artifact: {
        // Every question of the seeded interview asked and answered: a completed interview.
        messages: answeredTranscript(STARTED).map((entry, i) => ({
          role: entry.role === 'assistant' ? 'bot' : 'user',
          message: entry.text,
          time: at(1 + i * 5),
        })),
      },
    },
  };
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function postOnboarding(url: string, email: string, address: string): Promise<Response> {
  return fetch(`${url}/api/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  });
}

describe.each(stores)('two copies on one PostgreSQL with $store', ({ env, skip, store }) => {
  let copies: RunningServer[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (skip) return;
    const scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    drop = scratch.drop;
    const config = ephemeralConfig({
      DATABASE_URL: scratch.url,
      SIGNUP_RATE_LIMIT: String(SIGNUP_LIMIT),
      AUTH_SIGNIN_RATE_LIMIT: String(SIGN_IN_LIMIT),
      TRUST_PROXY: '1',
      WEBHOOK_SECRET,
      ...env,
    });
    // Both at once on an empty database, each with the local platform (which migrates its own
    // tables too), as two copies deployed together start.
    copies = await Promise.all(
      [1, 2].map(() =>
        startServer({
          config,
          app: { webDistDir: null },
          extend: localPlatformExtension({ logger: createLogger('silent') }),
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.close()));
    await drop();
  });

  it.skipIf(skip)('start together: the schema is migrated once and both are ready', async () => {
    const [one] = copies;
    const [applied] = await one!.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql.raw(`drizzle."${MIGRATIONS_TABLE}"`));
    expect(applied?.n).toBe(migrationJournal.entries.length);
    for (const copy of copies) {
      const ready = await fetch(`${copy.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', rateLimitStore: 'ok' });
    }
    expect(copies.map((copy) => copy.rateLimitStore.kind)).toEqual(
      Array(2).fill(store.includes('Redis') ? 'redis' : 'postgres'),
    );
  });

  it.skipIf(skip)('a sign-up through one copy is known to the other', async () => {
    const [one, two] = copies;
    const email = `both-${randomInt(1e9)}@example.com`;
    const first = await postOnboarding(one!.url, email, freshAddress());
    expect(first.status).toBe(201);
    const { interview } = (await first.json()) as { interview: { id: string; token: string } };

    const again = await postOnboarding(two!.url, email, freshAddress());
    expect(again.status).toBe(409);
    // The interview opened through the first copy starts through the second.
    const start = await fetch(`${two!.url}/api/interviews/${interview.id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${interview.token}` },
      body: JSON.stringify({ started_at: new Date().toISOString() }),
    });
    expect(start.status).toBe(200);
  });

  it.skipIf(skip)(
    `shares one limit: ${SIGNUP_LIMIT} sign-ups per address in total across both copies`,
    async () => {
      const address = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: SIGNUP_LIMIT * 3 }, (_, i) =>
          postOnboarding(copies[i % 2]!.url, `limit-${randomInt(1e9)}-${i}@example.com`, address),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(SIGNUP_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(SIGNUP_LIMIT * 2);
      for (const answer of answers.filter((answer) => answer.status === 429)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Another visitor is not affected.
      expect(
        (
          await postOnboarding(
            copies[1]!.url,
            `other-${randomInt(1e9)}@example.com`,
            freshAddress(),
          )
        ).status,
      ).toBe(201);
    },
  );

  it.skipIf(skip)(
    'leaves the same row whether a report arrives twice at once (one per copy) before or after the browser completes',
    async () => {
      const [one, two] = copies as [RunningServer, RunningServer];
      const finalRow = async (reportFirst: boolean) => {
        const email = `report-${randomInt(1e9)}@example.com`;
        const answer = await postOnboarding(one.url, email, freshAddress());
        const { interview } = (await answer.json()) as { interview: { id: string; token: string } };
        const callId = `call-${interview.id}`;
        const auth = { authorization: `Bearer ${interview.token}` };
        await postJson(
          `${one.url}/api/interviews/${interview.id}/start`,
          {
            started_at: STARTED,
            call_id: callId,
          },
          auth,
        );
        const reportTwice = () =>
          Promise.all(
            [one, two].map((copy) =>
              postJson(`${copy.url}/api/webhooks/voice`, endOfCallReport(callId), {
                'x-vapi-secret': WEBHOOK_SECRET,
              }),
            ),
          );
        const complete = () =>
          postJson(
            `${two.url}/api/interviews/${interview.id}/complete`,
            {
              completed_at: '2026-01-01T10:05:00.000Z',
              transcript: [{ role: 'user', text: 'the browser copy', timestamp: STARTED }],
              duration_seconds: 300,
            },
            auth,
          );
        const statuses = reportFirst
          ? [...(await reportTwice()), await complete()]
          : [await complete(), ...(await reportTwice())];
        // The report is authoritative: a browser completing after it finds the interview sealed
        // (the page treats that as done); a browser completing first is superseded by it.
        expect(statuses.map((res) => res.status)).toEqual(
          reportFirst ? [200, 200, 409] : [200, 200, 200],
        );
        const [row] = await one.database.db
          .select()
          .from(interviews)
          .where(eq(interviews.id, interview.id));
        const { startedAt, completedAt, status, transcript, durationSeconds } = row!;
        return { startedAt, completedAt, status, transcript, durationSeconds };
      };
      const reportFirst = await finalRow(true);
      expect(reportFirst).toMatchObject({ status: 'completed', durationSeconds: 185 });
      expect(await finalRow(false)).toEqual(reportFirst);
    },
  );

  it.skipIf(skip)('an organiser signed in through one copy is signed in on the other', async () => {
    const [one, two] = copies as [RunningServer, RunningServer];
    const email = `organiser-${randomInt(1e9)}@example.com`;
    const created = await createOrganiser(one.database.db, {
      email,
      password: TEST_PASSWORD,
      role: 'viewer',
    });
    expect(created.ok).toBe(true);
    const signIn = await postJson(
      `${one.url}/api/auth/sign-in/email`,
      { email, password: TEST_PASSWORD },
      { origin: one.url, 'x-forwarded-for': freshAddress() },
    );
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(signIn);
    const me = await fetch(`${two.url}/api/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: 'viewer' });
    // A sign-up through the first copy is on the second copy's dashboard at once.
    const visitor = `seen-${randomInt(1e9)}@example.com`;
    expect((await postOnboarding(one.url, visitor, freshAddress())).status).toBe(201);
    const people = await fetch(`${two.url}/api/admin/people?q=${encodeURIComponent(visitor)}`, {
      headers: { cookie },
    });
    expect(((await people.json()) as { items: { email: string }[] }).items).toEqual([
      expect.objectContaining({ email: visitor, latestStatus: 'pending' }),
    ]);
    const person = await fetch(`${two.url}/api/admin/people/${encodeURIComponent(visitor)}`, {
      headers: { cookie },
    });
    expect(person.status).toBe(200);
    // Signing out through the second copy ends the session on the first as well.
    const signOut = await postJson(`${two.url}/api/auth/sign-out`, {}, { cookie, origin: two.url });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${one.url}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
  });

  it.skipIf(skip)(
    `shares one sign-in limit: ${SIGN_IN_LIMIT} attempts per address across both copies`,
    async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_LIMIT * 3; i += 1) {
        const copy = copies[i % 2]!;
        const answer = await postJson(
          `${copy.url}/api/auth/sign-in/email`,
          { email: 'nobody@example.com', password: 'not the password' },
          { origin: copy.url, 'x-forwarded-for': address },
        );
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(SIGN_IN_LIMIT * 2);
    },
  );
});
