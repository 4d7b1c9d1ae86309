// The Answers screen at scale: 100,000 sign-ups, 200,000 interviews and an
// interview of 5 questions (1,000,000 answers), seeded into embedded PostgreSQL (PGlite), then
// into a real PostgreSQL when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
// answers. The server's app answers in this process with an organiser's session; budgets on
// p95 of its own time (`Server-Timing: total`, session check included): the first page of a
// question's answers ≤ 50 ms, a search within them (a common word, a rare word, a prefix) and the
// list of questions with their answer counts ≤ 100 ms.
// Env: BENCH_PEOPLE (100000), BENCH_ROUNDS (40). Exits 1 when a budget is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, createOrganiser, type DatabaseHandle } from '@vibe/server';
import { createScratchDatabase } from '@vibe/server/testing';
import { signedInReader } from './admin-reads.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PAGE_BUDGET_MS = 50;
const SEARCH_BUDGET_MS = 100;
const SEED_BATCH = 10_000;
/** Rounds run first and not counted: the JIT, the caches and the planner warm up. */
const WARM_UP = 10;
const PASSWORD = 'bench password 123';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTIONS = [
  'Tell me about your coding background.',
  'How do you use AI when you code?',
  'What are you building right now?',
  'What would make the community worth your time?',
  'Anything else we should know?',
];
/** The questions' identities across versions (the server gives any text; these are short). */
const QUESTION_IDS = QUESTIONS.map((_question, i) => `q${i + 1}`);
/** The words answers are made of; `zephyr` is added to about one answer in 5,000. */
const WORDS = (
  'i we use build code ship test write read learn python rust react vue node cloud api data ' +
  'model agent prompt review debug refactor deploy mobile web game tool startup team solo ' +
  'weekend night coffee music design security feedback weekly honest motivation friends'
).split(' ');

const guard = setTimeout(() => {
  console.error('answers bench: took too long, giving up');
  process.exit(1);
}, 1_500_000);

let failed = false;

async function seed(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const started = performance.now();
  const versionId = '01900000-0000-7000-8000-000000000001';
  await db.execute(sql`
    insert into interview_versions (id, number, definition, question_ids, live, live_at)
    values (${versionId}, 1, ${JSON.stringify({
      firstMessage: 'Hi!',
      questions: QUESTIONS,
      closingLine: 'Bye!',
      voice: { provider: 'vapi', voiceId: 'Elliot' },
      silenceTimeoutSeconds: 30,
      maxDurationSeconds: 600,
    })}::jsonb, ${JSON.stringify(QUESTION_IDS)}::jsonb, true, now())`);
  const words = `{${WORDS.join(',')}}`;
  const questions = `{${QUESTIONS.map((q) => `"${q}"`).join(',')}}`;
  const questionIds = `{${QUESTION_IDS.join(',')}}`;
  for (let lo = 1; lo <= PEOPLE; lo += SEED_BATCH) {
    const hi = Math.min(PEOPLE, lo + SEED_BATCH - 1);
    await db.execute(sql`
      insert into onboarding (email, user_agent, created_at)
      select 'person' || n || '@example.com', 'bench-agent', now() - (n * interval '30 seconds')
      from generate_series(${lo}::int, ${hi}::int) as n`);
    // Two interviews per person, each answering the five questions in eight words or so.
    await db.execute(sql`
      with new_interviews as (
        insert into interviews (id, email, token_hash, status, started_at, completed_at,
          interview_version_id, recording_url, created_at)
        select gen_random_uuid(), 'person' || n || '@example.com', md5(n::text || '-' || a),
          'completed', now() - (n * interval '30 seconds'), now() - (n * interval '30 seconds'),
          ${versionId}::uuid, 'https://storage.example/' || n || '.wav',
          now() - (n * interval '30 seconds') + a * interval '1 second'
        from generate_series(${lo}::int, ${hi}::int) as n, generate_series(1, 2) as a
        returning id, created_at, email
      )
      insert into interview_answers (id, interview_id, interview_version_id, question_index,
        question_id, question, answer, start_seconds, created_at)
      select gen_random_uuid(), new_interviews.id, ${versionId}::uuid, q,
        (${questionIds}::text[])[q + 1], (${questions}::text[])[q + 1],
        (select string_agg((${words}::text[])[1 + abs(hashtext(new_interviews.email || q || k)) % ${WORDS.length}], ' ')
          from generate_series(1, 8) as k)
          || case when abs(hashtext(new_interviews.email || q || 'rare')) % 5000 = 0 then ' zephyr' else '' end,
        5 + q * 20, new_interviews.created_at
      from new_interviews, generate_series(0, 4) as q`);
  }
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${PEOPLE} sign-ups, ${PEOPLE * 2} interviews and ${PEOPLE * 10} answers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await createOrganiser(db, { email: 'bench@example.com', password: PASSWORD, role: 'viewer' });
}

