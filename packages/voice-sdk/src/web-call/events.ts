import type {
  DailyEventObjectCameraError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
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

/** One step of `start()`: emitted when a stage starts and when it completes or fails. */
export interface CallStartProgressEvent {
  stage: CallStartStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took (on completed and failed). */
  duration?: number;
  /** ISO timestamp. */
  timestamp: string;
  metadata: Record<string, unknown>;
}

/** `start()` finished: the call is joined and audio flows. */
export interface CallStartSuccessEvent {
  totalDuration: number;
  callId: string;
  timestamp: string;
}

/** `start()` failed and returned null. */
export interface CallStartFailedEvent {
  stage: CallStartStage;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  context: CallStartContext;
}

/** The `type` of an `error` event. */
export type CallErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-call-object-creation-error'
  | 'video-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error'
  /** An error reported by the transport during the call (connection lost, …). */
  | 'transport-error'
  /** Daily's `error` event (a fatal room error), passed on in `error` as the official SDK does. */
  | 'daily-error';

/** Payload of the `error` event. `message` is always a readable sentence. */
export interface CallErrorEvent {
  type: CallErrorType;
  message: string;
  stage?: CallStartStage | 'input-validation';
  /** The underlying error or transport event. */
  error?: unknown;
  totalDuration?: number;
  timestamp: string;
  context?: CallStartContext;
}

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
  /** Aliases of the `recording-*` events, kept for earlier users of this SDK. */
  'call-recording-started': [];
  'call-recording-stopped': [];
  'call-recording-error': [event: DailyEventObjectRecordingError];
  /** The microphone's level, 0 to 1, while the local audio-level observer runs (Daily). */
  'local-volume-level': [volume: number];
}
