// Client-side overhead of the SDK per request, against a bare `fetch` to the same local server
// (budget: ≤ 5 %). Measured on the SDK as it ships (an esbuild bundle, not a dev-time
// transpilation), with the server in its own process. Each SDK variant runs in a fresh process
// of its own (one client class per process, as in an app), warmed up, then measured in ABBA
// rounds against bare fetch (bare, sdk, sdk, bare) so a drifting machine load weighs on both
// sides alike. Overhead = median over rounds of (sdk time / bare time) − 1, for sequential
// requests (batch median latency; the budget applies here) and, shown alongside, for
// CONCURRENCY requests in flight (wall time, and client CPU time per request).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BaseClient as BaseClientType } from '@vibe/voice-sdk';

const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const sdkSrc = join(here, '..', 'packages', 'voice-sdk', 'src');
// Enough rounds that the median ratio settles below the budget's margin on a shared 2-core machine.
const N = 8000;
const WARMUP = 500;
const SEQ_BATCH = 50;
const CONC_BATCH = 50;
const CONCURRENCY = 16;
const BUDGET = 0.05;
const KEY = 'bench-key';

type Run = () => Promise<unknown>;
type BuiltSdk = {
  BaseClient: typeof BaseClientType;
  VoiceClient?: new (options: object) => {
    assistants: { retrieve(id: string): Promise<unknown> };
  };
};
/** What one measuring process reports. */
interface Measured {
  bareLatencies: number[];
  sdkLatencies: number[];
  seqRatios: number[];
  bareWalls: number[];
  sdkWalls: number[];
  concRatios: number[];
  /** Client process CPU time (ms) per request of each concurrent batch. */
  bareCpu: number[];
  sdkCpu: number[];
}

const VARIANTS: Record<string, (sdk: BuiltSdk, url: string) => Run | undefined> = {
  'BaseClient.get': ({ BaseClient }, url) => {
    const client = new BaseClient({ apiKey: KEY, baseURL: url });
    return () => client.get('/assistant/a1');
  },
  'VoiceClient.assistants.retrieve': ({ VoiceClient }, url) => {
    if (!VoiceClient) return undefined;
    const voice = new VoiceClient({ apiKey: KEY, baseURL: url });
    return () => voice.assistants.retrieve('a1');
  },
};

const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ id: 'a1', name: 'Ava', createdAt: '2025-01-01T00:00:00.000Z' });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(2)} %`;

/** Per-request latencies (ms) of `count` sequential calls. */
async function sequential(run: Run, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Wall time (ms) per request of `count` calls run `CONCURRENCY` at a time. */
async function concurrent(run: Run, count: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await run();
    }),
  );
  return (performance.now() - start) / count;
}

/** ABBA rounds of `measure` (bare, sdk, sdk, bare); returns each round's sdk/bare ratio. */
async function abba(bare: Run, sdk: Run, rounds: number, measure: (run: Run) => Promise<number>) {
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const b1 = await measure(bare);
    const s1 = await measure(sdk);
    const s2 = await measure(sdk);
    const b2 = await measure(bare);
    ratios.push((s1 + s2) / (b1 + b2));
  }
  return ratios;
}

/** Child process: measures one variant against bare fetch and prints the JSON result. */
async function measureVariant(variant: string, url: string, bundle: string): Promise<void> {
  const sdkRun = VARIANTS[variant]!((await import(pathToFileURL(bundle).href)) as BuiltSdk, url);
  if (!sdkRun) return console.log('null');
  const bare: Run = async () => {
    const response = await fetch(`${url}/assistant/a1`, {
      headers: { authorization: `Bearer ${KEY}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(String(response.status));
    return response.json();
  };
  await sequential(bare, WARMUP);
  await sequential(sdkRun, WARMUP);

  const latencies = new Map<Run, number[]>([
    [bare, []],
    [sdkRun, []],
  ]);
  const seqRatios = await abba(bare, sdkRun, N / (2 * SEQ_BATCH), async (run) => {
    const batch = await sequential(run, SEQ_BATCH);
    latencies.get(run)!.push(...batch);
    return median(batch);
  });
  const walls = new Map<Run, number[]>([
    [bare, []],
    [sdkRun, []],
  ]);
  // Client CPU per request as well: it is what the SDK adds, and other processes on the
  // machine disturb it far less than wall time.
  const cpu = new Map<Run, number[]>([
    [bare, []],
    [sdkRun, []],
  ]);
  const concRatios = await abba(bare, sdkRun, N / (2 * CONC_BATCH), async (run) => {
    const before = process.cpuUsage();
    const wall = await concurrent(run, CONC_BATCH);
    const used = process.cpuUsage(before);
    cpu.get(run)!.push((used.user + used.system) / 1000 / CONC_BATCH);
    walls.get(run)!.push(wall);
    return wall;
  });
  const result: Measured = {
    bareLatencies: latencies.get(bare)!,
    sdkLatencies: latencies.get(sdkRun)!,
    seqRatios,
    bareWalls: walls.get(bare)!,
    sdkWalls: walls.get(sdkRun)!,
    concRatios,
    bareCpu: cpu.get(bare)!,
    sdkCpu: cpu.get(sdkRun)!,
  };
  console.log(JSON.stringify(result));
}