async function measure(database: DatabaseHandle): Promise<void> {
  const reader = await signedInReader(database, 'bench@example.com', PASSWORD);
  const rows: Record<string, string | number | boolean>[] = [];
  const timed = async (request: string, path: string, budget: number) => {
    const timing = await reader.time(path, ROUNDS, WARM_UP);
    const ok = timing.p95 <= budget;
    if (!ok) failed = true;
    rows.push({
      request,
      answers: timing.rows,
      'p50 ms': timing.p50,
      'p95 ms': timing.p95,
      'budget ms': budget,
      ok,
    });
  };
  await timed(
    'answers, first page',
    `/api/admin/answers?question=${QUESTION_IDS[1]}`,
    PAGE_BUDGET_MS,
  );
  const first = await reader.json<{ nextCursor: string }>(
    `/api/admin/answers?question=${QUESTION_IDS[1]}`,
  );
  await timed(
    'answers, next page',
    `/api/admin/answers?question=${QUESTION_IDS[1]}&cursor=${first.nextCursor}`,
    PAGE_BUDGET_MS,
  );
  await timed(
    'search, common word',
    `/api/admin/answers?question=${QUESTION_IDS[2]}&q=python`,
    SEARCH_BUDGET_MS,
  );
  await timed(
    'search, rare word',
    `/api/admin/answers?question=${QUESTION_IDS[2]}&q=zephyr`,
    SEARCH_BUDGET_MS,
  );
  await timed(
    'search, two words',
    `/api/admin/answers?question=${QUESTION_IDS[3]}&q=rust%20coffee`,
    SEARCH_BUDGET_MS,
  );
  await timed(
    'search, another word',
    `/api/admin/answers?question=${QUESTION_IDS[0]}&q=refactor`,
    SEARCH_BUDGET_MS,
  );
  await timed(
    'search, no match',
    `/api/admin/answers?question=${QUESTION_IDS[0]}&q=nothinglikethis`,
    SEARCH_BUDGET_MS,
  );
  await timed('questions with their counts', '/api/admin/answers/questions', SEARCH_BUDGET_MS);
  console.table(rows);
}

async function runOn(
  label: string,
  open: () => Promise<DatabaseHandle>,
  cleanUp: () => Promise<void>,
) {
  console.log(`\n--- ${label} ---`);
  const database = await open();
  try {
    await seed(database);
    await measure(database);
  } finally {
    await database.close();
    await cleanUp();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'vibe-bench-answers-'));
await runOn(
  'embedded PostgreSQL (PGlite)',
  () => createDatabase({ dataDir }),
  async () => rmSync(dataDir, { recursive: true, force: true }),
);
const scratch = await createScratchDatabase(POSTGRES_URL).catch(() => null);
if (scratch) {
  await runOn('PostgreSQL', () => createDatabase({ databaseUrl: scratch.url }), scratch.drop);
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
}

clearTimeout(guard);
if (failed) {
  console.error('answers bench: budget missed');
  process.exit(1);
}
