import type {
  DailyAdvancedConfig,
  DailyCall,
  DailyFactoryOptions,
  DailyVideoSendSettings,
} from '@daily-co/daily-js';
import {
  APP_MESSAGE_MAX_CHARS,
  LOCAL_ENDED_REASON,
  MOBILE_PERMISSION_WAIT_MS,
  VIDEO_VOICE_PROVIDER,
} from './constants.ts';
import { required, StartCancelled } from './call-errors.ts';
import { DailyTransport } from './daily-transport.ts';
import { isMobileDevice } from './device.ts';
import type {
  CallErrorEvent,
  CallErrorType,
  CallStartContext,
  CallStartStage,
  CallState,
  CallMessage,
  VoiceCallEvents,
} from './events.ts';
import { SpeechDetector } from './speech-detector.ts';
import {
  selectTransport,
  type CallTransport,
  type TransportEvents,
  type TransportFactory,
  type TransportKind,
} from './transport.ts';
import { TypedEmitter } from './typed-emitter.ts';
import {
  webCallApi,
  webCallRequest,
  type CallTarget,
  type CreateWebCall,
  type WebCall,
} from './web-call-api.ts';
import { WebSocketTransport } from './websocket-transport.ts';
import {
  LISTENING_FRAME,
  PLAYABLE_FRAME,
  type CallEndedReason,
  type SessionClientMessage,
} from '../protocol.ts';

/** Options of {@link VoiceCall}. */
export interface VoiceCallOptions {
  /** The platform's API host. Default `https://api.vapi.ai`. */
  apiBaseUrl?: string;
  /** Extra options for daily-js's `createCallObject` (audio/video sources, dailyConfig, …). */
  callOptions?: DailyFactoryOptions;
  /** A `fetch` for the web-call request (tests, proxies). Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Milliseconds the web-call creation request may take. Default 60 s; it is never retried. */
  timeout?: number;
  /** Replaces a transport (tests inject fakes here). */
  transports?: Partial<Record<TransportKind, TransportFactory>>;
}

/** The official SDK's third constructor argument: Daily's advanced config. */
export type DailyCallConfig = Pick<
  DailyAdvancedConfig,
  'avoidEval' | 'alwaysIncludeMicInPermissionPrompt'
>;
/** The official SDK's fourth constructor argument: options of Daily's call object. */
export type DailyCallObjectOptions = Pick<DailyFactoryOptions, 'audioSource' | 'startAudioOff'>;

/** The argument of `setInputDevicesAsync()`: which microphone and camera (Daily's shape). */
export type InputDevicesOptions = Parameters<DailyCall['setInputDevicesAsync']>[0];
/** The argument of `setOutputDeviceAsync()`: which speaker (Daily's shape). */
export type OutputDeviceOptions = Parameters<DailyCall['setOutputDeviceAsync']>[0];

