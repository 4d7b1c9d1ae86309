import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedEmitter } from './typed-emitter.ts';

interface Events {
  ping: [count: number];
  done: [];
}

/** An emitter with a log of the listener calls, in order. */
function setup() {
  const emitter = new TypedEmitter<Events>();
  const calls: string[] = [];
  const listener = (name: string) => (count: number) => calls.push(`${name}:${count}`);
  return { emitter, calls, listener };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TypedEmitter, Node’s EventEmitter surface', () => {
  it('calls listeners in order, prepended ones first, and says whether any listened', () => {
    const { emitter, calls, listener } = setup();
    emitter.on('ping', listener('a'));
    emitter.addListener('ping', listener('b'));
    emitter.prependListener('ping', listener('first'));

    expect(emitter.emit('ping', 1)).toBe(true);
    expect(emitter.emit('done')).toBe(false);
    expect(calls).toEqual(['first:1', 'a:1', 'b:1']);
  });

  it('runs once and prependOnceListener listeners a single time, the prepended one first', () => {
    const { emitter, calls, listener } = setup();
    emitter.on('ping', listener('always'));
    emitter.once('ping', listener('once'));
    emitter.prependOnceListener('ping', listener('first-once'));

    emitter.emit('ping', 1);
    emitter.emit('ping', 2);
    expect(calls).toEqual(['first-once:1', 'always:1', 'once:1', 'always:2']);
    expect(emitter.listenerCount('ping')).toBe(1);
  });

  it('removes the most recently added instance of a listener, also one added with once', () => {
    const { emitter, calls } = setup();
    const a = (count: number) => calls.push(`a:${count}`);
    const b = (count: number) => calls.push(`b:${count}`);
    emitter.on('ping', a).on('ping', b).on('ping', a);

    emitter.off('ping', a);
    emitter.emit('ping', 1);
    expect(calls).toEqual(['a:1', 'b:1']);

    emitter.once('ping', b);
    emitter.removeListener('ping', b);
    expect(emitter.listenerCount('ping', b)).toBe(1);
    expect(emitter.listeners('ping')).toEqual([a, b]);
  });

  it('lists listeners as given, and raw ones with their once wrapper', () => {
    const { emitter } = setup();
    const a = () => undefined;
    const b = () => undefined;
    emitter.on('ping', a);
    emitter.once('ping', b);

    expect(emitter.listeners('ping')).toEqual([a, b]);
    const raw = emitter.rawListeners('ping');
    expect(raw[0]).toBe(a);
    expect(raw[1]).not.toBe(b);
    expect((raw[1] as unknown as { listener: unknown }).listener).toBe(b);
    // Calling the raw wrapper runs the listener and removes it, as in Node.
    raw[1]!(1);
    expect(emitter.listeners('ping')).toEqual([a]);
  });

  it('counts listeners, and the instances of one listener', () => {
    const { emitter } = setup();
    const a = () => undefined;
    emitter
      .on('ping', a)
      .on('ping', a)
      .once('ping', a)
      .on('ping', () => undefined);

    expect(emitter.listenerCount('ping')).toBe(4);
    expect(emitter.listenerCount('ping', a)).toBe(3);
    expect(emitter.listenerCount('done')).toBe(0);
  });

  it('names the events that have listeners', () => {
    const { emitter } = setup();
    const done = () => undefined;
    expect(emitter.eventNames()).toEqual([]);
    emitter.on('ping', () => undefined).on('done', done);
    expect(emitter.eventNames()).toEqual(['ping', 'done']);
    emitter.off('done', done);
    expect(emitter.eventNames()).toEqual(['ping']);
    emitter.removeAllListeners();
    expect(emitter.eventNames()).toEqual([]);
  });

  it('removes every listener of one event, or of all', () => {
    const { emitter, calls, listener } = setup();
    emitter.on('ping', listener('a')).on('done', () => calls.push('done'));
    emitter.removeAllListeners('ping');
    emitter.emit('ping', 1);
    emitter.emit('done');
    expect(calls).toEqual(['done']);
  });

  it('warns once beyond the listener limit, which get/setMaxListeners read and change', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { emitter } = setup();
    expect(emitter.getMaxListeners()).toBe(10);
    emitter.setMaxListeners(2);
    expect(emitter.getMaxListeners()).toBe(2);
    for (let i = 0; i < 4; i++) emitter.on('ping', () => undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("3 'ping' listeners");

    expect(emitter.setMaxListeners(Infinity).getMaxListeners()).toBe(Infinity);
    expect(() => emitter.setMaxListeners(-1)).toThrow(RangeError);
    expect(() => emitter.setMaxListeners(Number.NaN)).toThrow(RangeError);
  });

  it('keeps calling the other listeners when one throws, and rethrows asynchronously', async () => {
    const { emitter, calls, listener } = setup();
    const thrown: unknown[] = [];
    const original = globalThis.queueMicrotask;
    vi.stubGlobal('queueMicrotask', (task: () => void) =>
      original(() => {
        try {
          task();
        } catch (error) {
          thrown.push(error);
        }
      }),
    );
    emitter.on('ping', () => {
      throw new Error('listener failed');
    });
    emitter.on('ping', listener('after'));

    expect(emitter.emit('ping', 1)).toBe(true);
    expect(calls).toEqual(['after:1']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(thrown).toEqual([new Error('listener failed')]);
    vi.unstubAllGlobals();
  });
});
