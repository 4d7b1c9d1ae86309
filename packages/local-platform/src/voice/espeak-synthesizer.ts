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
import { createSynthesisQueue, type QueuedPhrase } from './synthesis-queue.ts';
import { decodeWav } from './wav.ts';
import { workerStart, type WorkerStart } from './worker-start.ts';

/** Options of {@link createEspeakSynthesizer}. */
export interface EspeakSynthesizerOptions {
  /** Speaking rate in words per minute (eSpeak's `-s`, default 165). */
  wordsPerMinute?: number;
  /** A request not answered within this many milliseconds fails (default 15 000). */
  timeoutMs?: number;
  /** Most voice samples waiting at once; more are refused as busy (default 4). */
  maxWaitingSamples?: number;
  /**
   * Runs the worker at the lowest OS priority (nice 19 on Linux), so it only takes the CPU that
   * live calls leave over: for voice samples, which must never slow a call's speech.
   */
  lowPriority?: boolean;
  /** Stops the worker after this long without work (default: never); the next job restarts it. */
  idleTimeoutMs?: number;
}

/** An eSpeak NG synthesizer that can be shut down. */
export interface EspeakSynthesizer extends SpeechSynthesizer {
  /** Jobs waiting for the worker (not counting the one it is speaking). */
  queueDepth(): number;
  /** Stops the worker thread; later requests start a new one. */
  close(): Promise<void>;
}

type WorkerReply =
  { ready: true } | { id: number; wav: Uint8Array } | { id: number; error: string };

/** The worker thread, and whether it has loaded eSpeak NG yet. */
interface Engine extends WorkerStart {
  thread: Worker;
}

/**
 * Speech synthesis with eSpeak NG compiled to WebAssembly, in a worker thread so synthesis
 * never stalls the real-time audio of running calls. Works offline. Requests are served one at
 * a time by priority (see `synthesis-queue.ts`: a call's speech needed now, then its prefetched
 * phrases, then voice samples); the 22.05 kHz output is resampled to the session's 16 kHz and
 * trimmed of silence.
 */
export function createEspeakSynthesizer(options: EspeakSynthesizerOptions = {}): EspeakSynthesizer {
  const wordsPerMinute = Math.min(400, Math.max(80, Math.round(options.wordsPerMinute ?? 165)));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const resamplers = new Map<number, Resampler>();
  let engine: Engine | null = null;
  let speaking: {
    id: number;
    resolve(wav: Uint8Array): void;
    reject(error: Error): void;
    timer: NodeJS.Timeout;
  } | null = null;
  let nextId = 1;

  const queue = createSynthesisQueue<Uint8Array>({
    run: speakOnWorker,
    ...(options.maxWaitingSamples !== undefined
      ? { maxWaitingSamples: options.maxWaitingSamples }
      : {}),
    onBusyChange: holdProcess,
  });

  let idleTimer: NodeJS.Timeout | null = null;

  /**
   * The worker keeps the process alive only while someone waits for speech; with
   * `idleTimeoutMs`, an idle worker is stopped to give its memory back.
   */
  function holdProcess(busy: boolean) {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (busy) return engine?.thread.ref();
    engine?.thread.unref();
    if (options.idleTimeoutMs === undefined || !engine) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (!queue.busy()) dropWorker(new Error('The eSpeak NG worker was idle.'));
    }, options.idleTimeoutMs);
    idleTimer.unref();
  }

  function dropWorker(error: Error) {
    const dead = engine;
    engine = null;
    dead?.failStart(error);
    const job = speaking;
    speaking = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void dead?.thread.terminate();
  }

  function startWorker(): Engine {
    const thread = new Worker(new URL('./espeak-worker.mjs', import.meta.url), {
      workerData: { lowPriority: options.lowPriority === true },
    });
    const start = workerStart();
    thread.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) return start.markReady();
      if (!speaking || reply.id !== speaking.id) return;
      const job = speaking;
      speaking = null;
      clearTimeout(job.timer);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.wav);
    });
    thread.on('error', (error) => {
      if (engine?.thread === thread) dropWorker(error);
    });
    thread.on('exit', (code) => {
      if (engine?.thread === thread) {
        dropWorker(new Error(`The eSpeak NG worker exited (${code}).`));
      }
    });
    const started = { thread, ...start };
    engine = started;
    holdProcess(queue.busy());
    return started;
  }

  /** Speaks one phrase on the worker (started on first use, and again after a failure). */
  async function speakOnWorker(phrase: QueuedPhrase): Promise<Uint8Array> {
    const current = engine ?? startWorker();
    await current.ready;
    if (engine !== current) throw new Error('The eSpeak NG worker stopped.');
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => dropWorker(new Error(`eSpeak NG did not answer within ${timeoutMs} ms.`)),
        timeoutMs,
      );
      timer.unref();
      speaking = { id, resolve, reject, timer };
      current.thread.postMessage({ id, text: phrase.text, voice: phrase.voice, wordsPerMinute });
    });
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
      const { signal } = request;
      const wav = await queue.submit(
        { text: phrase, voice: espeakVoiceFor(request.voice) },
        { priority: request.priority ?? 'prefetch', ...(signal ? { signal } : {}) },
      );
      // Withdrawn while the worker spoke: no need to resample what nobody will hear.
      signal?.throwIfAborted();
      return toSessionRate(wav);
    },
    queueDepth: () => queue.depth(),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      const closing = new Error('The speech synthesizer was closed.');
      queue.close(closing);
      const dead = engine;
      dropWorker(closing);
      await dead?.thread.terminate();
    },
  };
}
