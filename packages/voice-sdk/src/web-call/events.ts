import type {
  DailyEventObjectCameraError,
  DailyEventObjectFatalError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from '@daily-co/daily-js';
import type {
  CallEndedReason,
  SessionServerMessage,
  SessionSpeechUpdate,
  SessionStatusUpdate,
  SessionTranscript,
} from '../protocol.ts';

/**
 * The stages of `start()`, in the order they run. A Daily call reports the official SDK's
 * names (`daily-call-object-creation`, `daily-call-join`); a WebSocket call reports
 * `video-call-object-creation` and `video-call-join`. `reconnect()` starts with `reconnect`.
 */
export type CallStartStage =
  | 'validation'
  | 'initialization'
  | 'reconnect'
  | 'web-call-creation'
  | 'daily-call-object-creation'
  | 'video-call-object-creation'
  | 'mobile-permissions'
  | 'daily-call-join'
  | 'video-call-join'
  | 'video-recording-setup'
  | 'video-recording-started'
  | 'audio-observer-setup'
  | 'audio-processing-setup';

/** What `start()` knew about its input, reported with failures. */
export interface CallStartContext {
  hasAssistant: boolean;
  hasSquad: boolean;
  hasWorkflow: boolean;
  isMobile: boolean;
}

/**
 * What a stage reports with its progress, by stage and status: `{hasAssistant, hasSquad,
 * hasWorkflow}` when `initialization` starts; `{callId, videoRecordingEnabled, voiceProvider}`
 * when `web-call-creation` completes; `{transport, isVideo, videoRecording}` when the call object
 * is created; `{isMobile, waitMs}` for `mobile-permissions`; `{delaySeconds}` when the video
 * recording started; `{error}` when a stage failed; `{reason}` when `validation` failed. Typed
 * loosely, as in the official SDK, so code reading a key of its own stage compiles.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the official SDK's type
export type CallStartProgressMetadata = Record<string, any>;

/** One step of `start()`: emitted when a stage starts and when it completes or fails. */
export interface CallStartProgressEvent {
  stage: CallStartStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took (on completed and failed). */
  duration?: number;
  /** ISO timestamp. */
  timestamp: string;
  metadata: CallStartProgressMetadata;
}

/** `start()` finished: the call is joined and audio flows. */
export interface CallStartSuccessEvent {
  totalDuration: number;
  callId: string;
  timestamp: string;
}

/**
 * The stage a start failed at. The official SDK reports `'unknown'` for a failure outside any
 * stage; this one always names the stage, but the type keeps `'unknown'` so that code comparing
 * with it compiles.
 */
export type CallStartFailedStage = CallStartStage | 'unknown';

/** `start()` failed and returned null. */
export interface CallStartFailedEvent {
  stage: CallStartFailedStage;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  context: CallStartContext;
}

/** The `type` of an `error` event of a failed start: its stage's, or `start-method-error`. */
export type CallStartErrorType =
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-call-object-creation-error'
  | 'video-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  /** A failure in `initialization`, `reconnect`, `web-call-creation` or `mobile-permissions`. */
  | 'start-method-error';

/** The `type` of an `error` event. */
export type CallErrorType =
  | 'validation-error'
  | CallStartErrorType
  /** An error reported by the transport during the call (connection lost, …). */
  | 'transport-error'
  /** Daily's `error` event (a fatal room error), passed on in `error` as the official SDK does. */
  | 'daily-error';

/**
 * An error as a plain, JSON-safe object (an `Error`'s `message`, `name` and `stack` are lost by
 * `JSON.stringify`), as the official SDK reports it in `error.error` since 2.5.2. The class of a
 * thrown error (e.g. `AuthenticationError` for a refused web-call request) is its `name`.
 */
export interface SerializedError {
  message: string;
  name?: string;
  stack?: string;
  code?: unknown;
  /** The error's `cause`, as text. */
  cause?: string;
  reason?: unknown;
  details?: unknown;
  /** Daily's sentence, when the error came from Daily. */
  errorMsg?: string;
  /** A string `error` property of the thrown error. */
  errorDetail?: string;
}

/** Daily's fatal `error` event, as `error` of a `daily-error`, with `message` added. */
export type DailyFatalError = DailyEventObjectFatalError & { message: string };

/** What an `error` event carries as its cause: the serialized error, or Daily's error event. */
export type CallErrorCause = SerializedError | DailyFatalError;

/**
 * The fields of every `error` event. Each event also reads as an `Error` (`name`, `message`), so
 * an `(e: Error) => …` listener is accepted; `errorMsg` is the same sentence under the name
 * Daily's error events give it.
 */
export interface CallErrorEventFields {
  type: CallErrorType;
  /** Always `'VoiceCallError'`. */
  name: 'VoiceCallError';
  /** A readable sentence. */
  message: string;
  /** The same sentence as `message`. */
  errorMsg: string;
  /** ISO timestamp. */
  timestamp: string;
  stage?: CallStartFailedStage | 'input-validation';
  /** The underlying error (see each event type). */
  error?: CallErrorCause;
  /** Milliseconds from `start()` to the failure (start errors). */
  totalDuration?: number;
  /** What `start()` knew (start errors). */
  context?: CallStartContext;
}

/** A start failed at `stage` (then `start()` resolved null and the call was released). */
export interface CallStartErrorEvent extends CallErrorEventFields {
  type: CallStartErrorType;
  stage: CallStartFailedStage;
  /** What the stage threw, serialized (`name` 'AuthenticationError' … for a refused request). */
  error: SerializedError;
  totalDuration: number;
  context: CallStartContext;
}

/** `start()` was called without an assistant, squad or workflow (it throws, too). */
export interface CallValidationErrorEvent extends CallErrorEventFields {
  type: 'validation-error';
  stage: 'input-validation';
  error: SerializedError;
}

/** The transport failed during the call (the connection closed unexpectedly, …). */
export interface CallTransportErrorEvent extends CallErrorEventFields {
  type: 'transport-error';
  stage?: undefined;
  error?: SerializedError;
}

/** Daily reported a fatal room error (the call ends). */
export interface CallDailyErrorEvent extends CallErrorEventFields {
  type: 'daily-error';
  stage?: undefined;
  /** Daily's event, `{action: 'error', errorMsg, error?: {type, msg, details}}`, and `message`. */
  error: DailyFatalError;
}

/** Payload of the `error` event: one of the error objects the class emits, by `type`. */
export type CallErrorEvent =
  CallStartErrorEvent | CallValidationErrorEvent | CallTransportErrorEvent | CallDailyErrorEvent;

/**
 * A message from the platform in a live call, told apart by `type` (the wire contract's
 * {@link SessionServerMessage}: `transcript`, `speech-update`, `status-update`,
 * `conversation-update`, `model-output`, `tool-calls`, `user-interrupted`, …).
 */
export type CallMessage = SessionServerMessage;
/** The provider's name for {@link CallMessage}: a message for the client. */
export type ClientMessage = SessionServerMessage;
/** A partial or final transcript of one side of the call. */
export type TranscriptMessage = SessionTranscript;
/** Someone started or stopped speaking. */
export type SpeechUpdateMessage = SessionSpeechUpdate;
/** The call's status changed; `endedReason` is set once it has ended. */
export type StatusUpdateMessage = SessionStatusUpdate;

/** Payload of `call-end`. */
export interface CallEndEvent {
  /** The platform's ended reason, or 'customer-ended-call' when the call ended on this side. */
  endedReason: CallEndedReason;
}

/** The lifecycle of a `VoiceCall`; every change emits `state-change`. */
export type CallState = 'idle' | 'starting' | 'active' | 'ended';

/** Every event of `VoiceCall` with the arguments its listeners receive. */
export interface VoiceCallEvents {
  /** The assistant is listening: the call has really started. */
  'call-start': [];
  /** The call is over (emitted once per call). */
  'call-end': [event: CallEndEvent];
  /** The assistant started speaking (from the remote audio level). */
  'speech-start': [];
  /** The assistant stopped speaking (1 s after the last audible level). */
  'speech-end': [];
  /** The assistant's volume, 0 to 1, every 100 ms. */
  'volume-level': [volume: number];
  /** A message from the assistant (transcripts, status updates, …). */
  message: [message: CallMessage];
  error: [error: CallErrorEvent];
  /** The assistant's video track (video assistants only). */
  video: [track: MediaStreamTrack];
  /**
   * The `<audio>` element that plays the assistant, once its audio arrives (again if it is
   * replaced); `getAudioPlayer()` returns it until it is removed.
   */
  audio: [player: HTMLAudioElement];
  'call-start-progress': [event: CallStartProgressEvent];
  'call-start-success': [event: CallStartSuccessEvent];
  'call-start-failed': [event: CallStartFailedEvent];
  'state-change': [state: CallState, previous: CallState];
  'network-quality-change': [event: DailyEventObjectNetworkQualityEvent];
  'network-connection': [event: DailyEventObjectNetworkConnectionEvent];
  'daily-participant-updated': [participant: DailyParticipant];
  'camera-error': [event: DailyEventObjectCameraError];
  /** Daily's video recording started (the official SDK's name). */
  'recording-started': [event: DailyEventObjectRecordingStarted];
  'recording-stopped': [event: DailyEventObjectRecordingStopped];
  'recording-error': [event: DailyEventObjectRecordingError];
  /** Daily's recording statistics (Daily transport). */
  'recording-stats': [event: DailyEventObjectNoPayload];
  /** The recording has been uploaded (Daily transport). */
  'recording-upload-completed': [event: DailyEventObjectNoPayload];
  /** Aliases of the `recording-*` events, kept for earlier users of this SDK. */
  'call-recording-started': [];
  'call-recording-stopped': [];
  'call-recording-error': [event: DailyEventObjectRecordingError];
  /**
   * The microphone's level, 0 to 1, while the local audio-level observer runs: it starts with
   * the call when this event has a listener, or with `startLocalAudioLevelObserver()`.
   */
  'local-volume-level': [volume: number];
  /** The local audio-level observer could not start (or Daily stopped it). */
  'local-audio-level-observer-error': [error: SerializedError];
}
