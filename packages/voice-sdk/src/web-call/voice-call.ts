import {
  LISTENING_FRAME,
  PLAYABLE_FRAME,
  type CallEndedReason,
  type SessionClientMessage,
} from '../protocol.ts';
import {
  optionsOf,
  type DailyCallConfig,
  type DailyCallObjectOptions,
  type InputDevicesOptions,
  type OutputDeviceOptions,
  type ResolvedOptions,
  type StartCallOptions,
  type VoiceCallOptions,
} from './call-options.ts';
import { messageOf, required, StartCancelled, UnsupportedOnTransportError } from './call-errors.ts';
import type { CallMessage, CallState, VoiceCallEvents } from './events.ts';
import {
  APP_MESSAGE_MAX_CHARS,
  LOCAL_ENDED_REASON,
  MOBILE_PERMISSION_WAIT_MS,
  SPEAKING_TIMEOUT_MS,
  SPEECH_THRESHOLD,
  VIDEO_VOICE_PROVIDER,
  VOLUME_NORMALISATION_DIVISOR,
} from './constants.ts';
import { isMobileDevice } from './device.ts';
import { selectTransport, type CallTransport, type TransportEvents } from './transport.ts';
import {
  now,
  serializeError,
  startError,
  transportError,
  validationError,
} from './error-events.ts';
import type {
  CallStartContext,
  CallStartErrorType,
  CallStartProgressMetadata,
  CallStartStage,
} from './events.ts';
import {
  webCallApi,
  type AssistantOverrides,
  type Call,
  type CreateAssistantDTO,
  type CreateSquadDTO,
  type CreateWebCall,
  type CreateWorkflowDTO,
  type StartArguments,
  type WebCall,
  type WorkflowOverrides,
  webCallRequest,
} from './web-call-api.ts';
import type { NetworkTestResults } from './network-test.ts';
import { TypedEmitter } from './typed-emitter.ts';
import type { DailyCall, DailyVideoSendSettings } from '@daily-co/daily-js';

/**
 * What `reconnect()` needs of a web call, as the official SDK types it: the room (or socket)
 * URL, and what decides recording and video.
 */
export interface ReconnectWebCall {
  webCallUrl: string;
  id?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  transport?: { provider?: string; websocketCallUrl?: string; callToken?: string };
}

export type {
  DailyCallConfig,
  DailyCallObjectOptions,
  InputDevicesOptions,
  OutputDeviceOptions,
  StartCallOptions,
  VoiceCallOptions,
} from './call-options.ts';

const MISSING_TARGET = 'Assistant or Squad or Workflow must be provided.';

/** How often the microphone's level is reported when the call starts the observer itself. */
const LOCAL_LEVEL_INTERVAL_MS = 100;

/** Runs one stage of a start, reporting it in `call-start-progress`. */
type StageRunner = <T>(
  name: CallStartStage,
  work: () => Promise<T> | T,
  metadata?: (result: T) => CallStartProgressMetadata,
  startMetadata?: CallStartProgressMetadata,
) => Promise<T>;

/**
 * A failed stage's error type: the stages of the call object (`daily-…`, `video-…`, `audio-…`)
 * fail as `<stage>-error`; the others (initialization, reconnect, web-call creation, mobile
 * permissions) as a start-method-error.
 */
