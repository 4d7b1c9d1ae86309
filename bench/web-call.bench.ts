// The web-call SDK's budgets:
//  (a) its call code, minified and gzipped, without daily-js: at most 8 KB; and daily-js is
//      never in the initial chunk of a page that imports `@vibe/voice-sdk/web` (esbuild with
//      code splitting: daily-js may only sit in a chunk the page imports dynamically);
//  (b) from `start()` to `call-start` against the local platform (its standalone entry, on a
//      free port, fresh PGlite directory, own keys), in the system Chromium with fake media
//      devices over the WebSocket transport: the median of 20 calls, reported (no hard budget).
// Exits 1 when a budget is missed or the measurement fails. Bounded: every wait has a deadline
// and the platform and the browser are always shut down.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '@vibe/e2e/chromium';
import type * as Sdk from '@vibe/voice-sdk/web';
import { freePort } from '@vibe/e2e/free-port';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const webEntry = join(repoRoot, 'packages', 'voice-sdk', 'src', 'web.ts');
const KB = 1024;
const SIZE_BUDGET_GZIP = 8 * KB;
const CALLS = 20;
/** Longest wait for one call's call-start, and for the whole latency part. */
const CALL_TIMEOUT_MS = 20_000;
const TOTAL_TIMEOUT_MS = 240_000;
const PLATFORM_START_TIMEOUT_MS = 120_000;
const DAILY = '@daily-co/daily-js';

const rows: Record<string, string>[] = [];
let failed = false;
const row = (measure: string, value: string, budget: string, ok?: boolean) => {
  if (ok === false) failed = true;
  rows.push({ measure, value, budget, result: ok === undefined ? '' : ok ? 'ok' : 'MISSED' });
};

// ---- (a) size, and daily-js out of the initial chunk ------------------------------------------

