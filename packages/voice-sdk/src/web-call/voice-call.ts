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
  type ResolvedOptions,
  type StartCallOptions,
  type VoiceCallOptions,
} from './call-options.ts';
import { required } from './call-errors.ts';
import { APP_MESSAGE_MAX_CHARS, LOCAL_ENDED_REASON } from './constants.ts';
import { CallExtras } from './call-extras.ts';
import type { CallMessage, CallState } from './events.ts';
import { SpeechDetector } from './speech-detector.ts';
import { CallStarter } from './start-pipeline.ts';
import type { CallTransport, TransportEvents } from './transport.ts';
import { transportError, validationError } from './error-events.ts';
import {
  webCallApi,
  type AssistantOverrides,
  type Call,
  type CreateAssistantDTO,
  type CreateSquadDTO,
  type CreateWebCall,
  type CreateWorkflowDTO,
  type StartArguments,
  type WorkflowOverrides,
} from './web-call-api.ts';
import type { NetworkTestResults } from './network-test.ts';

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
export class VoiceCall extends CallExtras {
  #createWebCall: CreateWebCall;
  #options: ResolvedOptions;
  #state: CallState = 'idle';
  #transport: CallTransport | null = null;
  #endedStatusSeen = false;
  #endedReason: CallEndedReason | null = null;
  #videoRecording = false;
  #starter = new CallStarter(this, {
    openTransport: (kind, url, { isVideo, videoRecording, token }) => {
      const created = this.#options.transports[kind]({
        url,
        isVideo,
        videoRecording,
        token,
        callOptions: this.#options.callOptions,
        events: this.#transportEvents(() => created),
      });
      this.#transport = created;
      this.#videoRecording = videoRecording;
      return created;
    },
    transport: () => this.#transport,
    setState: (state) => {
      this.#setState(state);
      if (state === 'active') this.observeIfListened();
    },
    cleanup: () => this.#cleanup(),
  });
  #detector = new SpeechDetector(this);

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
    if (typeof publicKey !== 'string' || publicKey.trim() === '') {
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
    const args: StartArguments = [
      assistant,
      assistantOverrides,
      squad,
      workflow,
      workflowOverrides,
      options,
    ];
    return this.#starter.run(args, this.#createWebCall);
  }

  /**
   * Joins again a call that is still running (one started with
   * `roomDeleteOnUserLeaveEnabled: false` and left with `stop()`), from the web call
   * `start()` resolved. Reports the same stages as `start()`, beginning with `reconnect`.
   */
  async reconnect(webCall: Call | ReconnectWebCall): Promise<void> {
    if (typeof webCall !== 'object' || webCall === null) {
      throw new TypeError('reconnect() needs the web call that start() resolved.');
    }
    await this.#starter.run([], webCall as Call);
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

  protected override callTransport(): CallTransport | null {
    return this.#transport;
  }

  #transportEvents(current: () => CallTransport): TransportEvents {
    // Events of a transport that is no longer this call's (a late event after cleanup) are
    // dropped, so one call can never leak into the next.
    const live = () => this.#transport !== null && this.#transport === current();
    return {
      message: (data) => live() && this.#onMessage(data),
      audioLevel: (level) => live() && this.#detector.update(level),
      speakerTrack: (track, player) => {
        if (!live()) return;
        if (track.kind === 'video') this.emit('video', track);
        if (player) this.attachPlayer(player);
        this.#transport?.send(PLAYABLE_FRAME);
      },
      left: () => live() && this.#onLeft(),
      error: (message, cause, type = 'transport-error') =>
        live() && this.emit('error', transportError(message, cause, type)),
      recordingStarted: (delaySeconds) => {
        if (!live() || !this.#videoRecording) return;
        this.#starter.recordingStarted(delaySeconds);
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
    this.#starter.reset();
    this.#detector.reset();
    const transport = this.#transport;
    this.#transport = null;
    this.#endedStatusSeen = false;
    this.#endedReason = null;
    this.#videoRecording = false;
    this.releaseDailyExtras();
    if (this.#state !== 'idle') this.#setState('ended');
    if (transport) await this.#starter.release(transport);
  }

  #setState(state: CallState): void {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.emit('state-change', state, previous);
  }
}
