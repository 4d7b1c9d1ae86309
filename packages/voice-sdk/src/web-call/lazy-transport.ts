import { required, StartCancelled } from './call-errors.ts';
import type {
  CallTransport,
  TransportFactory,
  TransportKind,
  TransportOptions,
} from './transport.ts';
// Types only (erased): the module itself is imported dynamically below.
import type * as WebSocketModuleTypes from './websocket-transport.ts';

type WebSocketModule = typeof WebSocketModuleTypes;

let loading: Promise<WebSocketModule> | undefined;

/**
 * The WebSocket transport's module (its socket, microphone worklet and PCM code), loaded by a
 * dynamic import so that pages importing `VoiceCall` do not pay for it until a call on the
 * local platform starts. Loaded once; a failed load is tried again by the next call.
 */
function loadWebSocketTransport(): Promise<WebSocketModule> {
  loading ??= import('./websocket-transport.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Loads the WebSocket transport ahead of a call (e.g. when the page's call dialog opens), so
 * the call's start does not wait for it. Rejects when the load fails; the call retries it.
 */
export async function preloadWebSocketTransport(): Promise<void> {
  await loadWebSocketTransport();
}

/** The default factory of the `websocket` kind: the real transport, loaded on `create()`. */
export const lazyWebSocketTransport: TransportFactory = (options) =>
  new DeferredTransport('websocket', options, async () => {
    const { WebSocketTransport } = await loadWebSocketTransport();
    return (resolved) => new WebSocketTransport(resolved);
  });

/**
 * Stands in for a transport whose code is not loaded yet: `create()` loads it and builds the
 * real transport, and every later step is passed on to it. Before that it behaves as a
 * transport that has not been created (nothing to leave, not muted, level 0). It passes on no
 * recording or call object: the transports it defers (WebSocket) have neither.
 */
export class DeferredTransport implements CallTransport {
  readonly kind: TransportKind;
  #inner: CallTransport | null = null;
  #destroyed = false;
  readonly #options: TransportOptions;
  readonly #load: () => Promise<TransportFactory>;

  constructor(
    kind: TransportKind,
    options: TransportOptions,
    load: () => Promise<TransportFactory>,
  ) {
    this.kind = kind;
    this.#options = options;
    this.#load = load;
  }

  async create(): Promise<void> {
    const factory = await this.#load();
    // stop() may have run while the code was loading: build nothing then.
    if (this.#destroyed) throw new StartCancelled();
    this.#inner = factory(this.#options);
    await this.#inner.create();
  }

  join(): Promise<void> {
    return required(this.#inner).join();
  }

  localLevel(): number {
    return this.#inner?.localLevel() ?? 0;
  }

  observeLocalLevel(interval?: number): Promise<void> {
    return required(this.#inner).observeLocalLevel(interval);
  }

  stopLocalLevel(): void {
    this.#inner?.stopLocalLevel();
  }

  localLevelObserved(): boolean {
    return this.#inner?.localLevelObserved() ?? false;
  }

  startAudioLevelObserver(): Promise<void> {
    return required(this.#inner).startAudioLevelObserver();
  }

  setupAudioProcessing(): Promise<void> {
    return required(this.#inner).setupAudioProcessing();
  }

  send(message: unknown): void {
    required(this.#inner).send(message);
  }

  setMuted(muted: boolean): void {
    required(this.#inner).setMuted(muted);
  }

  isMuted(): boolean {
    return this.#inner?.isMuted() ?? false;
  }

  async leave(): Promise<void> {
    await this.#inner?.leave();
  }

  async destroy(): Promise<void> {
    this.#destroyed = true;
    await this.#inner?.destroy();
  }
}
