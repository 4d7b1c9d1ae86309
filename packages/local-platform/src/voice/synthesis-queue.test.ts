import { describe, expect, it } from 'vitest';
import { SynthesisBusyError } from './speech-synthesizer.ts';
import { createSynthesisQueue, type QueuedPhrase } from './synthesis-queue.ts';

/** An engine whose jobs finish only when the test says so, recording the order they ran in. */
function gatedEngine() {
  const ran: string[] = [];
  const pending: { text: string; finish(): void; fail(error: Error): void }[] = [];
  const run = (phrase: QueuedPhrase) =>
    new Promise<string>((resolve, reject) => {
      ran.push(phrase.text);
      pending.push({
        text: phrase.text,
        finish: () => resolve(`audio of ${phrase.text}`),
        fail: reject,
      });
    });
  /** Finishes the running job and lets the queue start the next one. */
  const finishRunning = async () => {
    const job = pending.shift();
    if (!job) throw new Error('no job is running');
    job.finish();
    await new Promise((resolve) => setImmediate(resolve));
    return job.text;
  };
  const failRunning = async (error: Error) => {
    pending.shift()?.fail(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, ran, pending, finishRunning, failRunning };
}

const phrase = (text: string): QueuedPhrase => ({ text, voice: 'en-us' });

describe('createSynthesisQueue', () => {
  it('runs one job at a time: urgent speech, then prefetching, then samples, in order within each', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    const done = [
      queue.submit(phrase('sample 1'), { priority: 'sample' }),
      queue.submit(phrase('prefetch 1'), { priority: 'prefetch' }),
      queue.submit(phrase('sample 2'), { priority: 'sample' }),
      queue.submit(phrase('urgent 1'), { priority: 'urgent' }),
      queue.submit(phrase('prefetch 2')),
      queue.submit(phrase('urgent 2'), { priority: 'urgent' }),
    ];
    // The first sample found the queue idle and started at once; nothing else runs beside it.
    expect(engine.pending).toHaveLength(1);
    expect(queue.depth()).toBe(5);
    for (let i = 0; i < 6; i++) await engine.finishRunning();
    expect(engine.ran).toEqual([
      'sample 1',
      'urgent 1',
      'urgent 2',
      'prefetch 1',
      'prefetch 2',
      'sample 2',
    ]);
    expect(await Promise.all(done)).toEqual([
      'audio of sample 1',
      'audio of prefetch 1',
      'audio of sample 2',
      'audio of urgent 1',
      'audio of prefetch 2',
      'audio of urgent 2',
    ]);
    expect(queue.depth()).toBe(0);
  });

  it('never starts a sample while a call’s phrase waits, however early the sample came', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run, maxWaitingSamples: 10 });
    void queue.submit(phrase('first'), { priority: 'urgent' });
    for (let i = 0; i < 5; i++) void queue.submit(phrase(`sample ${i}`), { priority: 'sample' });
    void queue.submit(phrase('late call phrase'), { priority: 'prefetch' });
    await engine.finishRunning();
    expect(engine.ran.at(-1)).toBe('late call phrase');
  });

  it('shares one job between identical requests, at the higher priority', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    void queue.submit(phrase('busy'), { priority: 'urgent' });
    const sample = queue.submit(phrase('Hello'), { priority: 'sample' });
    void queue.submit(phrase('a prefetch'), { priority: 'prefetch' });
    const call = queue.submit(phrase('Hello'), { priority: 'urgent' });
    expect(queue.depth()).toBe(2);
    await engine.finishRunning();
    expect(engine.ran).toEqual(['busy', 'Hello']);
    await engine.finishRunning();
    expect(await sample).toBe('audio of Hello');
    expect(await call).toBe('audio of Hello');
  });

  it('keeps at most the allowed samples waiting and refuses more as busy, never a call’s phrase', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run, maxWaitingSamples: 2 });
    void queue.submit(phrase('running'), { priority: 'sample' });
    void queue.submit(phrase('waiting 1'), { priority: 'sample' });
    void queue.submit(phrase('waiting 2'), { priority: 'sample' });
    const refused = queue.submit(phrase('one too many'), { priority: 'sample' });
    await expect(refused).rejects.toBeInstanceOf(SynthesisBusyError);
    const refusal = (await refused.catch((error: unknown) => error)) as SynthesisBusyError;
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    // The same text as a waiting sample adds no job, so it is taken.
    const joined = queue.submit(phrase('waiting 1'), { priority: 'sample' });
    // Calls are never refused.
    for (let i = 0; i < 20; i++) void queue.submit(phrase(`call ${i}`), { priority: 'prefetch' });
    expect(queue.depth()).toBe(22);
    while (engine.pending.length) await engine.finishRunning();
    expect(await joined).toBe('audio of waiting 1');
    expect(engine.ran).not.toContain('one too many');
  });

  it('takes a withdrawn request’s job out of the queue, unless someone else still waits for it', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    void queue.submit(phrase('running'), { priority: 'urgent' });
    const alone = new AbortController();
    const shared = new AbortController();
    const withdrawn = queue.submit(phrase('alone'), { priority: 'sample', signal: alone.signal });
    const sharedSample = queue.submit(phrase('shared'), {
      priority: 'sample',
      signal: shared.signal,
    });
    const stays = queue.submit(phrase('shared'), { priority: 'sample' });
    expect(queue.depth()).toBe(2);
    alone.abort(new Error('the client went away'));
    await expect(withdrawn).rejects.toThrow('the client went away');
    expect(queue.depth()).toBe(1);
    shared.abort();
    await expect(sharedSample).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.depth()).toBe(1);
    while (engine.pending.length) await engine.finishRunning();
    expect(engine.ran).toEqual(['running', 'shared']);
    expect(await stays).toBe('audio of shared');
  });

  it('answers a request withdrawn while its job runs at once, and drops the result', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    const controller = new AbortController();
    const sample = queue.submit(phrase('long sample'), {
      priority: 'sample',
      signal: controller.signal,
    });
    const next = queue.submit(phrase('next'), { priority: 'urgent' });
    controller.abort();
    await expect(sample).rejects.toMatchObject({ name: 'AbortError' });
    await engine.finishRunning();
    await engine.finishRunning();
    expect(await next).toBe('audio of next');
  });

  it('refuses a request whose signal is already aborted without queueing it', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    await expect(
      queue.submit(phrase('never'), { priority: 'sample', signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(engine.ran).toEqual([]);
    expect(queue.depth()).toBe(0);
  });

  it('fails the waiters of a failed job and goes on with the next', async () => {
    const engine = gatedEngine();
    const busy: boolean[] = [];
    const queue = createSynthesisQueue({ run: engine.run, onBusyChange: (b) => busy.push(b) });
    const failing = queue.submit(phrase('bad'), { priority: 'urgent' });
    const good = queue.submit(phrase('good'), { priority: 'urgent' });
    const failed = expect(failing).rejects.toThrow('no voice');
    await engine.failRunning(new Error('no voice'));
    await failed;
    await engine.finishRunning();
    expect(await good).toBe('audio of good');
    expect(busy).toEqual([true, false]);
  });

  it('fails everything waiting when closed', async () => {
    const engine = gatedEngine();
    const queue = createSynthesisQueue({ run: engine.run });
    const running = queue.submit(phrase('running'), { priority: 'urgent' });
    const waiting = queue.submit(phrase('waiting'), { priority: 'prefetch' });
    queue.close(new Error('closed'));
    await expect(running).rejects.toThrow('closed');
    await expect(waiting).rejects.toThrow('closed');
    expect(queue.depth()).toBe(0);
  });
});
