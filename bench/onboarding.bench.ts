// Sign-up throughput and latency of the real server at a fixed concurrency, on embedded
// PostgreSQL (PGlite) and, when one answers, on a real PostgreSQL server; beside them the raw
// single-statement INSERT rate of the same database as the ceiling. The server runs in this
// process (as `npm start` runs it); the load generator runs in a worker thread.
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (16). Exits 1 only when a request failed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { loadConfig, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, startServer } from '@vibe/server';
import { createScratchDatabase } from '@vibe/server/testing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Row {
  backend: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

// autocannon ships no types; this is the part of its API used here.
interface LoadResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// Whole-run guard: a benchmark must never hang a CI job.
const guard = setTimeout(
  () => {
    console.error('onboarding bench: took too long, giving up');
    process.exit(1);
  },
  (SECONDS * 6 + 120) * 1000,
);
guard.unref();

/**
 * autocannon's worker thread can only take request hooks as a module file, so this writes one
 * (into the run's temp folder) that gives every request a unique e-mail address.
 */
function writeRequestModule(folder: string): string {
  const file = join(folder, 'onboarding-request.cjs');
  writeFileSync(
    file,
    `const { threadId } = require('node:worker_threads');
let n = 0;
module.exports = (request) => ({
  ...request,
  body: JSON.stringify({ email: \`bench-\${process.pid}-\${threadId}-\${n++}@example.com\`, user_agent: 'autocannon' }),
});
`,
  );
  return file;
}

/** Drives POST /api/onboarding with unique e-mails against a running server. */
async function loadOnboarding(backend: string, url: string, requestModule: string): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    requests: [
      {
        method: 'POST',
        path: '/api/onboarding',
        headers: { 'content-type': 'application/json' },
        setupRequest: requestModule,
      },
    ],
  });
  const total = Object.values(result.statusCodeStats).reduce((n, s) => n + Number(s.count), 0);
  return {
    backend,
    'requests/s': Math.round(total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchServer(
  backend: string,
  env: Record<string, string>,
  requestModule: string,
): Promise<Row> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SIGNUP_RATE_LIMIT: '0',
    LOG_LEVEL: 'error',
    ...env,
  });
  const server = await startServer({ config, app: { webDistDir: null } });
  try {
    return await loadOnboarding(backend, server.url, requestModule);
  } finally {
    await server.close();
  }
}

/** The ceiling: `CONNECTIONS` loops of single-statement INSERTs, no HTTP, no transaction. */
async function rawInserts(
  backend: string,
  insert: (email: string) => Promise<unknown>,
): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  const loop = async (worker: number) => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        await insert(`raw-${worker}-${next++}@example.com`);
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => loop(i)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return {
    backend,
    'requests/s': Math.round(latencies.length / SECONDS),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    errors,
  };
}

const INSERT = 'insert into onboarding (email, user_agent) values ($1, $2)';

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const add = (row: Row) => {
    rows.push(row);
    console.log(`  ${row.backend}: ${row['requests/s']} req/s, p99 ${row['p99 ms']} ms`);
  };
  console.log(
    `POST /api/onboarding, unique e-mails, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );

  const folder = mkdtempSync(join(tmpdir(), 'vibe-bench-'));
  const requestModule = writeRequestModule(folder);
  try {
    await runAll(add, requestModule, join(folder, 'data'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log('');
  console.table(rows);
  const failed = rows.filter((row) => row.errors > 0);
  if (failed.length > 0) {
    console.error(`Requests failed: ${failed.map((row) => row.backend).join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

async function runAll(add: (row: Row) => void, requestModule: string, dataDir: string) {
  add(await benchServer('server on PGlite (embedded)', { DATA_DIR: dataDir }, requestModule));

  // The embedded ceiling: the same INSERT straight into an on-disk PGlite with the same schema.
  const raw = new PGlite(`${dataDir}-raw`, { extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client: raw }), { migrationsFolder: MIGRATIONS_FOLDER });
  add(
    await rawInserts('raw INSERT, PGlite in process', (email) => raw.query(INSERT, [email, 'raw'])),
  );
  await raw.close();

  if (await postgresReachable(POSTGRES_URL)) {
    const scratch = await createScratchDatabase(POSTGRES_URL);
    try {
      add(await benchServer('server on PostgreSQL', { DATABASE_URL: scratch.url }, requestModule));
      const pool = new pg.Pool({ connectionString: scratch.url, max: CONNECTIONS });
      // Dropping the scratch database ends its connections; that is expected, not a crash.
      pool.on('error', () => {});
      try {
        add(
          await rawInserts(`raw INSERT, PostgreSQL (pg ×${CONNECTIONS})`, (email) =>
            pool.query(INSERT, [email, 'raw']),
          ),
        );
      } finally {
        await pool.end();
      }
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`PostgreSQL at ${new URL(POSTGRES_URL).host} does not answer: skipped.\n`);
  }
}

await main();
