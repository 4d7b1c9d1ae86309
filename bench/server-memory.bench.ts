// Resident memory of a fresh local-mode server, against a budget: the server started as
// `npm start` starts it (the built `apps/server/dist/main.js`, plain node), embedded PostgreSQL
// in a new, empty DATA_DIR, the local voice platform built. Once /readyz answers and the process
// has settled, its resident set (VmRSS) and peak (VmHWM, which covers the database's creation)
// must stay under 300 MB. Then a burst of sign-ups, and the resident set is read again (reported).
// Linux only (/proc). Exits 1 when the budget is missed.
import { buildServer, startBenchServer, type BenchServer } from './server-process.ts';

const BUDGET_MB = 300;
const SETTLE_MS = 3_000;
const ONBOARDINGS = 200;

/** The server's resident set and peak now, in whole MB. */
function memoryOf(server: BenchServer): { rss: number; peak: number } {
  const { rss, peak } = server.memoryMb();
  return { rss: Math.round(rss), peak: Math.round(peak) };
}

buildServer();
const server = await startBenchServer('built', { SIGNUP_RATE_LIMIT: '0' });
let failed = false;
try {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const fresh = memoryOf(server);
  for (let i = 0; i < ONBOARDINGS; i++) {
    await fetch(`${server.url}/api/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${i}@example.com` }),
    });
  }
  const loaded = memoryOf(server);
  console.log(
    `fresh local-mode server (built): RSS ${fresh.rss} MB, peak ${fresh.peak} MB (budget ${BUDGET_MB} MB)`,
  );
  console.log(`after ${ONBOARDINGS} sign-ups: RSS ${loaded.rss} MB, peak ${loaded.peak} MB`);
  if (fresh.rss >= BUDGET_MB || fresh.peak >= BUDGET_MB) {
    console.error(`budget missed: a fresh server must stay under ${BUDGET_MB} MB`);
    failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
