// Themes per question (docs/product.md#themes-per-question) at scale: a question with 10,000
// answers (their themes found by the server's own extractor), seeded into embedded PostgreSQL
// (PGlite), then into a real PostgreSQL when BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) answers. Budgets on p95: a question's themes with
// their quotes ≤ 100 ms and a page of one theme's answers ≤ 50 ms (the server's own time,
// `Server-Timing: total`, session check included); finding and storing a report's themes adds
// ≤ 20 ms to storing its answers (five answers of up to forty words, timed inside the
// transaction that stores them). Also printed: the model's load time and heap.
// Env: BENCH_ANSWERS (10000), BENCH_ROUNDS (40). Exits 1 when a budget is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  createDatabase,
  createOrganiser,
  loadThemes,
  replaceAnswers,
  type DatabaseHandle,
  type ThemesOf,
} from '@vibe/server';
import { createScratchDatabase } from '@vibe/server/testing';
import { signedInReader } from './admin-reads.ts';
import { p50, p95 } from './percentiles.ts';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const THEMES_BUDGET_MS = 100;
const PAGE_BUDGET_MS = 50;
const STORE_BUDGET_MS = 20;
const WARM_UP = 10;
const BATCH = 1_000;
const PASSWORD = 'bench password 123';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const VERSION_ID = '01900000-0000-7000-8000-000000000001';
const QUESTIONS = [
  'What are you building?',
  'How do you use AI?',
  'What do you hope for?',
  'What do you struggle with?',
  'Anything else?',
];
const QUESTION_IDS = QUESTIONS.map((_question, i) => `q${i + 1}`);
/**
 * The person whose new interviews the store rounds add: one who answered before, round after
 * round, so their themes mostly add to their own counts (the per-person upsert) and sometimes
 * make them new to a theme.
 */
const PERSON = 'person1@example.com';
/** What answers talk about, in several spellings each. */
const PHRASES = [
  ['open source', 'open-source projects', 'Open source software', 'open sources'],
  ['machine learning', 'machine-learning models', 'Machine learning pipelines'],
  ['a mobile app', 'mobile apps', 'an iOS app'],
  ['side projects', 'a side project', 'small side projects'],
  ['code review', 'code reviews', 'honest code review'],
  ['weekly feedback', 'feedback every week', 'honest feedback'],
  ['pair programming', 'pairing sessions', 'pair-programming sessions'],
  ['Python scripts', 'python scripting', 'a Python script'],
  ['React components', 'a React dashboard', 'web apps'],
  ['data pipelines', 'a data pipeline', 'data engineering'],
  ['developer tools', 'dev tools', 'CLI tools'],
  ['game development', 'indie games', 'a small game'],
  ['AI agents', 'coding agents', 'an AI assistant'],
  ['cloud infrastructure', 'Kubernetes clusters', 'serverless functions'],
];
const FRAMES = [
  (a: string, b: string) => `Mostly ${a}, and lately ${b}.`,
  (a: string, b: string) => `I am building ${a} for my team, and I would love to learn ${b}.`,
  (a: string, b: string) =>
    `Honestly, right now it is ${a}. Before that I spent a year on ${b}, which taught me a lot about shipping things people actually use.`,
  (a: string, b: string) => `${a} and ${b}, with a lot of help from AI when I get stuck.`,
];

let seedState = 42;
/** A small seeded generator, so every run seeds the same answers. */
function random(n: number): number {
  seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
  return seedState % n;
}
const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;
function answerText(): string {
  const a = pick(pick(PHRASES));
  const b = pick(pick(PHRASES));
  return pick(FRAMES)(a, b);
}

const guard = setTimeout(() => {
  console.error('themes bench: took too long, giving up');
  process.exit(1);
}, 1_200_000);
let failed = false;

/** The model's first load, measured before anything else runs in this process. */
async function measureLoad(): Promise<ThemesOf> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const themesOf = await loadThemes();
  const loadMs = performance.now() - started;
  globalThis.gc?.();
  const after = process.memoryUsage();
  const texts = Array.from({ length: 2_000 }, answerText);
  const t0 = performance.now();
  for (const text of texts) themesOf(text);
  const perAnswer = (performance.now() - t0) / texts.length;
  console.table([
    {
      'model load ms': Number(loadMs.toFixed(0)),
      'heap MB': Number(((after.heapUsed - before.heapUsed) / 1e6).toFixed(1)),
      'rss MB': Number(((after.rss - before.rss) / 1e6).toFixed(1)),
      'themes of one answer ms': Number(perAnswer.toFixed(3)),
    },
  ]);
  return themesOf;
}

