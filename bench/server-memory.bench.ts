// Resident memory of a fresh local-mode server (issue 16 budget): the server process started as
// `npm start` starts it (`node --import tsx apps/server/src/main.ts`), embedded PostgreSQL in a
// new, empty DATA_DIR, the local voice platform built. Once /readyz answers and the process has
// settled, its resident set (VmRSS) and peak (VmHWM, which covers the database's creation) must
// stay under 300 MB. Then a burst of sign-ups, and the resident set is read again (reported).
// Linux only (/proc). Exits 1 when the budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/free-port.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const BUDGET_MB = 300;
const START_TIMEOUT_MS = 240_000;
const SETTLE_MS = 3_000;
const SIGNUPS = 200;

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'vibe-bench-memory-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SIGNUP_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let errors = '';
child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
const url = `http://127.0.0.1:${port}`;
let failed = false;
try {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    if (Date.now() > deadline) throw new Error('the server did not start in time');
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }
  await sleep(SETTLE_MS);
  const fresh = memoryOf(child.pid!);
  for (let i = 0; i < SIGNUPS; i++) {
    await fetch(`${url}/api/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${i}@example.com` }),
    });
  }
  const loaded = memoryOf(child.pid!);
  console.log(
    `fresh local-mode server: RSS ${fresh.rss} MB, peak ${fresh.peak} MB (budget ${BUDGET_MB} MB)`,
  );
  console.log(`after ${SIGNUPS} sign-ups: RSS ${loaded.rss} MB, peak ${loaded.peak} MB`);
  if (fresh.rss >= BUDGET_MB || fresh.peak >= BUDGET_MB) {
    console.error(`budget missed: a fresh server must stay under ${BUDGET_MB} MB`);
    failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
