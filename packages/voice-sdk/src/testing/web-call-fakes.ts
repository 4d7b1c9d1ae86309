/**
 * Fakes for the web-call unit tests, each typed against the real interface it stands in for:
 * daily-js's call object (`DailyCallSubset`, a `Pick` of `DailyCall`), the browser WebSocket
 * (`SocketLike`), the transport's media (`CallMedia`) and `fetch`. Not exported by the package.
 */
import type {
  DailyCall,
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipant,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';
import type { CallMedia } from '../web-call/browser-media.ts';
import type { DailyCallSubset, DailyLoader } from '../web-call/daily-transport.ts';
import type { TransportFactory } from '../web-call/transport.ts';
import { DailyTransport } from '../web-call/daily-transport.ts';
import { WebSocketTransport, type SocketLike } from '../web-call/websocket-transport.ts';

type Handler = (event: unknown) => void;

/** Methods of the fake that a test can make fail. */
export type FailingDailyMethod =
  'join' | 'startRecording' | 'startRemoteParticipantsAudioLevelObserver' | 'updateInputSettings';

/** A daily-js call object that records what the SDK asks of it and fires events on demand. */
export class FakeDailyCall implements DailyCallSubset {
  handlers = new Map<string, Set<Handler>>();
  log: string[] = [];
  appMessages: unknown[] = [];
  joinOptions: DailyCallOptions | undefined;
  recordingOptions: DailyStreamingOptions<'recording', 'start'> | undefined;
  inputSettings: DailyInputSettings[] = [];
  subscriptions: Array<[string, DailyParticipantUpdateOptions]> = [];
  observerInterval: number | undefined;
  audioEnabled = true;
  destroyed = false;
  failing = new Set<FailingDailyMethod>();
  remoteParticipants: DailyParticipant[] = [];

  #self(): DailyCall {
    return this as unknown as DailyCall;
  }

  #fail(method: FailingDailyMethod): void {
    if (this.failing.has(method)) throw new Error(`${method} failed`);
  }

  /** Fires a daily-js event with its payload (`action` and `callClientId` are filled in). */
  fire<T extends DailyEvent>(
    event: T,
    payload: Omit<DailyEventObject<T>, 'action' | 'callClientId'>,
  ): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      handler({ action: event, callClientId: 'fake-call', ...payload });
    }
  }

  /** Number of handlers still registered, over all events. */
  handlerCount(): number {
    let count = 0;
    for (const set of this.handlers.values()) count += set.size;
    return count;
  }

  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as Handler);
    this.handlers.set(event, set);
    return this.#self();
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    this.handlers.get(event)?.delete(handler as Handler);
    return this.#self();
  }

  async join(options?: DailyCallOptions): Promise<DailyParticipantsObject | void> {
    this.log.push('join');
    this.joinOptions = options;
    this.#fail('join');
    this.fire('joined-meeting', { participants: this.participants() });
  }

  async leave(): Promise<void> {
    this.log.push('leave');
    if (this.joinOptions) this.fire('left-meeting', {});
  }

  async destroy(): Promise<void> {
    this.log.push('destroy');
    this.destroyed = true;
  }

  participants(): DailyParticipantsObject {
    const all: Record<string, DailyParticipant> = {};
    for (const participant of this.remoteParticipants) all[participant.session_id] = participant;
    return { local: participant('local-id', 'visitor', true), ...all };
  }

  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): DailyCall {
    this.subscriptions.push([sessionId, updates]);
    return this.#self();
  }

  sendAppMessage(data: unknown): DailyCall {
    this.appMessages.push(data);
    return this.#self();
  }

  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void {
    this.log.push('startRecording');
    this.#fail('startRecording');
    this.recordingOptions = options;
  }

  stopRecording(): void {
    this.log.push('stopRecording');
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.#fail('startRemoteParticipantsAudioLevelObserver');
    this.observerInterval = interval;
  }

  async updateInputSettings(
    settings: DailyInputSettings,
  ): Promise<{ inputSettings: DailyInputSettings }> {
    this.#fail('updateInputSettings');
    this.inputSettings.push(settings);
    return { inputSettings: settings };
  }

  setLocalAudio(enabled: boolean): DailyCall {
    this.audioEnabled = enabled;
    return this.#self();
  }

  localAudio(): boolean {
    return this.audioEnabled;
  }

  inputDevices: unknown[] = [];
  outputDevices: unknown[] = [];
  screenShares: unknown[] = [];
  localLevel = 0;
  localObserver: { interval: number | undefined } | null = null;

  async setInputDevicesAsync(
    devices: Parameters<DailyCall['setInputDevicesAsync']>[0],
  ): ReturnType<DailyCall['setInputDevicesAsync']> {
    this.inputDevices.push(devices);
    return { camera: {}, mic: {}, speaker: {} } as Awaited<
      ReturnType<DailyCall['setInputDevicesAsync']>
    >;
  }

  async setOutputDeviceAsync(
    device: Parameters<DailyCall['setOutputDeviceAsync']>[0],
  ): ReturnType<DailyCall['setOutputDeviceAsync']> {
    this.outputDevices.push(device);
    return { speaker: {} } as Awaited<ReturnType<DailyCall['setOutputDeviceAsync']>>;
  }

  startScreenShare(options?: Parameters<DailyCall['startScreenShare']>[0]): void {
    this.screenShares.push(options ?? {});
  }

  stopScreenShare(): void {
    this.screenShares.push('stopped');
  }

  getLocalAudioLevel(): number {
    return this.localLevel;
  }

  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    this.localObserver = { interval };
  }

  stopLocalAudioLevelObserver(): void {
    this.localObserver = null;
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.localObserver !== null;
  }
}

