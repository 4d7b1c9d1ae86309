import type { SpeechSynthesizer } from '../voice/speech-synthesizer.ts';
import { normalisePhrase } from '../voice/speech-synthesizer.ts';
import { createSynthesisQueue, type QueuedPhrase } from '../voice/synthesis-queue.ts';

/** A synthesizer whose jobs finish only when the test lets them. */
export interface GatedSynthesizer extends SpeechSynthesizer {
  queueDepth(): number;
  /** Texts the engine started, in order. */
  readonly started: string[];
  /** Finishes the running job (100 ms of silence) and lets the queue go on. */
  finishRunning(): Promise<void>;
  /** Lets every job from now on finish at once. */
  openGate(): void;
}

/**
 * The priority queue of the real synthesizer in front of an engine the test controls, so a
 * test can fill the queue, watch its depth and see what ran, in order, without WebAssembly.
 */
export function gatedSynthesizer(options: { maxWaitingSamples?: number } = {}): GatedSynthesizer {
  const started: string[] = [];
  const running: (() => void)[] = [];
  let open = false;
  const queue = createSynthesisQueue<Int16Array>({
    ...options,
    run: (phrase: QueuedPhrase) =>
      new Promise((resolve) => {
        started.push(phrase.text);
        const finish = () => resolve(new Int16Array(1600));
        if (open) finish();
        else running.push(finish);
      }),
  });
  return {
    started,
    synthesize: (text, request = {}) =>
      queue.submit(
        { text: normalisePhrase(text), voice: request.voice?.voiceId ?? '' },
        {
          priority: request.priority ?? 'prefetch',
          ...(request.signal ? { signal: request.signal } : {}),
        },
      ),
    queueDepth: () => queue.depth(),
    async finishRunning() {
      running.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    openGate() {
      open = true;
      for (const finish of running.splice(0)) finish();
    },
  };
}
