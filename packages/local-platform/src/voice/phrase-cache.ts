import { espeakVoiceFor } from './espeak-voice.ts';
import type { SpeechSynthesizer, SynthesisOptions } from './speech-synthesizer.ts';

/** Options of {@link createPhraseCache}. */
export interface PhraseCacheOptions {
  /** Upper bound of cached audio, in bytes (default 64 MiB, about 35 minutes of speech). */
  maxBytes?: number;
  /** How a request maps to a cache key; defaults to the eSpeak voice plus the text. */
  keyOf?: (text: string, options: SynthesisOptions) => string;
}

/** A synthesizer that remembers what it said, and can prepare phrases before they are needed. */
export interface CachedSynthesizer extends SpeechSynthesizer {
  /**
   * Synthesizes in the background (priority `prefetch`) so a later `synthesize` is instant. Resolves
   * when all are ready; a failure is not reported here but retried when the phrase is needed.
   */
  prefetch(texts: readonly string[], options?: SynthesisOptions): Promise<void>;
  /** Bytes of audio currently held. */
  cachedBytes(): number;
  /** Jobs waiting in the synthesizer behind the cache (0 when it keeps no queue). */
  queueDepth(): number;
}

/**
 * Wraps a synthesizer with a least-recently-used cache bounded in bytes. Concurrent requests
 * for the same phrase share one synthesis; a failed synthesis is not cached.
 */
export function createPhraseCache(
  inner: SpeechSynthesizer,
  options: PhraseCacheOptions = {},
): CachedSynthesizer {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const keyOf =
    options.keyOf ?? ((text, request) => `${espeakVoiceFor(request.voice)}\u0000${text.trim()}`);
  const done = new Map<string, Int16Array>();
  const pending = new Map<string, Promise<Int16Array>>();
  let bytes = 0;

  function remember(key: string, audio: Int16Array) {
    if (audio.byteLength > maxBytes) return;
    done.set(key, audio);
    bytes += audio.byteLength;
    // Maps iterate in insertion order, and hits re-insert: the first key is the least recent.
    for (const [oldKey, oldAudio] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldKey);
      bytes -= oldAudio.byteLength;
    }
  }

  function synthesize(text: string, request: SynthesisOptions = {}): Promise<Int16Array> {
    const key = keyOf(text, request);
    const hit = done.get(key);
    if (hit) {
      done.delete(key);
      done.set(key, hit);
      return Promise.resolve(hit);
    }
    const inFlight = pending.get(key);
    // An urgent request asks again, so the synthesizer can move a prefetch to the front. A
    // request that may be withdrawn asks on its own (the synthesizer shares the work), so its
    // withdrawal never fails another.
    if (inFlight && request.priority !== 'urgent' && !request.signal) return inFlight;
    const job = inner.synthesize(text, request).then(
      (audio) => {
        if (pending.get(key) === job) pending.delete(key);
        if (!done.has(key)) remember(key, audio);
        return audio;
      },
      (error: unknown) => {
        if (pending.get(key) === job) pending.delete(key);
        throw error;
      },
    );
    if (!request.signal) pending.set(key, job);
    return job;
  }

  return {
    synthesize,
    async prefetch(texts, request = {}) {
      await Promise.all(
        texts.map((text) =>
          synthesize(text, { ...request, priority: 'prefetch' }).catch(() => undefined),
        ),
      );
    },
    cachedBytes: () => bytes,
    queueDepth: () => inner.queueDepth?.() ?? 0,
  };
}
