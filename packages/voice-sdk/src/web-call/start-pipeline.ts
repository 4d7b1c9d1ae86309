import { MOBILE_PERMISSION_WAIT_MS, VIDEO_VOICE_PROVIDER } from './constants.ts';
import { StartCancelled } from './call-errors.ts';
import { isMobileDevice } from './device.ts';
import type {
  CallErrorEvent,
  CallErrorType,
  CallStartContext,
  CallStartStage,
  CallState,
  VoiceCallEvents,
} from './events.ts';
import { selectTransport, type CallTransport, type TransportKind } from './transport.ts';
import {
  webCallRequest,
  type CallTarget,
  type CreateWebCall,
  type WebCall,
} from './web-call-api.ts';

/**
 * What a start needs of the call it starts. The call keeps its state private and lends the
 * pipeline these operations only.
 */
export interface StartHost {
  /** Marks the call as starting; false when a start or a call is already running. */
  claim(): boolean;
  /** The call's current attempt; its cleanup bumps it, which cancels a start in flight. */
  attempt(): number;
  /** Settles once the previous call's transport is released (daily-js allows one at a time). */
  released(): Promise<void>;
  /** Creates the transport of `kind` and makes it the call's transport (not yet created). */
  openTransport(
    kind: TransportKind,
    url: string,
    flags: { isVideo: boolean; videoRecording: boolean },
  ): CallTransport;
  /** The call's transport now (null once cleaned up). */
  transport(): CallTransport | null;
  /** On mobile browsers, waits for permission prompts to settle (ended early by cleanup). */
  waitForMobilePermissions(): Promise<void>;
  /** Notes when video recording was requested, to time its start. */
  recordingRequested(): void;
  setState(state: CallState): void;
  progress(
    stage: CallStartStage,
    status: 'started' | 'completed' | 'failed',
    metadata: Record<string, unknown>,
    duration?: number,
  ): void;
  emit<E extends 'call-start-success' | 'call-start-failed'>(
    event: E,
    ...args: VoiceCallEvents[E]
  ): void;
  error(event: Omit<CallErrorEvent, 'timestamp'>): void;
  /** Releases the call and leaves it ready for the next start. */
  cleanup(): Promise<void>;
}

/** Runs one stage of a start, reporting it in `call-start-progress`. */
export type StageRunner = <T>(
  name: CallStartStage,
  work: () => Promise<T> | T,
  metadata?: (result: T) => Record<string, unknown>,
  startMetadata?: Record<string, unknown>,
) => Promise<T>;

/** Stages whose failure is a start-method-error; any other stage fails as `<stage>-error`. */
const START_METHOD_STAGES: readonly CallStartStage[] = [
  'initialization',
  'reconnect',
  'web-call-creation',
  'mobile-permissions',
];

const errorTypeOf = (stage: CallStartStage): CallErrorType =>
  START_METHOD_STAGES.includes(stage) ? 'start-method-error' : (`${stage}-error` as CallErrorType);

const now = (): string => new Date().toISOString();

/** A readable sentence for anything thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Runs a start: `webCallOf` obtains the web call (in its own stages), then the transport is
 * created and joined, each stage reported in `call-start-progress`. Resolves the web call, or
 * null when a call was already running or a stage failed (then `call-start-failed` and `error`
 * were emitted and the call was released). A start overtaken by the call's cleanup resolves
 * null quietly after `call-start-failed`.
 */