/** A participant as daily-js describes one (only the fields the SDK reads matter). */
export function participant(sessionId: string, userName: string, local = false): DailyParticipant {
  return {
    session_id: sessionId,
    user_name: userName,
    local,
    record: false,
    tracks: {},
  } as unknown as DailyParticipant;
}

/** A Daily transport factory whose call objects are fakes; `created` lists them in order. */
export function fakeDailyTransports(configure: (call: FakeDailyCall) => void = () => undefined): {
  factory: TransportFactory;
  created: FakeDailyCall[];
  factoryOptions: DailyFactoryOptions[];
} {
  const created: FakeDailyCall[] = [];
  const factoryOptions: DailyFactoryOptions[] = [];
  const loader: DailyLoader = async () => ({
    createCallObject: (options?: DailyFactoryOptions) => {
      factoryOptions.push(options ?? {});
      const call = new FakeDailyCall();
      configure(call);
      created.push(call);
      return call;
    },
  });
  return { factory: (options) => new DailyTransport(options, loader), created, factoryOptions };
}

/** A `fetch` that answers `POST /call/web` with `answer` and records each request. */
export function fakeFetch(
  answer: unknown,
  status = 201,
): { fetch: typeof fetch; requests: Array<{ url: string; init: RequestInit | undefined }> } {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(input instanceof Request ? input.url : input), init });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchFake as typeof fetch, requests };
}

/** A browser WebSocket stand-in: records what is sent, lets the test play the server. */
export class FakeSocket implements SocketLike {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  bufferedAmount = 0;
  sent: Array<string | ArrayBuffer> = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {}

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.readyState !== 1) throw new Error('socket not open');
    this.sent.push(data as string | ArrayBuffer);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }

  /** The server sends a text or binary frame. */
  receive(data: string | ArrayBuffer): void {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }

  /** The server closes the connection. */
  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code, reason } as CloseEvent);
  }

  /** JSON text frames sent so far, parsed. */
  json(): unknown[] {
    return this.sent.filter((d): d is string => typeof d === 'string').map((d) => JSON.parse(d));
  }
}

/** Media that records what the transport does with it; `speaker` is its playback track. */
export class FakeMedia implements CallMedia {
  played: ArrayBuffer[] = [];
  flushed = 0;
  muted = false;
  closed = false;
  noiseSuppression = false;
  onFrame: ((frame: ArrayBuffer) => void) | null = null;
  report: ((level: number) => void) | null = null;
  openError: Error | null = null;
  speaker = { kind: 'audio', id: 'speaker' } as MediaStreamTrack;
  element: HTMLAudioElement | null = null;

  async open(onFrame: (frame: ArrayBuffer) => void): Promise<MediaStreamTrack> {
    if (this.openError) throw this.openError;
    this.onFrame = onFrame;
    return this.speaker;
  }
  play(pcm: ArrayBuffer): void {
    this.played.push(pcm);
  }
  flush(): void {
    this.flushed++;
  }
  observeLevel(report: (level: number) => void): void {
    this.report = report;
  }
  player(): HTMLAudioElement | null {
    return this.element;
  }
  async enableNoiseSuppression(): Promise<void> {
    this.noiseSuppression = true;
  }
  setMuted(muted: boolean): void {
    this.muted = muted;
  }
  isMuted(): boolean {
    return this.muted;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

/** A WebSocket transport factory on fake sockets and media; `sockets`/`media` list them. */
export function fakeSocketTransports(
  configure: (media: FakeMedia) => void = () => undefined,
  { autoOpen = true } = {},
): {
  factory: TransportFactory;
  sockets: FakeSocket[];
  media: FakeMedia[];
} {
  const sockets: FakeSocket[] = [];
  const media: FakeMedia[] = [];
  const factory: TransportFactory = (options) =>
    new WebSocketTransport(options, {
      socket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        // The server accepts on the next turn, as a real one would.
        if (autoOpen) queueMicrotask(() => socket.open());
        return socket;
      },
      media: () => {
        const created = new FakeMedia();
        configure(created);
        media.push(created);
        return created;
      },
    });
  return { factory, sockets, media };
}
