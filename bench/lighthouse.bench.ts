// Lighthouse 12 on the built product, measured the way the web measures it:
// the mobile preset (simulated slow 4G, 4× CPU slowdown) in the system Chromium, against the
// real server (compiled, on a free port, fresh DATA_DIR). Pages: the landing page `/`, the
// dashboard signed out (`/admin`, the sign-in form), and signed in — the overview and the
// people list, with 1,000 sign-ups made through the public API first. Each page is audited RUNS
// times (default 5) in a fresh browser; the bench prints every run, then per page the median,
// min and max, and Lighthouse's benchmark index of the machine (figures from machines with
// different indexes are not comparable). Budgets are checked on the medians (lighthouse/
// budgets.ts); exits 1 when one is missed or a run fails. Lighthouse's JSON reports are kept
// in bench/results/lighthouse/. The machine's load moves every figure: read the spread.
//
// `RUNS=3` audits each page 3 times; `PAGES=admin-signed-out,admin-people` only those pages
// (landing, admin-signed-out, admin-overview, admin-people).
// `--no-build` audits the existing apps/web/dist instead of building it first (the server's
// JavaScript is always rebuilt, as `npm start` would when its sources changed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditPage, CATEGORIES, type PageRun } from './lighthouse/audit-page.ts';
import {
  ADMIN_SIGNED_IN_BUDGET,
  ADMIN_SIGNED_OUT_BUDGET,
  budgetProblems,
  isOfflinePhotoFailure,
  LANDING_BUDGET,
  type PageBudget,
} from './lighthouse/budgets.ts';
import { medianOf, spreadOf, type PageMedian } from './lighthouse/median.ts';
import {
  ownerSessionCookie,
  seedOnboardings,
  SEEDABLE_SERVER_ENV,
} from './lighthouse/seed-dashboard.ts';
import { exitWithCodeOf } from './exit-code.ts';
import { buildServer, buildWeb, startBenchServer } from './server-process.ts';

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, 'results', 'lighthouse');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5) || 5);
const ONBOARDINGS = 1000;

interface BenchPage {
  /** How the page is named in the output. */
  label: string;
  path: string;
  name: string;
  signedIn: boolean;
  budget: PageBudget;
}

const ALL_PAGES: BenchPage[] = [
  { label: '/', path: '/', name: 'landing', signedIn: false, budget: LANDING_BUDGET },
  {
    label: '/admin signed out',
    path: '/admin',
    name: 'admin-signed-out',
    signedIn: false,
    budget: ADMIN_SIGNED_OUT_BUDGET,
  },
  {
    label: '/admin overview',
    path: '/admin',
    name: 'admin-overview',
    signedIn: true,
    budget: ADMIN_SIGNED_IN_BUDGET,
  },
  {
    label: '/admin/people',
    path: '/admin/people',
    name: 'admin-people',
    signedIn: true,
    budget: ADMIN_SIGNED_IN_BUDGET,
  },
];

const only = process.env.PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;
if (PAGES.length === 0)
  throw new Error(
    `PAGES names no page; the pages: ${ALL_PAGES.map((page) => page.name).join(', ')}`,
  );

