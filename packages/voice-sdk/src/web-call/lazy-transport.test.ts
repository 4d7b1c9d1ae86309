import { describe, expect, it, vi } from 'vitest';
import { StartCancelled } from './call-errors.ts';
import {
  DeferredTransport,
  lazyWebSocketTransport,
  preloadWebSocketTransport,
} from './lazy-transport.ts';
import type { CallTransport, TransportEvents, TransportOptions } from './transport.ts';
import { VoiceCall } from './voice-call.ts';

// Counts evaluations of the transport's module: pages must not load it before a call needs it.
const evaluated = vi.hoisted(() => vi.fn());
vi.mock('./websocket-transport.ts', async (importOriginal) => {
  evaluated();
  return importOriginal();
});

const events: TransportEvents = {
  message: () => {},
  audioLevel: () => {},
  speakerTrack: () => {},
  left: () => {},
  error: () => {},
  recordingStarted: () => {},
  relay: () => {},
};
const options: TransportOptions = {
  url: 'ws://127.0.0.1:3001/call/c1/socket',
  isVideo: false,
  videoRecording: false,
  events,
};

/** A transport whose steps are spies. */
function innerTransport(): CallTransport {
  return {
    kind: 'websocket',
    create: vi.fn(async () => {}),
    join: vi.fn(async () => {}),
    localLevel: () => 0.5,
    observeLocalLevel: vi.fn(async () => {}),
    stopLocalLevel: vi.fn(),
    localLevelObserved: () => true,
    startAudioLevelObserver: vi.fn(async () => {}),
    setupAudioProcessing: vi.fn(async () => {}),
    send: vi.fn(),
    setMuted: vi.fn(),
    isMuted: () => true,
    leave: vi.fn(async () => {}),
    destroy: vi.fn(async () => {}),
  };
}

describe('the WebSocket transport loads lazily', () => {
  it('is not loaded by the class, nor by a call object, nor by its transport before create()', async () => {
    const transport = lazyWebSocketTransport(options);
    new VoiceCall('public-key');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(evaluated).not.toHaveBeenCalled();
    expect(transport.kind).toBe('websocket');
    expect(transport.localLevel()).toBe(0);
    expect(transport.isMuted()).toBe(false);
    await transport.destroy();
  });

  it('is loaded when a call creates its transport, and once only', async () => {
    // The real transport's media opens an AudioContext on creation (nothing more before join).
    vi.stubGlobal(
      'AudioContext',
      class {
        close = async () => {};
      },
    );
    try {
      const transport = lazyWebSocketTransport(options);
      await transport.create();
      expect(evaluated).toHaveBeenCalledTimes(1);
      expect(() => transport.send({ type: 'x' })).toThrow('Call object is not available.');
      await transport.destroy();
      await preloadWebSocketTransport();
      expect(evaluated).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('DeferredTransport', () => {
  it('loads on create() and passes every step on', async () => {
    const inner = innerTransport();
    const load = vi.fn(async () => () => inner);
    const transport = new DeferredTransport('websocket', options, load);
    expect(() => transport.setMuted(true)).toThrow('Call object is not available.');
    expect(load).not.toHaveBeenCalled();
    await transport.create();
    await transport.join();
    await transport.observeLocalLevel(50);
    await transport.startAudioLevelObserver();
    await transport.setupAudioProcessing();
    transport.send({ type: 'add-message' });
    transport.setMuted(true);
    transport.stopLocalLevel();
    await transport.leave();
    await transport.destroy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.create).toHaveBeenCalled();
    expect(inner.join).toHaveBeenCalled();
    expect(inner.observeLocalLevel).toHaveBeenCalledWith(50);
    expect(inner.startAudioLevelObserver).toHaveBeenCalled();
    expect(inner.setupAudioProcessing).toHaveBeenCalled();
    expect(inner.send).toHaveBeenCalledWith({ type: 'add-message' });
    expect(inner.setMuted).toHaveBeenCalledWith(true);
    expect(inner.stopLocalLevel).toHaveBeenCalled();
    expect(inner.leave).toHaveBeenCalled();
    expect(inner.destroy).toHaveBeenCalled();
    expect([transport.localLevel(), transport.localLevelObserved(), transport.isMuted()]).toEqual([
      0.5,
      true,
      true,
    ]);
  });

  it('builds nothing when destroyed while its code loads', async () => {
    let finish!: (factory: () => CallTransport) => void;
    const factory = vi.fn(innerTransport);
    const transport = new DeferredTransport(
      'websocket',
      options,
      () => new Promise((resolve) => (finish = resolve)),
    );
    const creating = transport.create();
    await transport.destroy();
    finish(factory);
    await expect(creating).rejects.toBeInstanceOf(StartCancelled);
    expect(factory).not.toHaveBeenCalled();
  });
});
