// Start-up time and resident memory of the server process, as `npm start` runs it (built
// JavaScript) and as it ran before (TypeScript through the tsx loader): the median of RUNS starts
// each, from spawning the process to its first 200 /readyz, on embedded defaults (PGlite in a
// fresh folder, the local platform). Reports only; no budget.
// Env: START_RUNS (default 3).
import { buildServer, startBenchServer, type ServerMode } from './server-process.ts';

const RUNS = Math.max(1, Number(process.env.START_RUNS ?? 3) || 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  buildServer();
  const results: Record<ServerMode, { readyMs: number[]; rssMb: number[] }> = {
    tsx: { readyMs: [], rssMb: [] },
    built: { readyMs: [], rssMb: [] },
  };
  // Alternating, so a busy moment of the machine does not fall on one mode only.
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of ['tsx', 'built'] as const) {
      const server = await startBenchServer(mode);
      results[mode].readyMs.push(server.readyMs);
      // Settled: what it holds once the start's garbage had a moment to go.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      results[mode].rssMb.push(server.memoryMb().rss);
      await server.stop();
    }
  }
  console.table(
    (['tsx', 'built'] as const).map((mode) => ({
      mode: mode === 'tsx' ? 'before: tsx loader' : 'after: built JavaScript',
      'ready ms (median)': Math.round(median(results[mode].readyMs)),
      'RSS MB (median)': Number(median(results[mode].rssMb).toFixed(1)),
      runs: RUNS,
    })),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