// A Lighthouse run takes 15–40 s here; anything far beyond that is a hang, not a slow machine.
const guard = setTimeout(
  () => {
    console.error('lighthouse bench: took too long, giving up');
    process.exit(1);
  },
  Math.max(900_000, RUNS * PAGES.length * 90_000),
);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function printRun(label: string, index: number, run: PageRun): void {
  const scores = CATEGORIES.map((id) => run.scores[id]).join('/');
  console.log(
    `  ${label} run ${index + 1}: scores ${scores}, FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)}, JS ${kb(run.jsTransferBytes)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
  );
}

/** `median (min–max)` of each figure, rounded for reading. */
function spreadRow(runs: PageRun[]) {
  const round = (value: number) =>
    Math.abs(value) < 10 ? Number(value.toFixed(3)) : Math.round(value);
  return Object.fromEntries(
    Object.entries(spreadOf(runs)).map(([name, { median, min, max }]) => [
      name,
      `${round(median)} (${round(min)}–${round(max)})`,
    ]),
  );
}

function summaryRow(page: PageMedian) {
  return {
    performance: page.scores.performance,
    accessibility: page.scores.accessibility,
    'best-practices': page.scores['best-practices'],
    seo: page.scores.seo,
    'FCP ms': Math.round(page.fcpMs),
    'LCP ms': Math.round(page.lcpMs),
    'TBT ms': Math.round(page.tbtMs),
    CLS: Number(page.cls.toFixed(3)),
    'JS KB sent': Number((page.jsTransferBytes / 1000).toFixed(1)),
    'JS KB decoded': Number((page.jsResourceBytes / 1000).toFixed(1)),
    benchmarkIndex: Math.round(page.benchmarkIndex),
  };
}

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) buildWeb();
  buildServer();
  mkdirSync(resultsDir, { recursive: true });
  const server = await startBenchServer('built', SEEDABLE_SERVER_ENV);
  const runsOf = new Map<string, PageRun[]>();
  try {
    const seeded = performance.now();
    await seedOnboardings(server.url, ONBOARDINGS);
    console.log(
      `seeded ${ONBOARDINGS} sign-ups through POST /api/onboarding in ${ms(performance.now() - seeded)}`,
    );
    const cookie = await ownerSessionCookie(server.url);
    console.log(`Lighthouse (mobile preset), ${RUNS} runs per page against ${server.url}`);
    for (const page of PAGES) {
      const runs: PageRun[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const report = join(resultsDir, `${page.name}-run${index + 1}.json`);
        const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
        const run = await auditPage(server.url + page.path, report, headers);
        printRun(page.label, index, run);
        runs.push(run);
      }
      runsOf.set(page.label, runs);
    }
  } finally {
    await server.stop();
  }

  const medians = new Map<string, PageMedian>(
    [...runsOf].map(([label, runs]) => [label, medianOf(runs)]),
  );
  console.log(`\nMedians of ${RUNS} runs (JS: scripts loaded without interaction, as sent)`);
  console.table(Object.fromEntries([...medians].map(([label, page]) => [label, summaryRow(page)])));
  console.log(`\nMedian (min–max) of ${RUNS} runs`);
  console.table(Object.fromEntries([...runsOf].map(([label, runs]) => [label, spreadRow(runs)])));
  const indexes = [...runsOf.values()].flat().map((run) => run.benchmarkIndex);
  console.log(
    `Lighthouse benchmarkIndex of this machine: median ${Math.round(medianOf([...runsOf.values()].flat()).benchmarkIndex)}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over the runs`,
  );
  writeFileSync(
    join(resultsDir, 'summary.json'),
    JSON.stringify(
      Object.fromEntries(
        [...runsOf].map(([label, runs]) => [
          label,
          { median: medians.get(label), spread: spreadOf(runs) },
        ]),
      ),
      null,
      2,
    ),
  );
  console.log(`JSON reports: ${resultsDir}`);

  const problems: string[] = [];
  for (const page of PAGES) {
    const measured = medians.get(page.label)!;
    for (const audit of measured.failedBestPractices) {
      const forgiven = isOfflinePhotoFailure(audit) ? ' (stock-photo host offline: allowed)' : '';
      console.log(`${page.label}: best-practices audit failed: ${audit.id}${forgiven}`);
    }
    problems.push(...budgetProblems(measured, page.budget).map((p) => `${page.label}: ${p}`));
  }
  if (problems.length > 0) {
    console.error(`\nBudget missed:\n- ${problems.join('\n- ')}`);
    return 1;
  }
  console.log('Every page within its Lighthouse budgets.');
  return 0;
}

await exitWithCodeOf(main);
clearTimeout(guard);