/** Bundles the SDK as it ships (esbuild, ESM, unminified like dist/) into a temporary file. */
async function buildSdk(dir: string): Promise<string> {
  const outfile = join(dir, 'sdk.mjs');
  const hasClient = existsSync(join(sdkSrc, 'client.ts'));
  await build({
    stdin: {
      contents: [
        `export { BaseClient } from './core/base-client.ts';`,
        hasClient ? `export { VoiceClient } from './client.ts';` : '',
      ].join('\n'),
      resolveDir: sdkSrc,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: ['@daily-co/daily-js'],
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-overhead-'));
  const server = await startServer();
  let missed = false;
  const results: Array<{ variant: string; measured: Measured }> = [];
  try {
    const bundle = await buildSdk(dir);
    for (const variant of Object.keys(VARIANTS)) {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', self, '--measure', variant, server.url, bundle],
        { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (child.status !== 0) throw new Error(`measuring ${variant} failed`);
      const measured = JSON.parse(child.stdout.trim().split('\n').pop()!) as Measured | null;
      if (measured) results.push({ variant, measured });
      else console.log(`${variant}: not built yet (src/client.ts missing).`);
    }
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const budget = `≤ ${pct(BUDGET)}`;
  console.log(
    `\nSequential: ${N} GETs per side, ABBA rounds of ${SEQ_BATCH}, one process per variant`,
  );
  console.table(
    results.flatMap(({ variant, measured: m }) => {
      const overhead = median(m.seqRatios) - 1;
      if (overhead > BUDGET) missed = true;
      return [
        {
          variant: `  bare fetch (vs ${variant})`,
          mean: µs(mean(m.bareLatencies)),
          p50: µs(median(m.bareLatencies)),
          overhead: '',
          budget: '',
        },
        {
          variant,
          mean: µs(mean(m.sdkLatencies)),
          p50: µs(median(m.sdkLatencies)),
          overhead: pct(overhead),
          budget,
        },
      ];
    }),
  );
  console.log(
    `\nConcurrent: ${N} GETs per side, ${CONCURRENCY} in flight, ABBA rounds of ${CONC_BATCH}`,
  );
  console.table(
    results.flatMap(({ variant, measured: m }) => {
      // Shown, not judged: with 16 requests in flight on a small shared machine, the wall
      // time swings by several per cent between runs in both directions.
      const overhead = median(m.concRatios) - 1;
      const cpuOverhead = median(m.sdkCpu) / median(m.bareCpu) - 1;
      return [
        {
          variant: `  bare fetch (vs ${variant})`,
          'wall per request': µs(median(m.bareWalls)),
          overhead: '',
          budget: '',
          'client CPU per request': µs(median(m.bareCpu)),
          'CPU overhead': '',
        },
        {
          variant,
          'wall per request': µs(median(m.sdkWalls)),
          overhead: pct(overhead),
          budget: 'shown',
          'client CPU per request': µs(median(m.sdkCpu)),
          'CPU overhead': pct(cpuOverhead),
        },
      ];
    }),
  );
  console.log(
    'overhead = median over rounds of (sdk time / bare time) − 1; the budget applies to the sequential run.',
  );
  if (missed) {
    console.error('SDK overhead is over its budget of 5 % against a bare fetch.');
    process.exit(1);
  }
}

const measureAt = process.argv.indexOf('--measure');
if (measureAt >= 0) {
  const [variant, url, bundle] = process.argv.slice(measureAt + 1);
  await measureVariant(variant!, url!, bundle!);
} else {
  await main();
}
