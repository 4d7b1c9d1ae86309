import { SynthesisBusyError, type SpeechPriority } from './speech-synthesizer.ts';

/** One phrase to synthesize: normalised text and the engine's own voice name. */
export interface QueuedPhrase {
  text: string;
  voice: string;
}

/** Options of {@link createSynthesisQueue}. */
export interface SynthesisQueueOptions<T> {
  /** Synthesizes one phrase; the queue never runs two at once. */
  run(phrase: QueuedPhrase): Promise<T>;
  /** Most sample jobs waiting at once; one more is refused as busy (default 4). */
  maxWaitingSamples?: number;
  /** Told when the queue starts having work, and when it has none left. */
  onBusyChange?(busy: boolean): void;
}

/** A priority queue in front of a one-at-a-time synthesis engine. */
export interface SynthesisQueue<T> {
  /**
   * Synthesizes `phrase` once every job of a higher priority (and every earlier one of the same
   * priority) is done. Rejects with {@link SynthesisBusyError} when it is a sample and enough
   * samples already wait, and with the signal's reason once `signal` aborts.
   */
  submit(
    phrase: QueuedPhrase,
    options?: { priority?: SpeechPriority; signal?: AbortSignal },
  ): Promise<T>;
  /** Jobs waiting (not counting the one running). */
  depth(): number;
  /** Whether a job is running or waiting. */
  busy(): boolean;
  /** Fails every job, running or waiting, with `error`. */
  close(error: Error): void;
}

/** Samples allowed to wait at once by default: a few organisers' clicks, never a flood. */
export const DEFAULT_MAX_WAITING_SAMPLES = 4;

/** How long a refused sample is told to wait before trying again, in seconds. */
export const SAMPLE_RETRY_AFTER_SECONDS = 5;

/** Rank of each priority: lower is served first. */
const RANK: Record<SpeechPriority, number> = { urgent: 0, prefetch: 1, sample: 2 };

interface Waiter<T> {
  priority: SpeechPriority;
  resolve(value: T): void;
  reject(error: unknown): void;
  /** Stops listening to the waiter's signal. */
  release(): void;
}

interface Job<T> {
  phrase: QueuedPhrase;
  /** Everyone waiting for this phrase: identical requests share one synthesis. */
  waiters: Set<Waiter<T>>;
}

/** The highest priority among a job's waiters. */
function priorityOf<T>(job: Job<T>): SpeechPriority {
  let best: SpeechPriority = 'sample';
  for (const waiter of job.waiters) if (RANK[waiter.priority] < RANK[best]) best = waiter.priority;
  return best;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The synthesis request was withdrawn.', 'AbortError');

/**
 * Serves synthesis jobs one at a time by priority, so a dashboard's samples never run while a
 * live call's phrase waits. A sample can still hold the engine for the one job it is running
 * (synthesis is not interruptible). A withdrawn request leaves at once; its job leaves the
 * queue when no one else waits for it, and a running job's result is then dropped.
 *
 * @example
 * const queue = createSynthesisQueue({ run: (phrase) => engine.speak(phrase) });
 * const wav = await queue.submit({ text: 'Hello', voice: 'en-us' }, { priority: 'urgent' });
 */
export function createSynthesisQueue<T>(options: SynthesisQueueOptions<T>): SynthesisQueue<T> {
  const maxWaitingSamples = options.maxWaitingSamples ?? DEFAULT_MAX_WAITING_SAMPLES;
  const waiting: Job<T>[] = [];
  let running: Job<T> | null = null;
  let wasBusy = false;

  function reportBusy() {
    const busy = running !== null || waiting.length > 0;
    if (busy !== wasBusy) {
      wasBusy = busy;
      options.onBusyChange?.(busy);
    }
  }

  function settle(job: Job<T>, outcome: { value: T } | { error: unknown }) {
    for (const waiter of job.waiters) {
      waiter.release();
      if ('value' in outcome) waiter.resolve(outcome.value);
      else waiter.reject(outcome.error);
    }
    job.waiters.clear();
  }

  /** The next job: the first of the highest priority waiting. */
  function takeNext(): Job<T> | undefined {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      if (best < 0 || RANK[priorityOf(waiting[i]!)] < RANK[priorityOf(waiting[best]!)]) best = i;
    }
    return best < 0 ? undefined : waiting.splice(best, 1)[0];
  }

  function pump() {
    if (running) return;
    const job = takeNext();
    running = job ?? null;
    reportBusy();
    if (!job) return;
    let outcome: Promise<T>;
    try {
      outcome = options.run(job.phrase);
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      (value) => finish(job, { value }),
      (error: unknown) => finish(job, { error }),
    );
  }

  function finish(job: Job<T>, outcome: { value: T } | { error: unknown }) {
    // A job failed by close() was already settled; its late answer is nobody's.
    if (running !== job) return;
    running = null;
    settle(job, outcome);
    pump();
  }

  function withdraw(job: Job<T>, waiter: Waiter<T>, reason: unknown) {
    if (!job.waiters.delete(waiter)) return;
    waiter.release();
    waiter.reject(reason);
    if (job.waiters.size > 0 || job === running) return;
    const index = waiting.indexOf(job);
    if (index >= 0) waiting.splice(index, 1);
    reportBusy();
  }

  const waitingSamples = () => waiting.filter((job) => priorityOf(job) === 'sample').length;

  return {
    submit(phrase, request = {}) {
      const priority = request.priority ?? 'prefetch';
      const { signal } = request;
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      return new Promise<T>((resolve, reject) => {
        let job = waiting.find(
          (queued) => queued.phrase.text === phrase.text && queued.phrase.voice === phrase.voice,
        );
        if (!job) {
          if (priority === 'sample' && waitingSamples() >= maxWaitingSamples) {
            reject(
              new SynthesisBusyError(
                `The voice is busy: ${maxWaitingSamples} samples are already waiting.`,
                SAMPLE_RETRY_AFTER_SECONDS,
              ),
            );
            return;
          }
          job = { phrase, waiters: new Set() };
          waiting.push(job);
        }
        const owner = job;
        const onAbort = () => withdraw(owner, waiter, abortReason(signal!));
        const waiter: Waiter<T> = {
          priority,
          resolve,
          reject,
          release: () => signal?.removeEventListener('abort', onAbort),
        };
        job.waiters.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        pump();
        reportBusy();
      });
    },
    depth: () => waiting.length,
    busy: () => running !== null || waiting.length > 0,
    close(error) {
      const jobs = [...waiting.splice(0), ...(running ? [running] : [])];
      running = null;
      for (const job of jobs) settle(job, { error });
      reportBusy();
    },
  };
}
