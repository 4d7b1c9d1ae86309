import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { VoiceCallEvents } from './events.ts';

/** Which transport carries a call. */
export type TransportKind = 'daily' | 'websocket';

/** Events of the call that a transport may pass through unchanged (Daily-only today). */
export type RelayedEvent =
  | 'network-quality-change'
  | 'network-connection'
  | 'daily-participant-updated'
  | 'camera-error'
  | 'call-recording-started'
  | 'call-recording-stopped'
  | 'call-recording-error'
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-error'
  | 'recording-stats'
  | 'recording-upload-completed'
  | 'local-volume-level'
  | 'local-audio-level-observer-error';

/** How a transport reports to the call. */
export interface TransportEvents {
  /**
   * A message from the platform: the string 'listening', a message object, or a message's
   * JSON text (which the call decodes, dropping what is not JSON).
   */
  message(data: unknown): void;
  /** The summed level of the remote (assistant) audio, every 100 ms once the observer runs. */
  audioLevel(level: number): void;
  /**
   * The speaker's track started: audio is playing (through `player`, the `<audio>` element the
   * transport made for it), or video is ready to show.
   */
  speakerTrack(track: MediaStreamTrack, player?: HTMLAudioElement): void;
  /** The call is over on the transport's side (left the room, socket closed). At most once. */
  left(): void;
  /**
   * A failure during the call (not during start, where the step's promise rejects instead).
   * `type` defaults to `transport-error`; a `daily-error`'s cause is Daily's fatal error event.
   */
  error(message: string, cause?: unknown, type?: 'transport-error' | 'daily-error'): void;
  /** Recording has started, `delaySeconds` after it was requested. */
  recordingStarted(delaySeconds: number): void;
  relay<E extends RelayedEvent>(event: E, ...args: VoiceCallEvents[E]): void;
}

/** What a transport is told when it is created. */
export interface TransportOptions {
  /** The room URL (Daily) or the socket URL (WebSocket). */
  url: string;
  /** Video assistant (voice provider tavus): subscribe to the speaker's video too. */
  isVideo: boolean;
  /** The platform records video for this call: camera on, recording started after join. */
  videoRecording: boolean;
  /**
   * The web call's `transport.callToken` (a Daily meeting token; it starts the recording on
   * join, so the client does not start it).
   */
  token?: string | undefined;
  /** Extra options for the call library's call object. */
  callOptions?: DailyFactoryOptions;
  events: TransportEvents;
}

/** Builds a transport; the options of `VoiceCall` accept one per kind (tests inject fakes). */
export type TransportFactory = (options: TransportOptions) => CallTransport;

/**
 * One call transport. `VoiceCall` drives it through the start stages in this order:
 * `create` (video-call-object-creation), `join` (video-call-join), `startRecording`
 * (video-recording-setup, only when recording is on and the transport can record),
 * `startAudioLevelObserver` (audio-observer-setup), `setupAudioProcessing`
 * (audio-processing-setup). A rejected step fails `start()`.
 */
export interface CallTransport {
  readonly kind: TransportKind;
  create(): Promise<void>;
  join(): Promise<void>;
  /** Absent when the transport cannot record video. */
  startRecording?(): void;
  stopRecording?(): void;
  /** The microphone's latest level, 0 to 1 (0 before any audio). */
  localLevel(): number;
  /** Reports the microphone's level as `local-volume-level` every `interval` ms (restarts). */
  observeLocalLevel(interval?: number): Promise<void>;
  stopLocalLevel(): void;
  localLevelObserved(): boolean;
  startAudioLevelObserver(): Promise<void>;
  setupAudioProcessing(): Promise<void>;
  /** Sends a message into the call; strings are sent as the transport's raw string form. */
  send(message: unknown): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Leaves the call; `events.left()` follows if the call was joined. */
  leave(): Promise<void>;
  /** Releases everything (listeners, media, timers, elements) without reporting; idempotent. */
  destroy(): Promise<void>;
  /** The Daily call object, for the Daily transport. */
  callObject?(): unknown;
}

/** The parts of the platform's web-call answer that choose and configure the transport. */
export interface WebCallTransportInfo {
  webCallUrl?: string | null;
  transport?: {
    provider?: string;
    callUrl?: string;
    websocketCallUrl?: string;
  } | null;
}

/**
 * Chooses the transport from the web call's answer: the platform's websocket transport
 * (`transport.provider === 'vapi.websocket'`, or a ws:/wss: call URL) or a Daily room.
 * Throws when the answer holds no usable URL.
 */
export function selectTransport(call: WebCallTransportInfo): { kind: TransportKind; url: string } {
  const transport = call.transport;
  const roomUrl = call.webCallUrl ?? transport?.callUrl;
  const socketUrl = transport?.websocketCallUrl ?? roomUrl;
  const isUrl = (url: unknown, scheme: RegExp): url is string =>
    typeof url === 'string' && scheme.test(url);
  const onSocket = isUrl(socketUrl, /^wss?:\/\//i);
  if (transport?.provider === 'vapi.websocket' || onSocket) {
    if (!onSocket) throw new Error('The web call has no WebSocket URL.');
    return { kind: 'websocket', url: socketUrl };
  }
  if (!isUrl(roomUrl, /^https?:\/\//i)) throw new Error('The web call has no call URL.');
  return { kind: 'daily', url: roomUrl };
}
