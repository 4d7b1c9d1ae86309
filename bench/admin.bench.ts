// The organisers' dashboard at scale: 100,000 sign-ups and 200,000 interviews
// seeded into embedded PostgreSQL (PGlite, the default storage), then the real server
// answers over loopback with an organiser's session. Budgets, on p95 of the server's own time
// (its `Server-Timing` total, session check included; the loopback round trip is reported
// beside it): the first people page and an e-mail search ≤ 50 ms, the overview ≤ 100 ms; a
// full CSV export of the interviews streams with the server process's resident memory growing by
// ≤ 50 MB. The server runs as `npm start` runs it (built, a process of its own), so what the
// bench's own download holds never counts as the server's. It also reports the dashboard's JavaScript that /admin loads (apps/web/dist must be
// built; `npm run bench -- landing-size` builds it).
// Runs on PGlite, then on a real PostgreSQL when BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) answers.
// Env: BENCH_PEOPLE (100000), BENCH_ROUNDS (40). Exits 1 when a budget is missed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createDatabase, createOrganiser } from '@vibe/server';
import { createScratchDatabase } from '@vibe/server/testing';
import { buildServer, startBenchServer } from './server-process.ts';
import { p50, p95 } from './percentiles.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PAGE_BUDGET_MS = 50;
const OVERVIEW_BUDGET_MS = 100;
const EXPORT_RSS_BUDGET_MB = 50;
const PASSWORD = 'bench password 123';
const SEED_BATCH = 10_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const guard = setTimeout(() => {
  console.error('admin bench: took too long, giving up');
  process.exit(1);
}, 900_000);

let failed = false;