const errorTypeOf = (stage: CallStartStage): CallStartErrorType =>
  /^(daily|video|audio)-/.test(stage)
    ? (`${stage}-error` as CallStartErrorType)
    : 'start-method-error';

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
  // The call's transport comes first: the minifier then names it as the transports name their
  // own inner object, and the methods that forward to it compress with theirs.
  #transport: CallTransport | null = null;
  #createWebCall: CreateWebCall;
  #options: ResolvedOptions;
  #state: CallState = 'idle';
  #endedStatusSeen = false;
  #endedReason: CallEndedReason | null = null;
  #videoRecording = false;
  // What only starting needs: whether a start runs, which attempt it is (the call's release
  // overtakes a start in flight), the pause for mobile permission prompts, and when video
  // recording was requested. The start pipeline lives in this class rather than in a helper
  // of its own: the hooks such a helper needs cost the bundle more than they organise.
  #started = false;
  #attempt = 0;
  /** The previous call's release; the next call object waits for it (daily-js allows one). */
  #released: Promise<void> = Promise.resolve();
  /** Ends the pause for mobile permission prompts at once. */
  #endMobileWait: (() => void) | null = null;
  #recordingRequestedAt = 0;
  /** Ends the assistant's current speech 1 s after its last audible level; null when silent. */
  #speechTimer: ReturnType<typeof setTimeout> | null = null;
  /** Releases the amplified microphone of `increaseMicLevel()` (its raw stream and graph). */
  #releaseMicBoost: (() => void) | null = null;
  /** The `<audio>` element playing the assistant. */
  #player: HTMLAudioElement | null = null;
  /** The volume set by `setVolume()`, kept across players and calls. */
  #volume: number | null = null;

  /**
   * The official static: Daily's pre-call network tests (TURN relay, WebSocket, call quality);
   * their code loads only when this is called, so pages that never test do not ship it.
   */
  static runNetworkTestsStandalone(): Promise<NetworkTestResults> {
    return import('./network-test.ts').then((m) => m.runNetworkTests());
  }

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
    if (typeof publicKey !== 'string' || !publicKey.trim()) {
      throw new TypeError('A public key is required.');
    }
    this.#options = optionsOf(apiBaseUrlOrOptions, dailyCallConfig, dailyCallObject);
    this.#createWebCall = webCallApi(publicKey, this.#options);
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
    assistant?: string | CreateAssistantDTO,
    assistantOverrides?: AssistantOverrides,
    squad?: string | CreateSquadDTO,
    workflow?: string | CreateWorkflowDTO,
    workflowOverrides?: WorkflowOverrides,
    options?: StartCallOptions,
  ): Promise<Call | null> {
    if (!assistant && !squad && !workflow) {
      this.emit('error', validationError(MISSING_TARGET));
      throw new Error(MISSING_TARGET);
    }
    return this.#run(
      [assistant, assistantOverrides, squad, workflow, workflowOverrides, options],
      this.#createWebCall,
    );
  }

  /**
   * Joins again a call that is still running (one started with
   * `roomDeleteOnUserLeaveEnabled: false` and left with `stop()`), from the web call
   * `start()` resolved. Reports the same stages as `start()`, beginning with `reconnect`.
   */
  async reconnect(webCall: Call | ReconnectWebCall): Promise<void> {
    if (typeof webCall !== 'object' || !webCall) {
      throw new TypeError('reconnect() needs the web call that start() resolved.');
    }
    await this.#run([], webCall as Call);
  }

  /**
   * Leaves the call (the platform ends it with `customer-ended-call`), or abandons a start in
   * flight. Emits `call-end` if the call had been joined. Safe to call at any time.
   */
  async stop(): Promise<void> {
    try {
      await this.#transport?.leave();
    } catch {
      // Leaving a broken call: cleanup below releases it anyway.
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

  // What a call offers besides talking, as the official SDK does (its class has them as its
  // own methods too). On whichever transport carries the call: the microphone's level, the
  // assistant's playback volume and audio element, and cloud recording (Daily only; the
  // WebSocket transport throws an `UnsupportedOnTransportError`). On the Daily transport only:
  // devices, a louder microphone and screen sharing; each needs the Daily call object, so
  // without a call they throw 'Call object is not available.', and on the WebSocket transport
  // an `UnsupportedOnTransportError`. They live in this class rather than in a base class of
  // their own: reaching the transport through a protected method cost the bundle more bytes.

  /** The daily-js call object of a call on the Daily transport, else null. */
  getDailyCallObject(): DailyCall | null {
    return (this.#transport?.callObject?.() as DailyCall | null | undefined) ?? null;
  }

  /**
   * Chooses the microphone and camera (Daily `setInputDevicesAsync`). `audioSource: false` is
   * left out, as the official SDK does: it loses the microphone in Chrome 140 and later.
   */
  async setInputDevicesAsync(options: InputDevicesOptions): Promise<void> {
    const { audioSource, ...others } = options;
    await this.#daily('setInputDevicesAsync()').setInputDevicesAsync(
      audioSource === false ? others : options,
    );
  }

  /** Chooses the speaker (Daily `setOutputDeviceAsync`). */
  async setOutputDeviceAsync(options: OutputDeviceOptions): Promise<void> {
    await this.#daily('setOutputDeviceAsync()').setOutputDeviceAsync(options);
  }

  /**
   * Sends the microphone through a gain of `gain` (1 = unchanged): a fresh microphone stream,
   * amplified, becomes the call's audio source.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#daily('increaseMicLevel()');
    if (!Number.isFinite(gain) || gain < 0) throw new RangeError('The gain is a number ≥ 0.');
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const context = new AudioContext();
    const amplifier = context.createGain();
    amplifier.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(amplifier).connect(destination);
    const [track] = destination.stream.getAudioTracks();
    const releasePrevious = this.#releaseMicBoost;
    this.#releaseMicBoost = () => {
      for (const raw of stream.getTracks()) raw.stop();
      void context.close().catch(() => undefined);
    };
    await call.setInputDevicesAsync({ audioSource: track });
    // Only now is the earlier boost no longer the call's source.
    releasePrevious?.();
  }

  /** Shares the screen into the call (Daily `startScreenShare`). */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    this.#daily('startScreenSharing()').startScreenShare({
      ...(displayMediaOptions ? { displayMediaOptions } : {}),
      ...(screenVideoSendSettings ? { screenVideoSendSettings } : {}),
    });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#daily('stopScreenSharing()').stopScreenShare();
  }

  /**
   * The Daily call object; throws 'Call object is not available.' without a call, and an
   * `UnsupportedOnTransportError` naming `feature` on another transport.
   */
  #daily(feature: string): DailyCall {
    const transport = required(this.#transport);
    const call = this.getDailyCallObject();
    if (!call) {
      throw new UnsupportedOnTransportError(
        feature,
        transport.kind,
        'devices, screen sharing and the microphone boost need a Daily call object',
      );
    }
    return call;
  }

  /** The microphone's latest level, 0 to 1; 0 without a call. */
  getLocalAudioLevel(): number {
    return this.#transport?.localLevel() ?? 0;
  }

  /**
   * Starts (or restarts) measuring the microphone: `local-volume-level` events follow every
   * `interval` ms (Daily's default, or 100 ms on the WebSocket transport, when absent).
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    return required(this.#transport).observeLocalLevel(interval);
  }

  /** Stops the `local-volume-level` events. */
  stopLocalAudioLevelObserver(): void {
    this.#transport?.stopLocalLevel();
  }

  /** Whether `local-volume-level` events are being emitted. */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#transport?.localLevelObserved() ?? false;
  }

  /**
   * Starts (or retries) the call's cloud recording; `recording-started` or `recording-error`
   * follows.
   */
  startRecording(): void {
    this.#recording('startRecording()').startRecording!();
  }

  /** Stops the cloud recording; `recording-stopped` follows. */
  stopRecording(): void {
    if (this.#transport) this.#recording('stopRecording()').stopRecording?.();
  }

  /** The `<audio>` element playing the assistant, or null before its audio has arrived. */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#player?.isConnected ? this.#player : null;
  }

  /**
   * Sets the assistant's playback volume, 0 to 1 (clamped; a non-finite value is ignored). It
   * is kept, so it may be set before the audio arrives and holds for later calls.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#volume = Math.min(1, Math.max(0, volume));
    if (this.#player) this.#player.volume = this.#volume;
  }

  /** The transport made the assistant's audio element: apply the volume, emit `audio`. */
  #attachPlayer(player: HTMLAudioElement): void {
    this.#player = player;
    if (this.#volume !== null) player.volume = this.#volume;
    this.emit('audio', player);
  }

  /**
   * The call has started: the microphone's level is measured from now on if someone listens
   * for it (the observer costs an audio graph, so only then), as the official SDK does.
   */
  #observeIfListened(): void {
    if (!this.listenerCount('local-volume-level')) return;
    this.startLocalAudioLevelObserver(LOCAL_LEVEL_INTERVAL_MS).catch((error: unknown) =>
      this.emit('local-audio-level-observer-error', serializeError(error)),
    );
  }

  /** Releases what the call's extras hold: the amplified microphone, the audio element. */
  #releaseExtras(): void {
    this.#releaseMicBoost?.();
    this.#releaseMicBoost = null;
    this.#player = null;
  }

  #recording(feature: string) {
    const transport = required(this.#transport);
    if (!transport.startRecording) {
      throw new UnsupportedOnTransportError(feature, transport.kind, 'it has no cloud recording');
    }
    return transport;
  }

  #transportEvents(current: () => CallTransport): TransportEvents {
    // Events of a transport that is no longer this call's (a late event after cleanup) are
    // dropped, so one call can never leak into the next.
    const live = () => this.#transport !== null && this.#transport === current();
    return {
      message: (data) => live() && this.#onMessage(data),
      audioLevel: (level) => live() && this.#hear(level),
      speakerTrack: (track, player) => {
        if (!live()) return;
        if (track.kind === 'video') this.emit('video', track);
        if (player) this.#attachPlayer(player);
        this.#transport?.send(PLAYABLE_FRAME);
      },
      left: () => live() && this.#onLeft(),
      error: (message, cause, type = 'transport-error') =>
        live() && this.emit('error', transportError(message, cause, type)),
      recordingStarted: (delaySeconds) => {
        if (!live() || !this.#videoRecording) return;
        this.#progress(
          'video-recording-started',
          'completed',
          { delaySeconds },
          this.#recordingRequestedAt,
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
    if (typeof data === 'string' && data !== LISTENING_FRAME) {
      try {
        data = JSON.parse(data);
      } catch {
        return; // Not JSON: not a platform message.
      }
    }
    if (data === LISTENING_FRAME) {
      this.emit('call-start');
      return;
    }
    if (typeof (data as { type?: unknown } | null)?.type !== 'string') return;
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
    this.#endSpeech();
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
    // A start in flight is overtaken, its mobile pause ended.
    this.#attempt++;
    this.#started = false;
    this.#endMobileWait?.();
    this.#endMobileWait = null;
    this.#endSpeech();
    const transport = this.#transport;
    this.#transport = null;
    this.#endedStatusSeen = false;
    this.#endedReason = null;
    this.#videoRecording = false;
    this.#releaseExtras();
    if (this.#state !== 'idle') this.#setState('ended');
    // The next call object waits for this one's release.
    if (transport) await (this.#released = transport.destroy().catch(() => undefined));
  }

  /**
   * Runs a start: the stages of `start()` and `reconnect()` in order, each reported in
   * `call-start-progress`, ending in `call-start-success`, or in `call-start-failed` and `error`.
   * Given `createWebCall`, `initialization` checks start()'s `args` and builds the request, and
   * `web-call-creation` sends it; given a web call (`reconnect()`), `reconnect` takes it as it
   * is. Then the transport is created and joined. Resolves the web call, or null when a call was
   * already running or a stage failed (then the call is released). A start overtaken by the
   * call's release resolves null quietly after `call-start-failed`.
   */
  async #run(args: StartArguments, web: CreateWebCall | WebCall): Promise<WebCall | null> {
    const startedAt = Date.now();
    if (this.#started) {
      this.#progress('validation', 'failed', { reason: 'already-started' }, startedAt);
      return null;
    }
    const [assistant, , squad, workflow] = args;
    const targets = { hasAssistant: !!assistant, hasSquad: !!squad, hasWorkflow: !!workflow };
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
        this.#progress(name, 'completed', metadata(result), stageStart);
        return result;
      } catch (error) {
        if (attempt === this.#attempt) {
          this.#progress(name, 'failed', { error: messageOf(error) }, stageStart);
        }
        throw error;
      }
    };

    try {
      let webCall: WebCall;
      if (typeof web === 'function') {
        const body = await run('initialization', () => webCallRequest(...args), undefined, targets);
        webCall = await run(
          'web-call-creation',
          () => web(body),
          (call) => ({
            callId: call.id,
            videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled ?? false,
            voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
          }),
        );
      } else {
        webCall = await run(
          'reconnect',
          () => web,
          (call) => ({ callId: call.id }),
        );
      }
      const videoRecording = webCall.artifactPlan?.videoRecordingEnabled === true;
      const isVideo = webCall.assistant?.voice?.provider === VIDEO_VOICE_PROVIDER;
      const callToken = webCall.transport?.['callToken'];
      const token = typeof callToken === 'string' && callToken ? callToken : undefined;
      // The official SDK's stage names on the Daily path; the WebSocket path keeps ours.
      let chosen: ReturnType<typeof selectTransport> | undefined;
      try {
        chosen = selectTransport(webCall);
      } catch {
        // No usable URL: the creation stage below fails with selectTransport's error.
      }
      const onDaily = chosen?.kind !== 'websocket';
      transport = await run(
        onDaily ? 'daily-call-object-creation' : 'video-call-object-creation',
        async () => {
          const { kind, url } = chosen ?? selectTransport(webCall);
          await this.#released;
          const created = this.#options.transports[kind]({
            url,
            isVideo,
            videoRecording,
            token,
            callOptions: this.#options.callOptions,
            events: this.#transportEvents(() => created),
          });
          this.#transport = transport = created;
          this.#videoRecording = videoRecording;
          await created.create();
          return created;
        },
        (created) => ({ transport: created.kind, isVideo, videoRecording }),
      );
      const isMobile = isMobileDevice();
      await run<unknown>(
        'mobile-permissions',
        () =>
          isMobile &&
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, MOBILE_PERMISSION_WAIT_MS);
            this.#endMobileWait = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
        () => ({ isMobile, waitMs: isMobile ? MOBILE_PERMISSION_WAIT_MS : 0 }),
        { isMobile },
      );
      await run(onDaily ? 'daily-call-join' : 'video-call-join', () => transport!.join());
      if (videoRecording && transport.startRecording) {
        // A meeting token started the recording on join: nothing to ask of the transport.
        await run(
          'video-recording-setup',
          () => token ?? transport!.startRecording!(),
          () => (token ? { action: 'auto-started-via-meeting-token' } : {}),
        );
        this.#recordingRequestedAt = Date.now();
        this.#progress('video-recording-started', 'started', {});
      }
      await run('audio-observer-setup', () => transport!.startAudioLevelObserver());
      await run('audio-processing-setup', () => transport!.setupAudioProcessing());

      this.#setState('active');
      this.#observeIfListened();
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
        // The call's release already ran; release what it could not see.
        if (transport && transport !== this.#transport) await transport.destroy();
      } else {
        this.emit('error', startError(errorTypeOf(stage), stage, error, totalDuration, context()));
        await this.#cleanup();
      }
      return null;
    }
  }

  /** Emits `call-start-progress` for a stage; its duration counts from `since`, when given. */
  #progress(
    stage: CallStartStage,
    status: 'started' | 'completed' | 'failed',
    metadata: CallStartProgressMetadata,
    since?: number,
  ): void {
    this.emit('call-start-progress', {
      stage,
      status,
      ...(since === undefined ? {} : { duration: Date.now() - since }),
      timestamp: now(),
      metadata,
    });
  }

  /**
   * Turns the remote audio level (sampled every 100 ms by the transport) into speech-start,
   * speech-end and volume-level, the same way for every transport: speech starts when the summed
   * level exceeds 0.01 and ends 1 s after the last such level; the volume is min(1, sum / 0.15).
   */
  #hear(level: number): void {
    const safe = Number.isFinite(level) && level > 0 ? level : 0;
    this.emit('volume-level', Math.min(1, safe / VOLUME_NORMALISATION_DIVISOR));
    if (safe <= SPEECH_THRESHOLD) return;
    if (this.#speechTimer === null) this.emit('speech-start');
    else clearTimeout(this.#speechTimer);
    this.#speechTimer = setTimeout(() => {
      this.#speechTimer = null;
      this.emit('speech-end');
    }, SPEAKING_TIMEOUT_MS);
  }

  /**
   * The call is over: ends the current speech at once (speech-end now rather than 1 s later,
   * so no listener is left believing the assistant still talks) and drops the pending timer.
   */
  #endSpeech(): void {
    if (this.#speechTimer === null) return;
    clearTimeout(this.#speechTimer);
    this.#speechTimer = null;
    this.emit('speech-end');
  }

  #setState(state: CallState): void {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.emit('state-change', state, previous);
  }
}
