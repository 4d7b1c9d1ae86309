// Client-side overhead of the SDK per request, against a bare `fetch` to the same local server
// (issue 3 budget: ≤ 5 %). The server runs in a child process so its work does not share the
// client's event loop. Each variant is warmed up, then measured in interleaved rounds (order
// alternating), and compared on medians: sequential p50 latency and concurrent wall time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BaseClient } from '../packages/voice-sdk/src/core/base-client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const N = 2000;
const ROUNDS = 20;
const WARMUP = 500;
const CONCURRENCY = 16;
const BUDGET = 0.05;
const KEY = 'bench-key';

type Variant = { name: string; run: () => Promise<unknown> };

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

async function variants(url: string): Promise<Variant[]> {
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
  const clientFile = join(here, '..', 'packages', 'voice-sdk', 'src', 'client.ts');
  if (existsSync(clientFile)) {
    const { VoiceClient } = (await import(pathToFileURL(clientFile).href)) as {
      VoiceClient: new (options: object) => {
        assistants: { retrieve(id: string): Promise<unknown> };
      };
    };
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

/** Runs `measure` for every variant in each round, reversing the order every other round. */
async function interleaved<T>(list: Variant[], measure: (v: Variant) => Promise<T>) {
  const results = new Map<string, T[]>(list.map((v) => [v.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? list : [...list].reverse();
    for (const variant of order) results.get(variant.name)!.push(await measure(variant));
  }
  return results;
}

const server = await startServer();
let missed = false;
try {
  const list = await variants(server.url);
  for (const variant of list) await sequential(variant, WARMUP);
  const [bare] = list;

  // Overhead = median over rounds of (variant / bare) within the same round: pairing cancels
  // the drift of a shared, busy machine.
  const pairedOverhead = (rounds: Map<string, number[]>, name: string) => {
    const bareRounds = rounds.get(bare!.name)!;
    return median(rounds.get(name)!.map((value, i) => value / bareRounds[i]! - 1));
  };

  const seq = await interleaved(list, (v) => sequential(v, N / ROUNDS));
  const seqMedians = new Map([...seq].map(([name, rounds]) => [name, rounds.map(median)]));
  console.log(`\nSequential: ${N} GETs per variant in ${ROUNDS} interleaved rounds`);
  console.table(
    list.map((v) => {
      const samples = seq.get(v.name)!.flat();
      const overhead = pairedOverhead(seqMedians, v.name);
      if (v !== bare && overhead > BUDGET) missed = true;
      return {
        variant: v.name,
        mean: µs(mean(samples)),
        p50: µs(median(samples)),
        'overhead (median of round p50 ratios)': v === bare ? '-' : pct(overhead),
        budget: v === bare ? '' : `≤ ${pct(BUDGET)}`,
      };
    }),
  );

  const conc = await interleaved(list, (v) => concurrent(v, N));
  console.log(`\nConcurrent: ${N} GETs per variant and round, ${CONCURRENCY} in flight`);
  console.table(
    list.map((v) => {
      const overhead = pairedOverhead(conc, v.name);
      if (v !== bare && overhead > BUDGET) missed = true;
      return {
        variant: v.name,
        'wall per request (median of rounds)': µs(median(conc.get(v.name)!)),
        'overhead (median of round ratios)': v === bare ? '-' : pct(overhead),
        budget: v === bare ? '' : `≤ ${pct(BUDGET)}`,
      };
    }),
  );
} finally {
  server.stop();
}
if (missed) {
  console.error('SDK overhead is over its budget of 5 % against a bare fetch.');
  process.exit(1);
}
