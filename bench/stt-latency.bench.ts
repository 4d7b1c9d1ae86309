// How long a visitor waits for the words of an answer they finished: from the end of the
// answer's audio to the final transcript of the built-in recogniser (Moonshine tiny English,
// with the thread count local mode picks for this machine). Answers of about 10 s and 30 s are
// read from the speech corpus (clips with 0.6 s pauses between them, then 0.8 s of quiet, as
// the turn detector's hangover leaves), five different ones of each length, median reported.
//
// Two ways, both printed:
//  - live (budgeted): as a call runs it — the answer arrives in real time and a partial
//    transcript of the turn so far is asked for every second (dropped when the recogniser is
//    busy), then the final. Pieces of a long answer that partials already transcribed are not
//    transcribed again. Budgets: median ≤ 800 ms for 10 s answers, ≤ 1.5 s for 30 s answers.
//  - cold: the final alone, as if nothing had been heard before (the model already loaded).
// Beside each wait, the CPU time the process spent in it (all threads): on a busy machine the
// wait grows while the CPU time does not, so it tells what the wait would be on a free core.
// Exits 1 when a budget is missed.
import { loadavg } from 'node:os';
import { createLocalRecognizer, type LocalRecognizer } from '@vibe/local-platform';
import { concat, silence } from '@vibe/local-platform/testing';
import { exitWithCodeOf } from './exit-code.ts';
import { p50 } from './percentiles.ts';
import { loadSpeechCorpus, type LoadedClip } from './speech-corpus.ts';

const RATE = 16_000;
const RUNS = 5;
const PAUSE_SECONDS = 0.6;
const HANGOVER_SECONDS = 0.8;
const PARTIAL_EVERY_MS = 1_000;
const LENGTHS = [
  { seconds: 10, budgetMs: 800 },
  { seconds: 30, budgetMs: 1_500 },
];

/** An answer of at least `seconds`, from the corpus's clips starting at `first`. */
function answerOf(corpus: LoadedClip[], first: number, seconds: number): Int16Array {
  const parts: Int16Array[] = [];
  let length = 0;
  for (let i = first; length < seconds * RATE; i++) {
    const clip = corpus[i % corpus.length]!;
    if (parts.length > 0) parts.push(silence(PAUSE_SECONDS));
    parts.push(clip.audio);
    length += clip.audio.length + (parts.length > 1 ? PAUSE_SECONDS * RATE : 0);
  }
  parts.push(silence(HANGOVER_SECONDS));
  return concat(...parts);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A wait, and the CPU time the process spent during it. */
interface Wait {
  ms: number;
  cpuMs: number;
}

/** Times `final`: wall-clock and CPU (user + system, every thread of the process). */
async function timed(final: () => Promise<unknown>): Promise<Wait> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await final();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** The final's latency after the answer arrived in real time with partials every second. */
async function live(recognizer: LocalRecognizer, answer: Int16Array): Promise<Wait> {
  const started = performance.now();
  const durationMs = (answer.length / RATE) * 1000;
  const partials: Promise<unknown>[] = [];
  for (let atMs = PARTIAL_EVERY_MS; atMs < durationMs; atMs += PARTIAL_EVERY_MS) {
    await sleep(Math.max(0, started + atMs - performance.now()));
    const soFar = answer.subarray(0, Math.round((atMs / 1000) * RATE));
    partials.push(recognizer.transcribe(soFar, { purpose: 'partial' }));
  }
  await sleep(Math.max(0, started + durationMs - performance.now()));
  const wait = await timed(() => recognizer.transcribe(answer, { purpose: 'final' }));
  await Promise.all(partials);
  return wait;
}

const cold = (recognizer: LocalRecognizer, answer: Int16Array): Promise<Wait> =>
  timed(() => recognizer.transcribe(answer, { purpose: 'final' }));

async function main(): Promise<number> {
  const corpus = loadSpeechCorpus();
  const recognizer = createLocalRecognizer();
  let failed = false;
  try {
    // The model loads once per process, on the first transcription: not part of any answer.
    await recognizer.transcribe(corpus.at(-1)!.audio);
    console.log(
      `recogniser threads: ${recognizer.startedThreads()} (local mode's default here); load average ${loadavg()[0]!.toFixed(1)}`,
    );
    for (const { seconds, budgetMs } of LENGTHS) {
      const liveWaits: Wait[] = [];
      const coldWaits: Wait[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Different answers each time, so no piece is remembered from an earlier run.
        const first = run * 7 + (seconds > 10 ? 3 : 0);
        liveWaits.push(await live(recognizer, answerOf(corpus, first, seconds)));
        coldWaits.push(await cold(recognizer, answerOf(corpus.slice().reverse(), first, seconds)));
      }
      const show = (waits: Wait[]) =>
        waits.map(({ ms, cpuMs }) => `${ms.toFixed(0)} (cpu ${cpuMs.toFixed(0)})`).join(', ');
      const median = p50(liveWaits.map((wait) => wait.ms));
      console.log(
        `${seconds} s answers: live median ${median.toFixed(0)} ms, cpu ${p50(liveWaits.map((wait) => wait.cpuMs)).toFixed(0)} ms (budget ≤ ${budgetMs} ms; runs ${show(liveWaits)})`,
      );
      console.log(
        `${' '.repeat(String(seconds).length)}            cold median ${p50(coldWaits.map((wait) => wait.ms)).toFixed(0)} ms, cpu ${p50(coldWaits.map((wait) => wait.cpuMs)).toFixed(0)} ms (runs ${show(coldWaits)})`,
      );
      if (median > budgetMs) {
        console.error(`budget missed: ${seconds} s answers take ${median.toFixed(0)} ms`);
        failed = true;
      }
    }
  } finally {
    await recognizer.close();
  }
  return failed ? 1 : 0;
}

await exitWithCodeOf(main);