export async function runStart(
  host: StartHost,
  targets: Omit<CallStartContext, 'isMobile'>,
  webCallOf: (run: StageRunner) => Promise<WebCall>,
): Promise<WebCall | null> {
  const startedAt = Date.now();
  if (!host.claim()) {
    host.progress('validation', 'failed', { reason: 'already-started' }, Date.now() - startedAt);
    return null;
  }
  const context = (): CallStartContext => ({ ...targets, isMobile: isMobileDevice() });
  const attempt = host.attempt();
  let stage: CallStartStage = 'initialization';
  let transport: CallTransport | null = null;
  host.setState('starting');

  const run: StageRunner = async (name, work, metadata = () => ({}), startMetadata = {}) => {
    if (attempt !== host.attempt()) throw new StartCancelled();
    stage = name;
    const stageStart = Date.now();
    host.progress(name, 'started', startMetadata);
    try {
      const result = await work();
      if (attempt !== host.attempt()) throw new StartCancelled();
      host.progress(name, 'completed', metadata(result), Date.now() - stageStart);
      return result;
    } catch (error) {
      if (attempt === host.attempt()) {
        host.progress(name, 'failed', { error: messageOf(error) }, Date.now() - stageStart);
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
        await host.released();
        const created = host.openTransport(kind, url, { isVideo, videoRecording });
        transport = created;
        await created.create();
        return created;
      },
      (created) => ({ transport: created.kind, isVideo, videoRecording }),
    );
    const isMobile = isMobileDevice();
    await run(
      'mobile-permissions',
      () => (isMobile ? host.waitForMobilePermissions() : undefined),
      () => ({ isMobile, waitMs: isMobile ? MOBILE_PERMISSION_WAIT_MS : 0 }),
      { isMobile },
    );
    const joined = transport;
    await run(onDaily ? 'daily-call-join' : 'video-call-join', () => joined.join());
    if (videoRecording && joined.startRecording) {
      await run('video-recording-setup', () => joined.startRecording?.());
      host.recordingRequested();
      host.progress('video-recording-started', 'started', {});
    }
    await run('audio-observer-setup', () => joined.startAudioLevelObserver());
    await run('audio-processing-setup', () => joined.setupAudioProcessing());

    host.setState('active');
    host.emit('call-start-success', {
      totalDuration: Date.now() - startedAt,
      callId: webCall.id,
      timestamp: now(),
    });
    return webCall;
  } catch (error) {
    const cancelled = error instanceof StartCancelled || attempt !== host.attempt();
    const totalDuration = Date.now() - startedAt;
    host.emit('call-start-failed', {
      stage,
      totalDuration,
      error: messageOf(error),
      errorStack: error instanceof Error ? error.stack : undefined,
      timestamp: now(),
      context: context(),
    });
    if (cancelled) {
      // The call's cleanup already ran; release what it could not see.
      if (transport && transport !== host.transport()) await transport.destroy();
      return null;
    }
    host.error({
      type: errorTypeOf(stage),
      stage,
      message: messageOf(error),
      error,
      totalDuration,
      context: context(),
    });
    await host.cleanup();
    return null;
  }
}

/** What `start()` was given, besides its options: targets and overrides. */
export interface StartArguments {
  assistant: CallTarget | undefined;
  assistantOverrides: Record<string, unknown> | undefined;
  squad: CallTarget | undefined;
  workflow: CallTarget | undefined;
  workflowOverrides: Record<string, unknown> | undefined;
  roomDeleteOnUserLeaveEnabled: boolean | undefined;
}

/**
 * The stages that obtain the web call of `start()`: `initialization` checks the arguments and
 * builds the request, `web-call-creation` sends it.
 */
export function webCallCreation(
  createWebCall: CreateWebCall,
  args: StartArguments,
  targets: Omit<CallStartContext, 'isMobile'>,
): (run: StageRunner) => Promise<WebCall> {
  return async (run) => {
    const body = await run(
      'initialization',
      () => {
        for (const target of [args.assistant, args.squad, args.workflow]) {
          if (target !== undefined && typeof target !== 'string' && typeof target !== 'object') {
            throw new TypeError('An assistant, squad or workflow is an id or an object.');
          }
        }
        const request = webCallRequest(
          args.assistant,
          args.assistantOverrides,
          args.squad,
          args.workflow,
          args.workflowOverrides,
        );
        if (args.roomDeleteOnUserLeaveEnabled !== undefined) {
          request.roomDeleteOnUserLeaveEnabled = args.roomDeleteOnUserLeaveEnabled;
        }
        return request;
      },
      undefined,
      targets,
    );
    return await run(
      'web-call-creation',
      () => createWebCall(body),
      (call) => ({
        callId: call.id,
        videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled ?? false,
        voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
      }),
    );
  };
}

/**
 * The pause before joining on mobile browsers, so permission prompts settle. The call's cleanup
 * ends it early (`cancel()`), so a stopped start does not linger.
 */
export class PermissionWait {
  #pending: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;

  wait(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending = null;
        resolve();
      }, MOBILE_PERMISSION_WAIT_MS);
      this.#pending = { timer, resolve };
    });
  }

  cancel(): void {
    if (!this.#pending) return;
    clearTimeout(this.#pending.timer);
    this.#pending.resolve();
    this.#pending = null;
  }
}
