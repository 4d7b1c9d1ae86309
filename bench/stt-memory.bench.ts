// Memory the built-in speech recogniser adds to a process: the resident set (VmRSS) before the
// first transcription and after it (the model loaded on its worker threads, settled), in a
// fresh process, once with the thread count local mode picks for this machine and once, in
// another process, with two threads (what a machine with three cores or more runs). Budget:
// ≤ 400 MB added with the default threads. Linux only (/proc). Exits 1 when it is missed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createLocalRecognizer } from '@vibe/local-platform';
import { exitWithCodeOf } from './exit-code.ts';
import { loadSpeechCorpus } from './speech-corpus.ts';

const BUDGET_MB = 400;
const SETTLE_MS = 2_000;

/** The process's resident set, in MB. */
function residentMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** In this process: loads the model on `threads` threads and prints what it added, as JSON. */
async function measure(threads: number | undefined) {
  const corpus = loadSpeechCorpus();
  global.gc?.();
  await settle();
  const before = residentMb();
  const recognizer = createLocalRecognizer(threads ? { threads } : {});
  // As many pieces at once as there are threads, so that each thread loads the model.
  const started = recognizer.startedThreads();
  const count = threads ?? 2;
  await Promise.all(
    corpus.slice(0, count).map((clip) => recognizer.transcribe(clip.audio, { purpose: 'final' })),
  );
  await settle();
  const after = residentMb();
  const loaded = recognizer.startedThreads();
  await recognizer.close();
  console.log(JSON.stringify({ before, after, started, loaded }));
}

async function main(): Promise<number> {
  if (process.argv[2] === '--measure') {
    await measure(process.argv[3] ? Number(process.argv[3]) : undefined);
    return 0;
  }
  let failed = false;
  for (const threads of [undefined, 2]) {
    // A fresh process each time: the model is loaded once per process.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--expose-gc',
        import.meta.filename,
        '--measure',
        ...(threads ? [String(threads)] : []),
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`the measuring process failed: ${run.stderr}`);
    const { before, after, started, loaded } = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    const added = after - before;
    const label = threads
      ? `${threads} threads`
      : `default (${loaded} thread${loaded === 1 ? '' : 's'})`;
    console.log(
      `${label}: RSS ${before.toFixed(0)} MB before the first transcription, ${after.toFixed(0)} MB after, +${added.toFixed(0)} MB${threads ? '' : ` (budget ≤ ${BUDGET_MB} MB)`}; threads before it: ${started}`,
    );
    if (!threads && added > BUDGET_MB) {
      console.error(`budget missed: the recogniser adds ${added.toFixed(0)} MB`);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

await exitWithCodeOf(main);
