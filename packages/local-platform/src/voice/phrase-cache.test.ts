import { describe, expect, it } from 'vitest';
import { createPhraseCache } from './phrase-cache.ts';
import type { SpeechSynthesizer, SynthesisOptions } from './speech-synthesizer.ts';

/** A synthesizer that records its requests and returns one sample per character. */
function countingSynthesizer() {
  const calls: { text: string; options: SynthesisOptions | undefined }[] = [];
  let failNext = false;
  const synthesizer: SpeechSynthesizer = {
    async synthesize(text, options) {
      calls.push({ text, options });
      if (failNext) {
        failNext = false;
        throw new Error('synthesis failed');
      }
      return new Int16Array(text.length).fill(1);
    },
  };
  return { synthesizer, calls, failOnce: () => (failNext = true) };
}

describe('createPhraseCache', () => {
  it('synthesizes a phrase once however often it is spoken', async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cache = createPhraseCache(synthesizer);
    const [a, b] = await Promise.all([cache.synthesize('Hello'), cache.synthesize('Hello')]);
    const c = await cache.synthesize('Hello');
    expect(calls).toHaveLength(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps phrases apart by voice', async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cache = createPhraseCache(synthesizer);
    await cache.synthesize('Hi', { voice: { voiceId: 'Elliot' } });
    await cache.synthesize('Hi', { voice: { voiceId: 'Lily' } });
    expect(calls).toHaveLength(2);
  });

  it('prefetches in the background and asks again, urgently, when a prefetch is needed now', async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cache = createPhraseCache(synthesizer);
    const ready = cache.prefetch(['One', 'Two']);
    expect(calls.map((call) => call.options?.priority)).toEqual(['prefetch', 'prefetch']);
    await cache.synthesize('Two', { priority: 'urgent' });
    expect(calls.at(-1)).toEqual({ text: 'Two', options: { priority: 'urgent' } });
    await ready;
    await cache.synthesize('One', { priority: 'urgent' });
    expect(calls).toHaveLength(3); // ready: served from the cache
  });

  it('never lets a withdrawn request fail another one for the same phrase', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const calls: (AbortSignal | undefined)[] = [];
    const cache = createPhraseCache({
      async synthesize(text, options) {
        calls.push(options?.signal);
        await gate;
        options?.signal?.throwIfAborted();
        return new Int16Array(text.length).fill(1);
      },
    });
    const controller = new AbortController();
    const withdrawn = cache.synthesize('Hello', { priority: 'sample', signal: controller.signal });
    const plain = cache.synthesize('Hello', { priority: 'sample' });
    const other = cache.synthesize('Hello', {
      priority: 'sample',
      signal: AbortSignal.timeout(60_000),
    });
    // Each signalled request reaches the synthesizer with its own signal (it shares the work).
    expect(calls).toHaveLength(3);
    controller.abort();
    open();
    await expect(withdrawn).rejects.toMatchObject({ name: 'AbortError' });
    expect((await plain).length).toBe(5);
    expect((await other).length).toBe(5);
  });

  it('tells the depth of the queue behind it', () => {
    const inner = { synthesize: async () => new Int16Array(0), queueDepth: () => 3 };
    expect(createPhraseCache(inner).queueDepth()).toBe(3);
    expect(createPhraseCache({ synthesize: inner.synthesize }).queueDepth()).toBe(0);
  });

  it('does not remember a failure', async () => {
    const { synthesizer, calls, failOnce } = countingSynthesizer();
    const cache = createPhraseCache(synthesizer);
    failOnce();
    await expect(cache.synthesize('Oops')).rejects.toThrow('synthesis failed');
    expect((await cache.synthesize('Oops')).length).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('forgets the least recently used phrases beyond its byte budget', async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const cache = createPhraseCache(synthesizer, { maxBytes: 20 });
    await cache.synthesize('aaaa'); // 8 bytes
    await cache.synthesize('bbbb'); // 16 bytes
    await cache.synthesize('aaaa'); // hit: a becomes the most recent
    await cache.synthesize('cccc'); // 24 bytes: b goes
    expect(cache.cachedBytes()).toBe(16);
    await cache.synthesize('aaaa');
    await cache.synthesize('bbbb');
    expect(calls.map((call) => call.text)).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb']);
  });
});
