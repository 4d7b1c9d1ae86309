// @ts-check
// Worker thread that runs eSpeak NG (GPL-3.0, compiled to WebAssembly). Kept in plain
// JavaScript so it starts the same under Node, tsx and Vitest, and loaded with a dynamic
// import so the GPL code is only ever pulled in by the local platform at run time.
// The WebAssembly module is compiled once; each request instantiates the eSpeak command line
// afresh (its main() can only run once per instance) and answers with the WAV bytes.
// Running here keeps the ~0.1-0.2 s of synthesis off the thread that paces call audio.
import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('espeak-worker.mjs must run as a worker thread.');
const port = parentPort;

// A worker for voice samples yields to calls: at the lowest priority it only gets the CPU that
// live calls leave over (Linux gives each thread its own nice value; elsewhere this does nothing).
if (workerData?.lowPriority) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, 19);
  } catch {
    // not Linux, or not allowed: run at normal priority
  }
}

const { default: createESpeak } = await import('espeak-ng');
const wasmUrl = new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'));
const compiled = await WebAssembly.compile(await readFile(wasmUrl));

/** @param {{ id: number, text: string, voice: string, wordsPerMinute: number }} job */
async function synthesize(job) {
  const errors = [];
  /** @type {any} */
  const instance = await createESpeak({
    // The text goes through a file, never argv, so it can never be read as an option.
    arguments: [
      '-v',
      job.voice,
      '-s',
      String(job.wordsPerMinute),
      '-w',
      '/out.wav',
      '-f',
      '/in.txt',
    ],
    preRun: [(/** @type {any} */ module) => module.FS.writeFile('/in.txt', job.text)],
    print: () => {},
    printErr: (/** @type {string} */ line) => errors.push(line),
    instantiateWasm(
      /** @type {WebAssembly.Imports} */ imports,
      /** @type {(i: WebAssembly.Instance) => void} */ done,
    ) {
      WebAssembly.instantiate(compiled, imports).then(done);
      return {};
    },
  });
  try {
    return instance.FS.readFile('/out.wav');
  } catch {
    throw new Error(`eSpeak NG produced no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
}

// One job at a time: each instance holds tens of megabytes until it is collected.
let chain = Promise.resolve();
port.on('message', (job) => {
  chain = chain.then(async () => {
    try {
      const wav = await synthesize(job);
      port.postMessage({ id: job.id, wav }, [wav.buffer]);
    } catch (error) {
      port.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
port.postMessage({ ready: true });