async function seed(database: DatabaseHandle, themesOf: ThemesOf): Promise<void> {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    insert into interview_versions (id, number, definition, question_ids, live, live_at)
    values (${VERSION_ID}, 1, ${JSON.stringify({
      firstMessage: 'Hi!',
      questions: QUESTIONS,
      closingLine: 'Bye!',
      voice: { provider: 'vapi', voiceId: 'Elliot' },
      silenceTimeoutSeconds: 30,
      maxDurationSeconds: 600,
    })}::jsonb, ${JSON.stringify(QUESTION_IDS)}::jsonb, true, now())`);
  for (let lo = 1; lo <= ANSWERS; lo += BATCH) {
    const hi = Math.min(ANSWERS, lo + BATCH - 1);
    const ids = Array.from({ length: hi - lo + 1 }, () => randomUUID());
    await db.execute(sql`
      insert into onboarding (email, user_agent, created_at)
      select 'person' || n || '@example.com', 'bench-agent', now() - (n * interval '1 minute')
      from generate_series(${lo}::int, ${hi}::int) as n`);
    await db.execute(sql`
      insert into interviews (id, email, token_hash, status, started_at, completed_at,
        interview_version_id, created_at)
      select x.id, 'person' || x.n || '@example.com', md5(x.id::text), 'completed', now(), now(),
        ${VERSION_ID}::uuid, now()
      from jsonb_to_recordset(${JSON.stringify(ids.map((id, i) => ({ id, n: lo + i })))}::jsonb)
        as x(id uuid, n int)`);
    const answers = ids.map((interviewId, i) => {
      const text = answerText();
      return {
        id: randomUUID(),
        interview_id: interviewId,
        answer: text,
        created_at: new Date(Date.now() - (lo + i) * 60_000).toISOString(),
        themes: themesOf(text),
      };
    });
    await db.execute(sql`
      insert into interview_answers (id, interview_id, interview_version_id, question_index,
        question_id, question, answer, start_seconds, created_at)
      select x.id, x.interview_id, ${VERSION_ID}::uuid, 0, 'q1', ${QUESTIONS[0]}, x.answer, 5,
        x.created_at
      from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb)
        as x(id uuid, interview_id uuid, answer text, created_at timestamptz)`);
    const themes = answers.flatMap((answer, i) =>
      answer.themes.map((mention) => ({
        answer_id: answer.id,
        email: `person${lo + i}@example.com`,
        theme: mention.theme,
        start: mention.start,
        end: mention.end,
        created_at: answer.created_at,
      })),
    );
    await db.execute(sql`
      insert into answer_themes (answer_id, question_id, email, theme, start, "end", created_at)
      select x.answer_id, 'q1', x.email, x.theme, x.start, x."end", x.created_at
      from jsonb_to_recordset(${JSON.stringify(themes)}::jsonb)
        as x(answer_id uuid, email text, theme text, start int, "end" int,
          created_at timestamptz)`);
  }
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${ANSWERS} answers with their themes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await createOrganiser(db, { email: 'bench@example.com', password: PASSWORD, role: 'viewer' });
}

type Row = Record<string, string | number | boolean>;

async function measureReads(database: DatabaseHandle, rows: Row[]): Promise<void> {
  const reader = await signedInReader(database, 'bench@example.com', PASSWORD);
  const timed = async (request: string, path: string, budget: number) => {
    const timing = await reader.time(path, ROUNDS, WARM_UP);
    const ok = timing.p95 <= budget;
    if (!ok) failed = true;
    rows.push({
      measure: request,
      rows: timing.rows,
      'p50 ms': timing.p50,
      'p95 ms': timing.p95,
      'budget ms': budget,
      ok,
    });
  };
  await timed('themes of a question', '/api/admin/answers/themes?question=q1', THEMES_BUDGET_MS);
  const top = await reader.json<{ themes: { theme: string; people: number }[] }>(
    '/api/admin/answers/themes?question=q1',
  );
  const [first] = top.themes;
  if (!first) throw new Error('no themes seeded');
  console.log(`top themes: ${top.themes.map((t) => `${t.theme} (${t.people})`).join(', ')}`);
  await timed(
    `answers of "${first.theme}", first page`,
    `/api/admin/answers?question=q1&theme=${encodeURIComponent(first.theme)}`,
    PAGE_BUDGET_MS,
  );
}

/**
 * What themes add to storing a report: round after round, a fresh interview's five answers are
 * stored in a transaction as the intake stores them, and within it the part themes add is timed
 * on its own: finding each answer's themes and storing them (the counting triggers included).
 * Timed directly rather than as the difference of two runs, which the machine's noise swamps.
 */
async function measureStore(database: DatabaseHandle, themesOf: ThemesOf, rows: Row[]) {
  const { db } = database;
  const version = { id: VERSION_ID, questionIds: QUESTION_IDS };
  const whole: number[] = [];
  const added: number[] = [];
  for (let i = 0; i < ROUNDS * 2 + WARM_UP; i += 1) {
    const interviewId = randomUUID();
    await db.execute(sql`
      insert into interviews (id, email, token_hash, status, interview_version_id)
      values (${interviewId}, ${PERSON}, md5(${interviewId}), 'completed',
        ${VERSION_ID}::uuid)`);
    const texts = Array.from({ length: 5 }, answerText);
    const at = new Date();
    let themed = 0;
    const started = performance.now();
    await db.transaction(async (tx) => {
      const answers = texts.map((answer, index) => ({
        questionIndex: index,
        question: QUESTIONS[index]!,
        answer,
        startSeconds: 5,
      }));
      await replaceAnswers(tx, { interviewId, email: PERSON, version, answers, at });
      const stored = (await tx.execute(sql`
        select id, question_index from interview_answers where interview_id = ${interviewId}`)) as unknown as {
        rows: { id: string; question_index: number }[];
      };
      const t0 = performance.now();
      const themes = stored.rows.flatMap((answer) =>
        themesOf(texts[answer.question_index]!).map((mention) => ({
          answer_id: answer.id,
          question_id: QUESTION_IDS[answer.question_index]!,
          email: PERSON,
          theme: mention.theme,
          start: mention.start,
          end: mention.end,
        })),
      );
      await tx.execute(sql`
        insert into answer_themes (answer_id, question_id, email, theme, start, "end", created_at)
        select x.answer_id, x.question_id, x.email, x.theme, x.start, x."end",
          ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(themes)}::jsonb)
          as x(answer_id uuid, question_id text, email text, theme text, start int, "end" int)`);
      themed = performance.now() - t0;
    });
    if (i >= WARM_UP) {
      whole.push(performance.now() - started - themed);
      added.push(themed);
    }
  }
  const ok = p95(added) <= STORE_BUDGET_MS;
  if (!ok) failed = true;
  rows.push(
    {
      measure: 'storing five answers (ids read back), no themes',
      rows: 5,
      'p50 ms': Number(p50(whole).toFixed(1)),
      'p95 ms': Number(p95(whole).toFixed(1)),
      'budget ms': '',
      ok: true,
    },
    {
      measure: 'added: finding and storing their themes',
      rows: 5,
      'p50 ms': Number(p50(added).toFixed(1)),
      'p95 ms': Number(p95(added).toFixed(1)),
      'budget ms': STORE_BUDGET_MS,
      ok,
    },
  );
}

async function runOn(
  label: string,
  themesOf: ThemesOf,
  open: () => Promise<DatabaseHandle>,
  cleanUp: () => Promise<void>,
) {
  console.log(`\n--- ${label} ---`);
  const database = await open();
  try {
    await seed(database, themesOf);
    const rows: Row[] = [];
    await measureReads(database, rows);
    await measureStore(database, themesOf, rows);
    console.table(rows);
  } finally {
    await database.close();
    await cleanUp();
  }
}

const themesOf = await measureLoad();
const dataDir = mkdtempSync(join(tmpdir(), 'vibe-bench-themes-'));
await runOn(
  'embedded PostgreSQL (PGlite)',
  themesOf,
  () => createDatabase({ dataDir }),
  async () => rmSync(dataDir, { recursive: true, force: true }),
);
const scratch = await createScratchDatabase(POSTGRES_URL).catch(() => null);
if (scratch) {
  await runOn(
    'PostgreSQL',
    themesOf,
    () => createDatabase({ databaseUrl: scratch.url }),
    scratch.drop,
  );
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
}

clearTimeout(guard);
if (failed) {
  console.error('themes bench: budget missed');
  process.exit(1);
}