/** `esbuild web.ts --bundle --minify --format=esm --external:@daily-co/daily-js | gzip -9`. */
async function callCodeSize(): Promise<{ min: number; gzip: number }> {
  const result = await build({
    entryPoints: [webEntry],
    bundle: true,
    minify: true,
    format: 'esm',
    external: [DAILY],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

/**
 * Bundles a page that imports the SDK, with code splitting, and checks that no chunk the page
 * loads up front (the entry and what it imports statically) holds daily-js, while some chunk
 * reached by a dynamic import does.
 */
async function dailyStaysLazy(): Promise<{ ok: boolean; detail: string }> {
  const outdir = join(tmpdir(), 'web-call-bench-out');
  const result = await build({
    stdin: {
      contents: `import { VoiceCall } from '@vibe/voice-sdk/web';
        const call = new VoiceCall('public-key');
        document.querySelector('button')?.addEventListener('click', () => call.start('a'));`,
      resolveDir: here,
      sourcefile: 'page.ts',
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const holdsDaily = (name: string) =>
    Object.keys(outputs[name]?.inputs ?? {}).some((input) => input.includes(DAILY));
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint !== undefined);
  if (!entry) return { ok: false, detail: 'no entry chunk' };
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const lazy = Object.keys(outputs).filter((name) => !initial.has(name) && holdsDaily(name));
  const eager = [...initial].filter(holdsDaily);
  const ok = eager.length === 0 && lazy.length > 0;
  const detail = ok
    ? `initial chunks: ${initial.size}, daily-js only in ${lazy.length} lazy chunk(s)`
    : eager.length > 0
      ? `daily-js in initial chunk(s): ${eager.join(', ')}`
      : 'daily-js in no chunk at all';
  return { ok, detail };
}

const size = await callCodeSize();
row(
  '(a) call code, minified + gzip -9 (daily-js external)',
  `${(size.gzip / KB).toFixed(2)} KB (${size.gzip} B; ${(size.min / KB).toFixed(1)} KB min)`,
  `≤ ${SIZE_BUDGET_GZIP / KB} KB`,
  size.gzip <= SIZE_BUDGET_GZIP,
);
const lazy = await dailyStaysLazy();
row('(a) daily-js out of the initial chunk', lazy.detail, 'never initial', lazy.ok);

// ---- (b) start() → call-start against the local platform ------------------------------------

interface Platform {
  child: ChildProcess;
  dataDir: string;
  apiBaseUrl: string;
  publicKey: string;
  assistantId: string;
}

/** The local platform's standalone entry; resolves once its seeded assistant is listed. */
async function startPlatform(): Promise<Platform> {
  const port = await freePort();
  const apiBaseUrl = `http://127.0.0.1:${port}`;
  const publicKey = `pk-bench-${process.pid}`;
  const privateKey = `sk-bench-${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-web-call-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'packages', 'local-platform'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: apiBaseUrl,
      DATA_DIR: dataDir,
      LOCAL_PLATFORM_PUBLIC_KEY: publicKey,
      LOCAL_PLATFORM_PRIVATE_KEY: privateKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const platform = { child, dataDir, apiBaseUrl, publicKey, assistantId: '' };
  const deadline = Date.now() + PLATFORM_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${apiBaseUrl}/assistant`, {
        headers: { authorization: `Bearer ${privateKey}` },
        signal: AbortSignal.timeout(5000),
      });
      if (answer.ok) {
        const assistants = (await answer.json()) as Array<{ id: string; name?: string }>;
        const seeded =
          assistants.find((a) => a.name === 'Vibe Together Interview') ?? assistants[0];
        if (seeded) return { ...platform, assistantId: seeded.id };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stopPlatform(platform);
  throw new Error(`The local platform did not start:\n${output}`);
}

async function stopPlatform(platform: Pick<Platform, 'child' | 'dataDir'>): Promise<void> {
  const { child } = platform;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(platform.dataDir, { recursive: true, force: true });
}

/** The SDK's browser entry bundled the way an app would (daily-js stays a lazy import). */
async function sdkForPage(): Promise<string> {
  const result = await build({
    entryPoints: [webEntry],
    bundle: true,
    format: 'iife',
    globalName: 'VoiceSdk',
    external: [DAILY],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

interface CallTiming {
  /** start() → call-start, ms. */
  callStart: number;
  /** start() → start() resolved (call-start-success), ms. */
  startResolved: number;
  /** Completed start stages and their durations, ms. */
  stages: Record<string, number>;
}

/** Runs `count` calls one after another on one VoiceCall in the page, timing each. */
async function timeCalls(
  browser: Browser,
  platform: Platform,
  sdk: string,
  count: number,
): Promise<CallTiming[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Any page of the platform's origin (127.0.0.1 is a secure context: the microphone works).
    await page.goto(`${platform.apiBaseUrl}/web-call-bench`);
    // tsx compiles this file with esbuild's keepNames, which wraps the named functions inside
    // the evaluated callback in `__name(...)`; the page needs that helper too.
    await page.addScriptTag({ content: `window.__name = (fn) => fn;\n${sdk}` });
    return await page.evaluate(
      async ({ publicKey, assistantId, apiBaseUrl, count, timeoutMs }) => {
        const { VoiceCall } = (window as unknown as { VoiceSdk: typeof Sdk }).VoiceSdk;
        const call = new VoiceCall(publicKey, { apiBaseUrl });
        const timings: CallTiming[] = [];
        for (let i = 0; i < count; i++) {
          const stages: Record<string, number> = {};
          const onProgress = (e: { stage: string; status: string; duration?: number }) => {
            if (e.status === 'completed' && e.duration !== undefined) stages[e.stage] = e.duration;
          };
          call.on('call-start-progress', onProgress);
          let timer: ReturnType<typeof setTimeout> | undefined;
          const t0 = performance.now();
          const started = new Promise<number>((resolve, reject) => {
            call.once('call-start', () => resolve(performance.now() - t0));
            timer = setTimeout(() => reject(new Error(`call ${i + 1}: no call-start`)), timeoutMs);
          });
          try {
            const created = await call.start(assistantId);
            if (!created) throw new Error(`call ${i + 1}: start() returned null`);
            const startResolved = performance.now() - t0;
            timings.push({ callStart: await started, startResolved, stages });
          } finally {
            clearTimeout(timer);
            call.off('call-start-progress', onProgress);
            call.removeAllListeners('call-start');
            await call.stop();
          }
        }
        return timings;
      },
      {
        publicKey: platform.publicKey,
        assistantId: platform.assistantId,
        apiBaseUrl: platform.apiBaseUrl,
        count,
        timeoutMs: CALL_TIMEOUT_MS,
      },
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What must not outlive this process, whatever happens (the overall deadline included). */
let platformChild: ChildProcess | undefined;

async function latency(): Promise<void> {
  let platform: Platform | undefined;
  let browser: Browser | undefined;
  try {
    const [started, sdk] = await Promise.all([startPlatform(), sdkForPage()]);
    platform = started;
    platformChild = started.child;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        '--no-sandbox',
      ],
    });
    // One unmeasured call first: the page's first AudioContext, worklet compile and sockets.
    const [cold] = await timeCalls(browser, platform, sdk, 1);
    const timings = await timeCalls(browser, platform, sdk, CALLS);
    const callStarts = timings.map((t) => t.callStart);
    row(
      `(b) start() → call-start, median of ${CALLS} calls`,
      `${ms(median(callStarts))} (min ${ms(Math.min(...callStarts))}, max ${ms(Math.max(...callStarts))})`,
      'reported',
    );
    row('(b) start() → call-start, first (cold) call', ms(cold!.callStart), 'reported');
    row(
      '(b) start() → start() resolved, median',
      ms(median(timings.map((t) => t.startResolved))),
      'reported',
    );
    for (const stage of Object.keys(timings[0]!.stages)) {
      const durations = timings.map((t) => t.stages[stage] ?? 0);
      row(`(b)   stage ${stage}, median`, ms(median(durations)), 'reported');
    }
  } catch (error) {
    row('(b) start() → call-start', `failed: ${(error as Error).message}`, 'reported', false);
  } finally {
    await browser?.close().catch(() => undefined);
    if (platform) await stopPlatform(platform);
  }
}

const overall = setTimeout(() => {
  console.error(`The web-call bench did not finish within ${TOTAL_TIMEOUT_MS / 1000} s.`);
  // Playwright closes its browser on exit; the platform is ours to stop.
  platformChild?.kill('SIGKILL');
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
overall.unref();
await latency();
clearTimeout(overall);

console.log('Web-call SDK budgets');
console.table(rows);
if (failed) {
  console.error('A web-call budget was missed or a measurement failed.');
  process.exit(1);
}
