import { StartCancelled } from './call-errors.ts';
import { MOBILE_PERMISSION_WAIT_MS, VIDEO_VOICE_PROVIDER } from './constants.ts';
import { isMobileDevice } from './device.ts';
import { messageOf, now, startError } from './error-events.ts';
import type {
  CallStartContext,
  CallStartErrorType,
  CallStartProgressMetadata,
  CallStartStage,
  CallState,
  VoiceCallEvents,
} from './events.ts';
import { selectTransport, type CallTransport, type TransportKind } from './transport.ts';
import type { TypedEmitter } from './typed-emitter.ts';
import {
  webCallRequest,
  type CreateWebCall,
  type StartArguments,
  type WebCall,
} from './web-call-api.ts';

/** What the start needs of the call it starts, besides emitting its events. */
export interface StartHooks {
  /** Creates the transport of `kind` and makes it the call's transport (not yet created). */
  openTransport(
    kind: TransportKind,
    url: string,
    flags: { isVideo: boolean; videoRecording: boolean; token: string | undefined },
  ): CallTransport;
  /** The call's transport now (null once released). */
  transport(): CallTransport | null;
  setState(state: CallState): void;
  /** Releases the call after a failed start, leaving it ready for the next one. */
  cleanup(): Promise<void>;
}

/** Runs one stage of a start, reporting it in `call-start-progress`. */
type StageRunner = <T>(
  name: CallStartStage,
  work: () => Promise<T> | T,
  metadata?: (result: T) => CallStartProgressMetadata,
  startMetadata?: CallStartProgressMetadata,
) => Promise<T>;

/** Stages whose failure is a start-method-error; any other stage fails as `<stage>-error`. */
const START_METHOD_STAGES: readonly CallStartStage[] = [
  'initialization',
  'reconnect',
  'web-call-creation',
  'mobile-permissions',
];

const errorTypeOf = (stage: CallStartStage): CallStartErrorType =>
  START_METHOD_STAGES.includes(stage)
    ? 'start-method-error'
    : (`${stage}-error` as CallStartErrorType);

/**
 * The start pipeline of a call: it runs the stages of `start()` and `reconnect()` in order,
 * reports each in `call-start-progress`, and ends in `call-start-success`, or in
 * `call-start-failed` and `error`. It keeps what only starting needs: whether a start runs,
 * which attempt it is (the call's release overtakes a start in flight), the pause for mobile
 * permission prompts, and when video recording was requested.
 */
export class CallStarter {
  #started = false;
  #attempt = 0;
  /** The previous call's release; the next call object waits for it (daily-js allows one). */
  #released: Promise<void> = Promise.resolve();
  #mobileWait: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;
  #recordingRequestedAt = 0;

  readonly #call: TypedEmitter<VoiceCallEvents>;
  readonly #hooks: StartHooks;

  constructor(call: TypedEmitter<VoiceCallEvents>, hooks: StartHooks) {
    this.#call = call;
    this.#hooks = hooks;
  }

  /**
   * Runs a start. Given `createWebCall`, `initialization` checks start()'s `args` and builds the
   * request, and `web-call-creation` sends it; given a web call (`reconnect()`), `reconnect`
   * takes it as it is. Then the transport is created and joined. Resolves the web call, or null
   * when a call was already running or a stage failed (then `call-start-failed` and `error`
   * were emitted and the call released). A start overtaken by the call's release resolves null
   * quietly after `call-start-failed`.
   */
  async run(args: StartArguments, web: CreateWebCall | WebCall): Promise<WebCall | null> {
    const startedAt = Date.now();
    if (this.#started) {
      this.#progress('validation', 'failed', { reason: 'already-started' }, Date.now() - startedAt);
      return null;
    }
    const hooks = this.#hooks;
    const [assistant, , squad, workflow] = args;
    const targets = { hasAssistant: !!assistant, hasSquad: !!squad, hasWorkflow: !!workflow };
    const context = (): CallStartContext => ({ ...targets, isMobile: isMobileDevice() });
    this.#started = true;
    const attempt = this.#attempt;
    let stage: CallStartStage = 'initialization';
    let transport: CallTransport | null = null;
    hooks.setState('starting');

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
          const created = hooks.openTransport(kind, url, { isVideo, videoRecording, token });
          transport = created;
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
        // A meeting token started the recording on join: nothing to ask of the transport.
        await run(
          'video-recording-setup',
          () => token ?? joined.startRecording?.(),
          () => (token ? { action: 'auto-started-via-meeting-token' } : {}),
        );
        this.#recordingRequestedAt = Date.now();
        this.#progress('video-recording-started', 'started', {});
      }
      await run('audio-observer-setup', () => joined.startAudioLevelObserver());
      await run('audio-processing-setup', () => joined.setupAudioProcessing());

      hooks.setState('active');
      this.#call.emit('call-start-success', {
        totalDuration: Date.now() - startedAt,
        callId: webCall.id,
        timestamp: now(),
      });
      return webCall;
    } catch (error) {
      const cancelled = error instanceof StartCancelled || attempt !== this.#attempt;
      const totalDuration = Date.now() - startedAt;
      this.#call.emit('call-start-failed', {
        stage,
        totalDuration,
        error: messageOf(error),
        errorStack: error instanceof Error ? error.stack : undefined,
        timestamp: now(),
        context: context(),
      });
      if (cancelled) {
        // The call's release already ran; release what it could not see.
        if (transport && transport !== hooks.transport()) await transport.destroy();
        return null;
      }
      this.#call.emit(
        'error',
        startError(errorTypeOf(stage), stage, error, totalDuration, context()),
      );
      await hooks.cleanup();
      return null;
    }
  }

  /** Emits `call-start-progress` for a stage. */
  #progress(
    stage: CallStartStage,
    status: 'started' | 'completed' | 'failed',
    metadata: CallStartProgressMetadata,
    duration?: number,
  ): void {
    this.#call.emit('call-start-progress', {
      stage,
      status,
      ...(duration === undefined ? {} : { duration }),
      timestamp: now(),
      metadata,
    });
  }

  /** Reports that the video recording started, `delaySeconds` after it was requested. */
  recordingStarted(delaySeconds: number): void {
    const duration = Date.now() - this.#recordingRequestedAt;
    this.#progress('video-recording-started', 'completed', { delaySeconds }, duration);
  }

  /** The call is being released: a start in flight is overtaken, its mobile pause ended. */
  reset(): void {
    this.#attempt++;
    this.#started = false;
    if (this.#mobileWait) {
      clearTimeout(this.#mobileWait.timer);
      this.#mobileWait.resolve();
      this.#mobileWait = null;
    }
  }

  /** Tears a released call's transport down; the next call object waits for it. */
  release(transport: CallTransport): Promise<void> {
    this.#released = transport.destroy().catch(() => undefined);
    return this.#released;
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
}