/** Seeds the database of `env`, measures, and closes; `label` names the backend. */
async function runOn(
  label: string,
  storage: { dataDir: string } | { databaseUrl: string },
  cleanUp: () => Promise<void>,
) {
  console.log(`\n--- ${label} ---`);
  // Seeded through a handle of its own (migrations included), closed before the server opens
  // the same storage: embedded PGlite takes one process at a time.
  const database = await createDatabase(storage);
  try {
    const { db } = database;
    const seedStart = performance.now();
    // Every person gets two interviews; the latest is completed for a third, started for a third.
    // In batches, so no single statement runs into the pool's query timeout.
    for (let lo = 1; lo <= PEOPLE; lo += SEED_BATCH) {
      const hi = Math.min(PEOPLE, lo + SEED_BATCH - 1);
      await db.execute(sql`
        insert into onboarding (email, user_agent, created_at, current_interview_id)
        select 'person' || n || '@example.com', 'bench-agent', now() - (n * interval '30 seconds'),
          -- Each person's current interview is their second (the one that saw a call, if any).
          md5(n::text || '-2')::uuid
        from generate_series(${lo}::int, ${hi}::int) as n`);
      await db.execute(sql`
        insert into interviews (id, email, token_hash, started_at, completed_at, status, duration_seconds, transcript, created_at)
        select md5(n::text || '-' || a)::uuid, 'person' || n || '@example.com', md5(n::text || '-' || a),
          case when a = 2 and n % 3 > 0 then now() end,
          case when a = 2 and n % 3 = 2 then now() end,
          case when a = 2 and n % 3 = 2 then 'completed' when a = 2 and n % 3 = 1 then 'started' else 'pending' end,
          case when a = 2 and n % 3 = 2 then 60 + n % 300 end,
          case when a = 2 and n % 3 = 2 then jsonb_build_array(
            jsonb_build_object('role', 'assistant', 'text', 'What are you building?', 'timestamp', '2026-01-01T10:00:00Z'),
            jsonb_build_object('role', 'user', 'text', 'A small tool, with "quotes", commas and =formulas', 'timestamp', '2026-01-01T10:00:05Z'))
            else '[]'::jsonb end,
          now() - (n * interval '30 seconds') + a * interval '1 second'
        from generate_series(${lo}::int, ${hi}::int) as n, generate_series(1, 2) as a`);
    }
    // Vacuumed as well as analysed: a database that gathered this many people over months has
    // been vacuumed many times over (PostgreSQL's autovacuum, or the server's own upkeep of
    // PGlite), so its pages are all-visible and index-only scans read no table rows; a bulk load
    // alone would leave every page unmarked.
    await db.execute(sql`vacuum analyze`);
    console.log(
      `seeded ${PEOPLE} sign-ups and ${PEOPLE * 2} interviews in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    await createOrganiser(db, { email: 'bench@example.com', password: PASSWORD, role: 'owner' });
  } finally {
    await database.close();
  }

  const server = await startBenchServer('built', {
    ...('dataDir' in storage
      ? { DATA_DIR: storage.dataDir }
      : { DATABASE_URL: storage.databaseUrl }),
    SIGNUP_RATE_LIMIT: '0',
    AUTH_SIGNIN_RATE_LIMIT: '0',
  });
  const baseUrl = server.url;
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    /** Server time (its `Server-Timing: total`) and round trip of `path`, after warm-up rounds. */
    async function timed(path: string): Promise<{ server: number[]; roundTrip: number[] }> {
      const server: number[] = [];
      const roundTrip: number[] = [];
      for (let i = 0; i < ROUNDS + 3; i += 1) {
        const start = performance.now();
        const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        const total = /total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
        if (!total) throw new Error(`${path}: no Server-Timing total`);
        if (i < 3) continue; // warm-up
        server.push(Number(total));
        roundTrip.push(performance.now() - start);
      }
      return { server, roundTrip };
    }

    const rows: Record<string, string | number | boolean>[] = [];
    const measure = async (request: string, path: string, budget: number) => {
      const { server: times, roundTrip } = await timed(path);
      const ok = p95(times) <= budget;
      rows.push({
        request,
        'server p50 ms': Number(p50(times).toFixed(1)),
        'server p95 ms': Number(p95(times).toFixed(1)),
        'round trip p95 ms': Number(p95(roundTrip).toFixed(1)),
        'budget ms': budget,
        ok,
      });
      if (!ok) failed = true;
    };
    await measure('people, first page', '/api/admin/people', PAGE_BUDGET_MS);
    const first = (await (
      await fetch(`${baseUrl}/api/admin/people`, { headers: { cookie } })
    ).json()) as { nextCursor: string };
    await measure(
      'people, next page',
      `/api/admin/people?cursor=${first.nextCursor}`,
      PAGE_BUDGET_MS,
    );
    await measure('people, search', '/api/admin/people?q=person4242', PAGE_BUDGET_MS);
    await measure('people, status filter', '/api/admin/people?status=started', PAGE_BUDGET_MS);
    await measure('overview, 30 days', '/api/admin/overview?days=30', OVERVIEW_BUDGET_MS);
    await measure('overview, all', '/api/admin/overview?days=all', OVERVIEW_BUDGET_MS);
    console.table(rows);

    // CSV export: the server's resident memory sampled while the whole interviews table streams.
    const rssBefore = server.memoryMb().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.memoryMb().rss);
    }, 25);
    const exportStart = performance.now();
    const res = await fetch(`${server.url}/api/admin/export/interviews.csv`, {
      headers: { cookie },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      // indexOf (native) rather than a loop over every byte: a slow reader would make the
      // download, not the server, hold data, and the reader shares this process.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    clearInterval(sampler);
    const growthMb = rssPeak - rssBefore;
    const exportOk = growthMb <= EXPORT_RSS_BUDGET_MB && res.status === 200;
    if (!exportOk) failed = true;
    console.log(
      `interviews.csv: ${(bytes / 1e6).toFixed(1)} MB, ${lines} lines in ${((performance.now() - exportStart) / 1000).toFixed(1)} s; ` +
        `resident memory growth ${growthMb.toFixed(1)} MB (budget ${EXPORT_RSS_BUDGET_MB} MB) -> ${exportOk ? 'OK' : 'OVER'}`,
    );
  } finally {
    await server.stop();
    await cleanUp();
  }
}

buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'vibe-bench-admin-'));
await runOn('embedded PostgreSQL (PGlite)', { dataDir }, async () =>
  rmSync(dataDir, { recursive: true, force: true }),
);
const scratch = await createScratchDatabase(POSTGRES_URL).catch(() => null);
if (scratch) {
  await runOn('PostgreSQL', { databaseUrl: scratch.url }, scratch.drop);
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
}

// The dashboard's JavaScript: its lazily loaded chunk and what that chunk imports statically.
const assets = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');
if (existsSync(assets)) {
  const files = readdirSync(assets);
  const entry = files.find((f) => /^admin(-app)?-[\w-]+\.js$/.test(f));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !files.includes(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const match of code.matchAll(
      /from\s*["']\.\/([\w.-]+\.js)["']|import\s*["']\.\/([\w.-]+\.js)["']/g,
    )) {
      visit(match[1] ?? match[2] ?? '');
    }
  };
  if (entry) visit(entry);
  const gzip = [...seen].reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(assets, f))).byteLength,
    0,
  );
  console.log(
    `admin JavaScript (${entry ?? 'no admin chunk'} and its static imports): ${(gzip / 1000).toFixed(1)} KB gzip in ${seen.size} files (shared files included)`,
  );
} else {
  console.log('admin JavaScript: apps/web/dist is not built; skipped');
}

clearTimeout(guard);
if (failed) {
  console.error('admin bench: budget missed');
  process.exit(1);
}
