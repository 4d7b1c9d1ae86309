import { Worker } from 'node:worker_threads';
import { PCM_SAMPLE_RATE } from '@vibe/voice-sdk/protocol';
import { espeakVoiceFor } from './espeak-voice.ts';
import { trimSilence } from './pcm.ts';
import { createResampler, type Resampler } from './resample.ts';
import {
  normalisePhrase,
  type SpeechSynthesizer,
  type SynthesisOptions,
} from './speech-synthesizer.ts';
import { decodeWav } from './wav.ts';

/** Options of {@link createEspeakSynthesizer}. */
export interface EspeakSynthesizerOptions {
  /** Speaking rate in words per minute (eSpeak's `-s`, default 165). */
  wordsPerMinute?: number;
  /** A request not answered within this many milliseconds fails (default 15 000). */
  timeoutMs?: number;
}

/** An eSpeak NG synthesizer that can be shut down. */
export interface EspeakSynthesizer extends SpeechSynthesizer {
  /** Stops the worker thread; later requests start a new one. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  text: string;
  voice: string;
  urgent: boolean;
  /** Everyone waiting for this phrase: identical requests share one synthesis. */
  waiters: { resolve(wav: Uint8Array): void; reject(error: Error): void }[];
}

const settle = (job: Job, outcome: Uint8Array | Error) => {
  for (const waiter of job.waiters) {
    if (outcome instanceof Error) waiter.reject(outcome);
    else waiter.resolve(outcome);
  }
};

type WorkerReply =
  { ready: true } | { id: number; wav: Uint8Array } | { id: number; error: string };

/**
 * Speech synthesis with eSpeak NG compiled to WebAssembly, in a worker thread so synthesis
 * never stalls the real-time audio of running calls. Works offline. Requests are served one at
 * a time, urgent ones (needed by a conversation right now) before prefetching; the 22.05 kHz
 * output is resampled to the session's 16 kHz and trimmed of silence.
 */
export function createEspeakSynthesizer(options: EspeakSynthesizerOptions = {}): EspeakSynthesizer {
  const wordsPerMinute = Math.min(400, Math.max(80, Math.round(options.wordsPerMinute ?? 165)));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const resamplers = new Map<number, Resampler>();
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let ready = false;
  let running: { job: Job; timer: NodeJS.Timeout } | null = null;
  let nextId = 1;

  function failRunning(error: Error) {
    if (!running) return;
    clearTimeout(running.timer);
    settle(running.job, error);
    running = null;
  }

  function dropWorker(error: Error) {
    const dead = worker;
    worker = null;
    ready = false;
    failRunning(error);
    void dead?.terminate();
  }

  function startWorker(): Worker {
    const thread = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    thread.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        ready = true;
      } else if (running && reply.id === running.job.id) {
        clearTimeout(running.timer);
        const { job } = running;
        running = null;
        settle(job, 'error' in reply ? new Error(reply.error) : reply.wav);
      }
      pump();
    });
    thread.on('error', (error) => {
      if (worker === thread) dropWorker(error);
      pump();
    });
    thread.on('exit', (code) => {
      if (worker === thread) dropWorker(new Error(`The eSpeak NG worker exited (${code}).`));
      pump();
    });
    return thread;
  }

  /** The worker keeps the process alive only while someone waits for speech. */
  function holdProcess() {
    if (!worker) return;
    if (running || queue.length > 0) worker.ref();
    else worker.unref();
  }

  function pump() {
    if (queue.length > 0 && !worker) worker = startWorker();
    holdProcess();
    if (running || queue.length === 0 || !ready || !worker) return;
    const index = queue.findIndex((job) => job.urgent);
    const [job] = queue.splice(index >= 0 ? index : 0, 1);
    if (!job) return;
    const timer = setTimeout(
      () => dropWorker(new Error(`eSpeak NG did not answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    timer.unref();
    running = { job, timer };
    holdProcess();
    worker.postMessage({ id: job.id, text: job.text, voice: job.voice, wordsPerMinute });
  }

  function toSessionRate(wav: Uint8Array): Promise<Int16Array> {
    const { sampleRate, samples } = decodeWav(wav);
    let resampler = resamplers.get(sampleRate);
    if (!resampler) {
      resampler = createResampler(sampleRate, PCM_SAMPLE_RATE);
      resamplers.set(sampleRate, resampler);
    }
    // Gently: this runs on the thread that paces every call's audio.
    return resampler.resampleGently(trimSilence(samples, sampleRate));
  }

  return {
    async synthesize(text: string, request: SynthesisOptions = {}): Promise<Int16Array> {
      const phrase = normalisePhrase(text);
      if (!phrase) return new Int16Array(0);
      const voice = espeakVoiceFor(request.voice);
      const urgent = request.urgent ?? false;
      const wav = await new Promise<Uint8Array>((resolve, reject) => {
        const queued = queue.find((job) => job.text === phrase && job.voice === voice);
        if (queued) {
          // Already waiting (e.g. prefetched): share it, and move it forward if needed now.
          queued.urgent ||= urgent;
          queued.waiters.push({ resolve, reject });
        } else {
          queue.push({ id: nextId++, text: phrase, voice, urgent, waiters: [{ resolve, reject }] });
        }
        pump();
      });
      return toSessionRate(wav);
    },
    async close() {
      const closing = new Error('The speech synthesizer was closed.');
      for (const job of queue.splice(0)) settle(job, closing);
      const dead = worker;
      worker = null;
      ready = false;
      failRunning(closing);
      await dead?.terminate();
    },
  };
}
