// The queue's order and limits, with a stand-in for the model that answers when the test says
// (the real model runs these rules in create-local-recognizer.test.ts).
import { describe, expect, it } from 'vitest';
import { createRecognitionQueue } from './recognition-queue.ts';

/**
 * A transcriber whose batches finish when the test finishes them; pieces are named by their
 * first sample.
 */
function controlledRun() {
  const running: { names: number[]; finish(): void; fail(error: Error): void }[] = [];
  const started: number[] = [];
  const batches: number[][] = [];
  return {
    started,
    batches,
    running,
    run(pieces: Int16Array[]): Promise<string[]> {
      const names = pieces.map((piece) => piece[0]!);
      started.push(...names);
      batches.push(names);
      return new Promise<string[]>((resolve, reject) => {
        const finish = () => resolve(names.map((name) => `text ${name}`));
        running.push({ names, finish, fail: reject });
      });
    },
    /** Finishes the batch started first of those still running. */
    async finishOldest() {
      running.shift()!.finish();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const piece = (name: number, seconds = 1) =>
  new Int16Array(Math.round(seconds * 16_000)).fill(name);

describe('the recognition queue', () => {
  it('runs a final before backlog that was waiting longer', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const done: string[] = [];
    const backlog = [1, 2, 3].map((name) =>
      queue.submit([piece(name)], 'backlog').then(() => done.push(`backlog ${name}`)),
    );
    const final = queue.submit([piece(9)], 'final').then(() => done.push('final'));
    expect(model.started).toEqual([1]); // one thread: backlog 1 took it first
    expect(queue.waiting()).toBe(3);
    await model.finishOldest();
    expect(model.started).toEqual([1, 9]);
    while (model.running.length > 0) await model.finishOldest();
    await Promise.all([...backlog, final]);
    expect(done).toEqual(['backlog 1', 'final', 'backlog 2', 'backlog 3']);
  });

  it('counts the pieces of the batches running', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 2, run: model.run });
    expect(queue.running()).toBe(0);
    const final = queue.submit([piece(1), piece(2)], 'final');
    const backlog = queue.submit([piece(3)], 'backlog');
    expect(model.batches).toEqual([[1, 2], [3]]);
    expect(queue.running()).toBe(3);
    await model.finishOldest();
    expect(queue.running()).toBe(1);
    await model.finishOldest();
    expect(queue.running()).toBe(0);
    await Promise.all([final, backlog]);
  });

  it('keeps partials waiting for a thread, a few at most, and runs them together', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const backlog = queue.submit([piece(90)], 'backlog');
    // Twenty visitors speaking at once: twelve previews wait, the rest are answered at once.
    const partials = Array.from({ length: 20 }, (_, name) =>
      queue.submit([piece(name)], 'partial'),
    );
    for (const dropped of partials.slice(12)) await expect(dropped).resolves.toBeNull();
    while (model.running.length > 0) await model.finishOldest();
    // Previews go before catch-up work that came first, six to a batch.
    expect(model.batches).toEqual([[90], [0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]);
    await expect(partials[7]).resolves.toEqual(['text 7']);
    await expect(backlog).resolves.toEqual(['text 90']);
  });

  it('answers a partial null at once while a final waits', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const first = queue.submit([piece(1)], 'final');
    const second = queue.submit([piece(2, 3)], 'final');
    await expect(queue.submit([piece(3)], 'partial')).resolves.toBeNull();
    while (model.running.length > 0) await model.finishOldest();
    await Promise.all([first, second]);
    expect(model.started).toEqual([1, 2]);
  });

  it('drops the partials waiting when a final comes', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const backlog = queue.submit([piece(1)], 'backlog');
    const partial = queue.submit([piece(2)], 'partial');
    const final = queue.submit([piece(3)], 'final');
    await expect(partial).resolves.toBeNull();
    while (model.running.length > 0) await model.finishOldest();
    await Promise.all([backlog, final]);
    expect(model.started).toEqual([1, 3]);
  });

  it('gives a final the thread of a running partial, which is answered null', async () => {
    const model = controlledRun();
    const signals: AbortSignal[] = [];
    const queue = createRecognitionQueue({
      concurrency: 1,
      run: (pieces, signal) => {
        signals.push(signal!);
        const text = model.run(pieces);
        // Given up: the thread stops at once, as the worker does between two tokens.
        signal?.addEventListener('abort', () => model.running.shift()!.fail(signal.reason));
        return text;
      },
    });
    // Pieces of 1 s and 5 s: too different in length to share a batch.
    const partial = queue.submit([piece(1), piece(2, 5)], 'partial');
    expect(model.started).toEqual([1]);
    const final = queue.submit([piece(3)], 'final');
    expect(signals[0]!.aborted).toBe(true);
    await expect(partial).resolves.toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(model.started).toEqual([1, 3]); // the partial's second piece never runs
    await model.finishOldest();
    await expect(final).resolves.toEqual(['text 3']);
  });

  it('batches the waiting pieces of about one length, of one turn or several, in order', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const first = queue.submit([piece(0)], 'final');
    // Visitors who finish while the thread is busy: two pieces of 1 s, one of 1.8 s, one of 5 s.
    const long = queue.submit([piece(1), piece(2)], 'final');
    const short = queue.submit([piece(3, 1.8)], 'final');
    const longer = queue.submit([piece(4, 5)], 'final');
    while (model.running.length > 0) await model.finishOldest();
    // The 5 s piece would pad the others with seconds of silence: it waits for a batch of its own.
    expect(model.batches).toEqual([[0], [1, 2, 3], [4]]);
    await expect(Promise.all([first, long, short, longer])).resolves.toEqual([
      ['text 0'],
      ['text 1', 'text 2'],
      ['text 3'],
      ['text 4'],
    ]);
  });

  it('batches at most six pieces, so the model never holds the memory of a larger run', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    const finals = Array.from({ length: 9 }, (_, name) => queue.submit([piece(name)], 'final'));
    while (model.running.length > 0) await model.finishOldest();
    await Promise.all(finals);
    expect(model.batches).toEqual([[0], [1, 2, 3, 4, 5, 6], [7, 8]]);
  });

  it('completes every request however many more there are than threads', async () => {
    let concurrent = 0;
    let most = 0;
    const queue = createRecognitionQueue({
      concurrency: 2,
      run: async (pieces) => {
        concurrent += 1;
        most = Math.max(most, concurrent);
        await new Promise((resolve) => setTimeout(resolve, 1));
        concurrent -= 1;
        return pieces.map((pcm) => `text ${pcm[0]}`);
      },
    });
    const purposes = ['final', 'backlog'] as const;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => queue.submit([piece(i)], purposes[i % 2]!)),
    );
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => [`text ${i}`]));
    expect(most).toBe(2);
  });

  it('refuses finals and backlog only beyond the waiting limit, saying why', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run, maxWaitingSeconds: 10 });
    const running = queue.submit([piece(1, 5)], 'final'); // running, not waiting
    const waiting = queue.submit([piece(2, 6)], 'backlog');
    await expect(queue.submit([piece(3, 5)], 'final')).rejects.toThrow(
      'speech recognition is too far behind: 6 s of audio are waiting (at most 10 s)',
    );
    const fits = queue.submit([piece(4, 4)], 'final');
    while (model.running.length > 0 || queue.waiting() > 0) await model.finishOldest();
    await expect(Promise.all([running, waiting, fits])).resolves.toHaveLength(3);
  });

  it('fails a turn whose piece fails, skips its other pieces, and goes on with the rest', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    // Pieces of lengths too far apart to batch: the second waits behind the first.
    const broken = queue.submit([piece(1), piece(2, 3)], 'final');
    const next = queue.submit([piece(3)], 'final');
    model.running.shift()!.fail(new Error('the thread died'));
    await expect(broken).rejects.toThrow('the thread died');
    await new Promise((resolve) => setImmediate(resolve));
    expect(model.started).toEqual([1, 3]);
    await model.finishOldest();
    await expect(next).resolves.toEqual(['text 3']);
  });

  it('fails what is waiting when closed, and every request after', async () => {
    const model = controlledRun();
    const queue = createRecognitionQueue({ concurrency: 1, run: model.run });
    void queue.submit([piece(1)], 'final').catch(() => undefined);
    const waiting = queue.submit([piece(2)], 'backlog');
    queue.close(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    await expect(queue.submit([piece(3)], 'final')).rejects.toThrow('closed');
    expect(queue.waiting()).toBe(0);
  });
});