/** The sixth argument of `start()`, as in the official SDK. */
export interface StartCallOptions {
  /**
   * Whether the room is deleted when the visitor leaves (default true). With false the call
   * stays alive after `stop()`, and `reconnect(webCall)` can join it again.
   */
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/** Stages whose failure is a start-method-error; any other stage fails as `<stage>-error`. */
const START_METHOD_STAGES: readonly CallStartStage[] = [
  'initialization',
  'reconnect',
  'web-call-creation',
  'mobile-permissions',
];

const MISSING_TARGET = 'Assistant or Squad or Workflow must be provided.';

/** Reads the constructor's second to fourth arguments in either form. */
function optionsOf(
  second: string | VoiceCallOptions | undefined,
  dailyCallConfig: DailyCallConfig | undefined,
  dailyCallObject: DailyCallObjectOptions | undefined,
): VoiceCallOptions {
  if (second !== undefined && typeof second !== 'string' && typeof second !== 'object') {
    throw new TypeError('The second argument is the API base URL or an options object.');
  }
  const options: VoiceCallOptions =
    typeof second === 'string' ? { apiBaseUrl: second } : { ...(second ?? {}) };
  if (dailyCallConfig || dailyCallObject) {
    const callOptions = options.callOptions ?? {};
    options.callOptions = {
      ...callOptions,
      ...dailyCallObject,
      ...(dailyCallConfig
        ? { dailyConfig: { ...callOptions.dailyConfig, ...dailyCallConfig } }
        : {}),
    };
  }
  return options;
}

/** Runs one stage of a start, reporting it in `call-start-progress`. */
type StageRunner = <T>(
  name: CallStartStage,
  work: () => Promise<T> | T,
  metadata?: (result: T) => Record<string, unknown>,
  startMetadata?: Record<string, unknown>,
) => Promise<T>;

const errorTypeOf = (stage: CallStartStage): CallErrorType =>
  START_METHOD_STAGES.includes(stage) ? 'start-method-error' : (`${stage}-error` as CallErrorType);

const DEFAULT_TRANSPORTS: Record<TransportKind, TransportFactory> = {
  daily: (options) => new DailyTransport(options),
  websocket: (options) => new WebSocketTransport(options),
};

const now = (): string => new Date().toISOString();
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * A browser call with an assistant, squad or workflow of the voice platform.
 *
 * `start()` creates the web call (`POST /call/web` with the public key), joins it over the
 * transport the platform chose (a Daily WebRTC room, or the WebSocket PCM transport) and
 * reports every stage. Events are typed ({@link VoiceCallEvents}); `on`, `off` and `once`
 * return `this`. One instance can run call after call.
 *
 * @example
 * const call = new VoiceCall(publicKey);
 * call.on('call-start', () => console.log('listening'));
 * call.on('message', (m) => m.type === 'transcript' && console.log(m.role, m.transcript));
 * call.on('error', (e) => console.error(e.type, e.message));
 * await call.start(assistantId);
 * // later
 * await call.stop();
 */
export class VoiceCall extends TypedEmitter<VoiceCallEvents> {
  #createWebCall: CreateWebCall;
  #callOptions: DailyFactoryOptions | undefined;
  #transports: Record<TransportKind, TransportFactory>;
  #started = false;
  #state: CallState = 'idle';
  #transport: CallTransport | null = null;
  /** Bumped by every cleanup, so a start() in flight notices it was overtaken. */
  #attempt = 0;
  #endedStatusSeen = false;
  #endedReason: CallEndedReason | null = null;
  #videoRecording = false;
  #recordingRequestedAt = 0;
  /** The previous call's release; the next call object waits for it (daily-js allows one). */
  #released: Promise<void> = Promise.resolve();
  #mobileWait: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;
  /** The amplified microphone of increaseMicLevel(), released with the call or the next boost. */
  #micBoost: { context: AudioContext; stream: MediaStream } | null = null;
  #detector = new SpeechDetector({
    speechStart: () => this.emit('speech-start'),
    speechEnd: () => this.emit('speech-end'),
    volume: (level) => this.emit('volume-level', level),
  });

  /**
   * Takes the official SDK's arguments — `(publicKey, apiBaseUrl?, dailyCallConfig?,
   * dailyCallObject?)` — or `(publicKey, options?)`.
   *
   * @param publicKey The platform's public key (it may only start web calls).
   * @param apiBaseUrlOrOptions The API base URL, or the options (base URL, call-library
   *   options, `fetch`, transports).
   * @param dailyCallConfig Daily's advanced config (`avoidEval`, `alwaysIncludeMicInPermissionPrompt`).
   * @param dailyCallObject Daily call-object options (`audioSource`, `startAudioOff`).
   */
  constructor(
    publicKey: string,
    apiBaseUrlOrOptions?: string | VoiceCallOptions,
    dailyCallConfig?: DailyCallConfig,
    dailyCallObject?: DailyCallObjectOptions,
  ) {
    super();
    if (typeof publicKey !== 'string' || publicKey.trim() === '') {
      throw new TypeError('A public key is required.');
    }
    const options = optionsOf(apiBaseUrlOrOptions, dailyCallConfig, dailyCallObject);
    this.#createWebCall = webCallApi(publicKey, options);
    this.#callOptions = options.callOptions;
    this.#transports = { ...DEFAULT_TRANSPORTS, ...options.transports };
  }

  /** Where the call is in its lifecycle. */
  get state(): CallState {
    return this.#state;
  }

  /**
   * Starts a call. Give an assistant, squad or workflow, each as an id (string) or an inline
   * object, plus optional overrides and start options. Resolves the created call, or `null`
   * when a call is already running or the start failed (then `call-start-failed` and `error`
   * were emitted). Throws, as the official SDK does, when no assistant, squad or workflow is
   * given.
   */
  async start(
    assistant?: CallTarget,
    assistantOverrides?: Record<string, unknown>,
    squad?: CallTarget,
    workflow?: CallTarget,
    workflowOverrides?: Record<string, unknown>,
    options?: StartCallOptions,
  ): Promise<WebCall | null> {
    if (!assistant && !squad && !workflow) {
      this.#error({ type: 'validation-error', stage: 'input-validation', message: MISSING_TARGET });
      throw new Error(MISSING_TARGET);
    }
    const targets = {
      hasAssistant: Boolean(assistant),
      hasSquad: Boolean(squad),
      hasWorkflow: Boolean(workflow),
    };
    return this.#begin(targets, async (run) => {
      const body = await run(
        'initialization',
        () => {
          for (const target of [assistant, squad, workflow]) {
            if (target !== undefined && typeof target !== 'string' && typeof target !== 'object') {
              throw new TypeError('An assistant, squad or workflow is an id or an object.');
            }
          }
          const request = webCallRequest(
            assistant,
            assistantOverrides,
            squad,
            workflow,
            workflowOverrides,
          );
          if (options?.roomDeleteOnUserLeaveEnabled !== undefined) {
            request.roomDeleteOnUserLeaveEnabled = options.roomDeleteOnUserLeaveEnabled;
          }
          return request;
        },
        undefined,
        targets,
      );
      return await run(
        'web-call-creation',
        () => this.#createWebCall(body),
        (call) => ({
          callId: call.id,
          videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled ?? false,
          voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
        }),
      );
    });
  }

  /**
   * Joins again a call that is still running (one started with
   * `roomDeleteOnUserLeaveEnabled: false` and left with `stop()`), from the web call
   * `start()` resolved. Reports the same stages as `start()`, beginning with `reconnect`.
   */
  async reconnect(webCall: WebCall): Promise<void> {
    if (typeof webCall !== 'object' || webCall === null) {
      throw new TypeError('reconnect() needs the web call that start() resolved.');
    }
    const targets = { hasAssistant: false, hasSquad: false, hasWorkflow: false };
    await this.#begin(targets, (run) =>
      run(
        'reconnect',
        () => webCall,
        (call) => ({ callId: call.id }),
      ),
    );
  }

  /**
   * Runs a start: `webCallOf` obtains the web call (its own stages), then the transport is
   * created and joined. Resolves the web call, or null (see {@link start}).
   */
  async #begin(
    targets: Omit<CallStartContext, 'isMobile'>,
    webCallOf: (run: StageRunner) => Promise<WebCall>,
  ): Promise<WebCall | null> {
    const startedAt = Date.now();
    if (this.#started) {
      this.#progress('validation', 'failed', { reason: 'already-started' }, Date.now() - startedAt);
      return null;
    }
    const context = (): CallStartContext => ({ ...targets, isMobile: isMobileDevice() });
    this.#started = true;
    const attempt = this.#attempt;
    let stage: CallStartStage = 'initialization';
    let transport: CallTransport | null = null;
    this.#setState('starting');

    const run: StageRunner = async (name, work, metadata = () => ({}), startMetadata = {}) => {
      if (attempt !== this.#attempt) throw new StartCancelled();
      stage = name;
      const stageStart = Date.now();
      this.#progress(name, 'started', startMetadata);
      try {
        const result = await work();
        if (attempt !== this.#attempt) throw new StartCancelled();
        this.#progress(name, 'completed', metadata(result), Date.now() - stageStart);
        return result;
      } catch (error) {
        if (attempt === this.#attempt) {
          this.#progress(name, 'failed', { error: messageOf(error) }, Date.now() - stageStart);
        }
        throw error;
      }
    };

    try {
      const webCall = await webCallOf(run);
      const videoRecording = webCall.artifactPlan?.videoRecordingEnabled === true;
      const isVideo = webCall.assistant?.voice?.provider === VIDEO_VOICE_PROVIDER;
      // The official SDK's stage names on the Daily path; the WebSocket path keeps ours.
      const chosen = (() => {
        try {
          return selectTransport(webCall);
        } catch {
          return null;
        }
      })();
      const onDaily = chosen?.kind !== 'websocket';
      transport = await run(
        onDaily ? 'daily-call-object-creation' : 'video-call-object-creation',
        async () => {
          const { kind, url } = chosen ?? selectTransport(webCall);
          await this.#released;
          const created = this.#transports[kind]({
            url,
            isVideo,
            videoRecording,
            ...(this.#callOptions ? { callOptions: this.#callOptions } : {}),
            events: this.#transportEvents(() => created),
          });
          transport = created;
          this.#transport = created;
          this.#videoRecording = videoRecording;
          await created.create();
          return created;
        },
        (created) => ({ transport: created.kind, isVideo, videoRecording }),
      );
      const isMobile = isMobileDevice();
      await run(
        'mobile-permissions',
        () => (isMobile ? this.#waitForMobilePermissions() : undefined),
        () => ({ isMobile, waitMs: isMobile ? MOBILE_PERMISSION_WAIT_MS : 0 }),
        { isMobile },
      );
      const joined = transport;
      await run(onDaily ? 'daily-call-join' : 'video-call-join', () => joined.join());
      if (videoRecording && joined.startRecording) {
        await run('video-recording-setup', () => joined.startRecording?.());
        this.#recordingRequestedAt = Date.now();
        this.#progress('video-recording-started', 'started', {});
      }
      await run('audio-observer-setup', () => joined.startAudioLevelObserver());
      await run('audio-processing-setup', () => joined.setupAudioProcessing());

      this.#setState('active');
      this.emit('call-start-success', {
        totalDuration: Date.now() - startedAt,
        callId: webCall.id,
        timestamp: now(),
      });
      return webCall;
    } catch (error) {
      const cancelled = error instanceof StartCancelled || attempt !== this.#attempt;
      const totalDuration = Date.now() - startedAt;
      this.emit('call-start-failed', {
        stage,
        totalDuration,
        error: messageOf(error),
        errorStack: error instanceof Error ? error.stack : undefined,
        timestamp: now(),
        context: context(),
      });
      if (cancelled) {
        // stop() (or the end of the call) already cleaned up; release what it could not see.
        if (transport && transport !== this.#transport) await transport.destroy();
        return null;
      }
      this.#error({
        type: errorTypeOf(stage),
        stage,
        message: messageOf(error),
        error,
        totalDuration,
        context: context(),
      });
      await this.#cleanup();
      return null;
    }
  }

  /**
   * Leaves the call (the platform ends it with `customer-ended-call`), or abandons a start in
   * flight. Emits `call-end` if the call had been joined. Safe to call at any time.
   */
  async stop(): Promise<void> {
    const transport = this.#transport;
    if (transport) {
      try {
        await transport.leave();
      } catch {
        // Leaving a broken call: cleanup below releases it anyway.
      }
    }
    await this.#cleanup();
  }

  /**
   * Ends the call for everyone: asks the platform to end it (`{type: "end-call"}`, whatever
   * `roomDeleteOnUserLeaveEnabled` says) and leaves it, as the official SDK does.
   */
  end(): void {
    this.send({ type: 'end-call' });
    void this.stop();
  }

  /** Chooses the microphone and camera (Daily `setInputDevicesAsync`). */
  async setInputDevicesAsync(options: InputDevicesOptions): Promise<void> {
    await this.#daily().setInputDevicesAsync(options);
  }

  /** Chooses the speaker (Daily `setOutputDeviceAsync`). */
  async setOutputDeviceAsync(options: OutputDeviceOptions): Promise<void> {
    await this.#daily().setOutputDeviceAsync(options);
  }

  /**
   * Sends the microphone through a gain of `gain` (1 = unchanged): a fresh microphone stream,
   * amplified, becomes the call's audio source.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#daily();
    if (!Number.isFinite(gain) || gain < 0) throw new RangeError('The gain is a number ≥ 0.');
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const context = new AudioContext();
    const amplifier = context.createGain();
    amplifier.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(amplifier).connect(destination);
    const [track] = destination.stream.getAudioTracks();
    const previous = this.#micBoost;
    this.#micBoost = { context, stream };
    await call.setInputDevicesAsync({ audioSource: track ?? false });
    // Only now is the earlier boost no longer the call's source.
    if (previous) this.#releaseMicBoost(previous);
  }

  #releaseMicBoost(boost: { context: AudioContext; stream: MediaStream }): void {
    for (const track of boost.stream.getTracks()) track.stop();
    void boost.context.close().catch(() => undefined);
  }

  /** Shares the screen into the call (Daily `startScreenShare`). */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#daily().startScreenShare({
      ...(displayMediaOptions ? { displayMediaOptions } : {}),
      ...(screenVideoSendSettings ? { screenVideoSendSettings } : {}),
    });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#daily().stopScreenShare();
  }

  /** The microphone's latest level, 0 to 1; 0 without a Daily call. */
  getLocalAudioLevel(): number {
    return this.getDailyCallObject()?.getLocalAudioLevel() ?? 0;
  }

  /**
   * Starts (or restarts) measuring the microphone: `local-volume-level` events follow every
   * `interval` ms (Daily's default when absent).
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    await this.#daily().startLocalAudioLevelObserver(interval);
  }

  /** Stops the `local-volume-level` events. */
  stopLocalAudioLevelObserver(): void {
    this.getDailyCallObject()?.stopLocalAudioLevelObserver();
  }

  /** Whether `local-volume-level` events are being emitted. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.getDailyCallObject()?.isLocalAudioLevelObserverRunning() ?? false;
  }

  /**
   * Sends a message into the live call (the protocol's {@link SessionClientMessage}:
   * add-message, control, say, end-call, transfer…). Does nothing without a call. Throws
   * 'Message data too large.' above 4096 characters of JSON.
   */
  send(message: SessionClientMessage): void {
    if (JSON.stringify(message).length > APP_MESSAGE_MAX_CHARS) {
      throw new Error('Message data too large.');
    }
    this.#transport?.send(message);
  }

  /**
   * Makes the assistant say `message`.
   * @param endCallAfterSpoken end the call once it has been said. Default false.
   * @param interruptionsEnabled let the visitor interrupt it. Default false.
   * @param interruptAssistantEnabled cut off what the assistant is saying now. Default false.
   */
  say(
    message: string,
    endCallAfterSpoken = false,
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): void {
    // `message` is what the platform's web SDK sends; `content` is the documented field name.
    this.send({
      type: 'say',
      message,
      content: message,
      endCallAfterSpoken,
      interruptionsEnabled,
      interruptAssistantEnabled,
    });
  }

  /** Mutes or unmutes the microphone. Throws 'Call object is not available.' without a call. */
  setMuted(muted: boolean): void {
    required(this.#transport).setMuted(muted);
  }

  /** True while the microphone is muted; false without a call. */
  isMuted(): boolean {
    return this.#transport?.isMuted() ?? false;
  }

  /** The daily-js call object of a call on the Daily transport, else null. */
  getDailyCallObject(): DailyCall | null {
    return (this.#transport?.callObject?.() as DailyCall | null | undefined) ?? null;
  }

  /** The Daily call object; throws 'Call object is not available.' without one. */
  #daily(): DailyCall {
    return required(this.getDailyCallObject());
  }

  #transportEvents(current: () => CallTransport): TransportEvents {
    // Events of a transport that is no longer this call's (a late event after cleanup) are
    // dropped, so one call can never leak into the next.
    const live = () => this.#transport !== null && this.#transport === current();
    return {
      message: (data) => live() && this.#onMessage(data),
      audioLevel: (level) => live() && this.#detector.update(level),
      speakerTrack: (track) => {
        if (!live()) return;
        if (track.kind === 'video') this.emit('video', track);
        this.#transport?.send(PLAYABLE_FRAME);
      },
      left: () => live() && this.#onLeft(),
      error: (message, cause, type = 'transport-error') =>
        live() && this.#error({ type, message, error: cause }),
      recordingStarted: (delaySeconds) => {
        if (!live() || !this.#videoRecording) return;
        this.#progress(
          'video-recording-started',
          'completed',
          { delaySeconds },
          Date.now() - this.#recordingRequestedAt,
        );
        this.send({
          type: 'control',
          control: 'say-first-message',
          videoRecordingStartDelaySeconds: delaySeconds,
        });
      },
      relay: (event, ...args) => live() && this.emit(event, ...args),
    };
  }

  #onMessage(data: unknown): void {
    if (data === LISTENING_FRAME) {
      this.emit('call-start');
      return;
    }
    if (
      typeof data !== 'object' ||
      data === null ||
      typeof (data as { type?: unknown }).type !== 'string'
    ) {
      return;
    }
    // The platform's messages are trusted to follow the contract; only the envelope is checked.
    const message = data as CallMessage;
    if (message.type === 'status-update' && message.status === 'ended') {
      this.#endedStatusSeen = true;
      if (typeof message.endedReason === 'string') this.#endedReason = message.endedReason;
    }
    this.emit('message', message);
  }

  #onLeft(): void {
    const transport = this.#transport;
    // Speech ends before the call does: a listener never sees call-end while "speaking".
    this.#detector.reset();
    this.emit('call-end', { endedReason: this.#endedReason ?? LOCAL_ENDED_REASON });
    if (!this.#endedStatusSeen) {
      this.#endedStatusSeen = true;
      this.emit('message', {
        type: 'status-update',
        status: 'ended',
        endedReason: LOCAL_ENDED_REASON,
      });
    }
    if (this.#videoRecording) transport?.stopRecording?.();
    void this.#cleanup();
  }

  /** Releases the call; idempotent, and leaves the instance ready for the next start(). */
  async #cleanup(): Promise<void> {
    this.#attempt++;
    this.#started = false;
    this.#detector.reset();
    if (this.#mobileWait) {
      clearTimeout(this.#mobileWait.timer);
      this.#mobileWait.resolve();
      this.#mobileWait = null;
    }
    const transport = this.#transport;
    this.#transport = null;
    this.#endedStatusSeen = false;
    this.#endedReason = null;
    this.#videoRecording = false;
    if (this.#micBoost) this.#releaseMicBoost(this.#micBoost);
    this.#micBoost = null;
    if (this.#state !== 'idle') this.#setState('ended');
    if (transport) {
      this.#released = transport.destroy().catch(() => undefined);
      await this.#released;
    }
  }

  #waitForMobilePermissions(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#mobileWait = null;
        resolve();
      }, MOBILE_PERMISSION_WAIT_MS);
      this.#mobileWait = { timer, resolve };
    });
  }

  #setState(state: CallState): void {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.emit('state-change', state, previous);
  }

  #progress(
    stage: CallStartStage,
    status: 'started' | 'completed' | 'failed',
    metadata: Record<string, unknown>,
    duration?: number,
  ): void {
    this.emit('call-start-progress', {
      stage,
      status,
      ...(duration === undefined ? {} : { duration }),
      timestamp: now(),
      metadata,
    });
  }

  #error(event: Omit<CallErrorEvent, 'timestamp'>): void {
    this.emit('error', { ...event, timestamp: now() });
  }
}
