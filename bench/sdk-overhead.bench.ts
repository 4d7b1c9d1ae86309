// Client-side overhead of the SDK per request, against a bare `fetch` to the same local server
// (issue 3 budget: ≤ 5 %). The server runs in a child process so its work does not share the
// client's event loop. Each variant is warmed up, then measured in interleaved rounds (order
// ABBA rounds against bare fetch), and compared on medians: sequential batch medians and
// concurrent wall time per request.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BaseClient as BaseClientType } from '../packages/voice-sdk/src/core/base-client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sdkSrc = join(here, '..', 'packages', 'voice-sdk', 'src');
const N = 2000;
const WARMUP = 500;
const CONCURRENCY = 16;
const BUDGET = 0.05;
const KEY = 'bench-key';

type Variant = { name: string; run: () => Promise<unknown> };
type BuiltSdk = {
  BaseClient: typeof BaseClientType;
  VoiceClient?: new (options: object) => {
    assistants: { retrieve(id: string): Promise<unknown> };
  };
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

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * Bundles the SDK as it ships (esbuild, ESM, unminified like dist/) into a temporary file, so
 * the bench measures the published code rather than a dev-time transpilation of src/.
 */
async function loadBuiltSdk(): Promise<BuiltSdk> {
  const hasClient = existsSync(join(sdkSrc, 'client.ts'));
  const outfile = join(mkdtempSync(join(tmpdir(), 'sdk-overhead-')), 'sdk.mjs');
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
  return (await import(pathToFileURL(outfile).href)) as BuiltSdk;
}

async function variants(url: string): Promise<Variant[]> {
  const { BaseClient, VoiceClient } = await loadBuiltSdk();
  const client = new BaseClient({ apiKey: KEY, baseURL: url });
  const list: Variant[] = [
    {
      name: 'bare fetch',
      run: async () => {
        const response = await fetch(`${url}/assistant/a1`, {
          headers: { authorization: `Bearer ${KEY}`, accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      },
    },
    { name: 'BaseClient.get', run: () => client.get('/assistant/a1') },
  ];
  // VoiceClient is written in parallel with this bench; measure it once it exists.
  if (VoiceClient) {
    const voice = new VoiceClient({ apiKey: KEY, baseURL: url });
    list.push({
      name: 'VoiceClient.assistants.retrieve',
      run: () => voice.assistants.retrieve('a1'),
    });
  } else {
    console.log('VoiceClient: not built yet (src/client.ts missing), measuring BaseClient only.');
  }
  return list;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(2)} %`;

/** Per-request latencies (ms) of `count` sequential calls. */
async function sequential(variant: Variant, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await variant.run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Wall time (ms) per request of `count` calls run `CONCURRENCY` at a time. */
async function concurrent(variant: Variant, count: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await variant.run();
    }),
  );
  return (performance.now() - start) / count;
}

/**
 * Measures `variant` against bare fetch in ABBA rounds (bare, variant, variant, bare), so a
 * load that drifts during a round weighs on both sides alike; returns each round's ratio.
 */
async function abba(
  bare: Variant,
  variant: Variant,
  rounds: number,
  measure: (v: Variant) => Promise<number>,
): Promise<number[]> {
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const b1 = await measure(bare);
    const v1 = await measure(variant);
    const v2 = await measure(variant);
    const b2 = await measure(bare);
    ratios.push((v1 + v2) / (b1 + b2));
  }
  return ratios;
}

const SEQ_BATCH = 50;
const CONC_BATCH = 100;
const server = await startServer();
let missed = false;
try {
  const list = await variants(server.url);
  for (const variant of list) await sequential(variant, WARMUP);
  const [bare, ...others] = list;
  const budget = `≤ ${pct(BUDGET)}`;

  // Sequential: each batch's median latency; every variant gets N requests.
  const samples = new Map<string, number[]>(list.map((v) => [v.name, []]));
  const seqBatch = async (v: Variant) => {
    const batch = await sequential(v, SEQ_BATCH);
    samples.get(v.name)!.push(...batch);
    return median(batch);
  };
  const seqRows = [];
  for (const variant of others) {
    const ratios = await abba(bare!, variant, N / (2 * SEQ_BATCH), seqBatch);
    seqRows.push({ variant, overhead: median(ratios) - 1 });
  }
  console.log(
    `\nSequential: ${N} GETs per variant, ABBA rounds of ${SEQ_BATCH} against bare fetch`,
  );
  console.table([
    {
      variant: bare!.name,
      mean: µs(mean(samples.get(bare!.name)!)),
      p50: µs(median(samples.get(bare!.name)!)),
      overhead: '-',
      budget: '',
    },
    ...seqRows.map(({ variant, overhead }) => {
      if (overhead > BUDGET) missed = true;
      const own = samples.get(variant.name)!;
      return {
        variant: variant.name,
        mean: µs(mean(own)),
        p50: µs(median(own)),
        overhead: pct(overhead),
        budget,
      };
    }),
  ]);

  // Concurrent: wall time per request of batches with CONCURRENCY requests in flight.
  const walls = new Map<string, number[]>(list.map((v) => [v.name, []]));
  const concBatch = async (v: Variant) => {
    const perRequest = await concurrent(v, CONC_BATCH);
    walls.get(v.name)!.push(perRequest);
    return perRequest;
  };
  const concRows = [];
  for (const variant of others) {
    const ratios = await abba(bare!, variant, N / (2 * CONC_BATCH), concBatch);
    concRows.push({ variant, overhead: median(ratios) - 1 });
  }
  console.log(
    `\nConcurrent: ${N} GETs per variant, ${CONCURRENCY} in flight, ABBA rounds of ${CONC_BATCH}`,
  );
  console.table([
    {
      variant: bare!.name,
      'wall per request': µs(median(walls.get(bare!.name)!)),
      overhead: '-',
      budget: '',
    },
    ...concRows.map(({ variant, overhead }) => {
      if (overhead > BUDGET) missed = true;
      return {
        variant: variant.name,
        'wall per request': µs(median(walls.get(variant.name)!)),
        overhead: pct(overhead),
        budget,
      };
    }),
  ]);
  console.log('overhead = median over rounds of (variant time / bare time) - 1');
} finally {
  server.stop();
}
if (missed) {
  console.error('SDK overhead is over its budget of 5 % against a bare fetch.');
  process.exit(1);
}
