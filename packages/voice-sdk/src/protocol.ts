/**
 * `@vibe/voice-sdk/protocol`: the call-session wire contract, shared by everything that speaks
 * it (the web-call class, the local platform's call sessions, the server that reads the
 * end-of-call report). The shapes are described once, in `openapi/platform.yaml` (the
 * "call-session protocol" schemas and the `end-of-call-report` webhook), and generated; this
 * module names them and adds the constants of the format.
 *
 * Types and constants only: importing it runs nothing but constant definitions, in browsers and
 * Node alike.
 *
 * On a session, text frames hold JSON: a client sends {@link SessionClientFrame}s (commands,
 * and the string `"playable"`), the platform sends {@link SessionServerFrame}s (messages, and the
 * string `"listening"`). Binary frames hold {@link SessionAudioFormat} audio both ways.
 *
 * @example
 * import { PCM_SAMPLE_RATE, type SessionServerMessage } from '@vibe/voice-sdk/protocol';
 * function onMessage(message: SessionServerMessage) {
 *   if (message.type === 'status-update' && message.status === 'ended') {
 *     console.log('ended:', message.endedReason);
 *   }
 * }
 */
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

export {
  CALL_ENDED_REASONS,
  CALL_STATUSES,
  SESSION_CONTROL_VALUES,
} from './generated/enum-values.ts';
export * from './protocol/ended-reason-kinds.ts';

// --- Calls -------------------------------------------------------------------------------------

/** Why a call ended. Only the platform's reasons compile. */
export type CallEndedReason = Schemas['CallEndedReason'];
/** Where a call is in its life: `scheduled`, `queued`, `ringing`, `in-progress`, … `ended`. */
export type CallStatus = Schemas['CallStatus'];
/** A call, as the REST API and the messages carry it. */
export type Call = Schemas['Call'];
/** What a call leaves behind: its messages, transcript and recordings. */
export type Artifact = Schemas['Artifact'];
/** One message of a call's artifact (`role` user, bot, system, tool_calls…, with timings). */
export type ArtifactMessage = Schemas['ArtifactMessage'];
/** One message of the conversation in OpenAI's chat format. */
export type OpenAIMessage = Schemas['OpenAIMessage'];
/** The analysis of an ended call (summary, structured data, success evaluation). */
export type Analysis = Schemas['Analysis'];
/** A message type an assistant sends to the client (`assistant.clientMessages`). */
export type ClientMessageType = Schemas['ClientMessageType'];
/** A message type an assistant sends to its server (`assistant.serverMessages`). */
export type ServerMessageType = Schemas['ServerMessageType'];

// --- Audio -------------------------------------------------------------------------------------

/** The audio of a session socket's binary frames, both ways. */
export type SessionAudioFormat = Schemas['SessionAudioFormat'];

/** Sample encoding: signed 16-bit little-endian PCM. */
export const PCM_FORMAT: SessionAudioFormat['format'] = 'pcm_s16le';
/** Raw samples, no container. */
export const PCM_CONTAINER: SessionAudioFormat['container'] = 'raw';
/** Samples per second. */
export const PCM_SAMPLE_RATE: SessionAudioFormat['sampleRate'] = 16_000;
/** Mono. */
export const PCM_CHANNELS: SessionAudioFormat['channels'] = 1;
/** Bytes per sample (16 bits). */
export const PCM_BYTES_PER_SAMPLE: SessionAudioFormat['bytesPerSample'] = 2;
/** Length of a client's audio frame, in milliseconds. */
export const PCM_FRAME_MS: SessionAudioFormat['frameMs'] = 20;
/** Samples in a client frame: 20 ms at 16 kHz = 320. */
export const PCM_FRAME_SAMPLES = 320;
/** Bytes in a client frame: 320 samples × 2 = 640. */
export const PCM_FRAME_BYTES = 640;
/** The longest client frame the platform accepts, in milliseconds. */
export const PCM_MAX_CLIENT_FRAME_MS: SessionAudioFormat['maxClientFrameMs'] = 100;
/** The largest client frame the platform accepts: 100 ms = 3200 bytes. */
export const PCM_MAX_CLIENT_FRAME_BYTES = 3_200;

/** The whole format, as one value (e.g. for a WebSocket call's `transport.audioFormat`). */
export const SESSION_AUDIO_FORMAT: SessionAudioFormat = {
  format: PCM_FORMAT,
  container: PCM_CONTAINER,
  sampleRate: PCM_SAMPLE_RATE,
  channels: PCM_CHANNELS,
  bytesPerSample: PCM_BYTES_PER_SAMPLE,
  frameMs: PCM_FRAME_MS,
  maxClientFrameMs: PCM_MAX_CLIENT_FRAME_MS,
};

// --- Client → platform -------------------------------------------------------------------------

/** The client's string frame: the assistant's audio is playing. */
export type SessionPlayableFrame = Schemas['SessionPlayableFrame'];
/** The text `playable`, which a client sends (JSON-encoded) once the assistant's audio plays. */
export const PLAYABLE_FRAME: SessionPlayableFrame = 'playable';

/** What a `control` message asks: `mute-assistant`, `unmute-assistant`, `say-first-message`. */
export type SessionControlValue = Schemas['SessionControlValue'];
/** `{type: 'add-message', message: {role, content}, triggerResponseEnabled?}`. */
export type SessionAddMessage = Schemas['SessionAddMessage'];
/** `{type: 'control', control}`. */
export type SessionControl = Schemas['SessionControl'];
/** `{type: 'say', content | message, endCallAfterSpoken?, …}`. */
export type SessionSay = Schemas['SessionSay'];
/** `{type: 'end-call'}`. */
export type SessionEndCall = Schemas['SessionEndCall'];
/** `{type: 'hangup'}`, the WebSocket transport's older spelling of `end-call`. */
export type SessionHangup = Schemas['SessionHangup'];
/** `{type: 'transfer', destination, content?}`. */
export type SessionTransfer = Schemas['SessionTransfer'];
/** A JSON message a client sends into a live call, told apart by `type`. */
export type SessionClientMessage = Schemas['SessionClientMessage'];
/** Everything a client's text frame may hold. */
export type SessionClientFrame = SessionClientMessage | SessionPlayableFrame;

// --- Platform → client -------------------------------------------------------------------------

/** The platform's string frame: the assistant is listening (the call has started). */
export type SessionListeningFrame = Schemas['SessionListeningFrame'];
/** The text `listening`, which the platform sends (JSON-encoded) when the call has started. */
export const LISTENING_FRAME: SessionListeningFrame = 'listening';

/** Fields any message from the platform may carry (`timestamp`, `call`, …). */
export type SessionMessageFields = Schemas['SessionMessageFields'];
/** A partial or final transcript of one side. */
export type SessionTranscript = Schemas['SessionTranscript'];
/** Someone started or stopped speaking. */
export type SessionSpeechUpdate = Schemas['SessionSpeechUpdate'];
/** The call's status changed (`endedReason` once ended). */
export type SessionStatusUpdate = Schemas['SessionStatusUpdate'];
/** The conversation so far. */
export type SessionConversationUpdate = Schemas['SessionConversationUpdate'];
/** What the model produced. */
export type SessionModelOutput = Schemas['SessionModelOutput'];
/** The visitor interrupted the assistant. */
export type SessionUserInterrupted = Schemas['SessionUserInterrupted'];
/** Text sent to a custom voice. */
export type SessionVoiceInput = Schemas['SessionVoiceInput'];
/** The assistant is slow to answer. */
export type SessionHang = Schemas['SessionHang'];
/** Metadata from the platform. */
export type SessionMetadata = Schemas['SessionMetadata'];
/** The model called tools. */
export type SessionToolCalls = Schemas['SessionToolCalls'];
/** One tool call of `tool-calls`. */
export type ToolCall = Schemas['ToolCall'];
/** A tool call's result. */
export type SessionToolCallsResult = Schemas['SessionToolCallsResult'];
/** The model called a function (legacy form of `tool-calls`). */
export type SessionFunctionCall = Schemas['SessionFunctionCall'];
/** A function's result (legacy; no published shape). */
export type SessionFunctionCallResult = Schemas['SessionFunctionCallResult'];
/** A tool finished (no published shape). */
export type SessionToolCompleted = Schemas['SessionToolCompleted'];
/** The call was transferred. */
export type SessionTransferUpdate = Schemas['SessionTransferUpdate'];
/** The platform detected another language. */
export type SessionLanguageChangeDetected = Schemas['SessionLanguageChangeDetected'];
/** A workflow node started. */
export type SessionWorkflowNodeStarted = Schemas['SessionWorkflowNodeStarted'];
/** The local platform refused a client message; the call goes on. */
export type SessionError = Schemas['SessionError'];
/** A JSON message the platform sends to a client in a live call, told apart by `type`. */
export type SessionServerMessage = Schemas['SessionServerMessage'];
/** The `type` of a {@link SessionServerMessage}. */
export type SessionServerMessageType = SessionServerMessage['type'];
/** The message of one `type`, e.g. `SessionServerMessageOf<'tool-calls'>`. */
export type SessionServerMessageOf<T extends SessionServerMessageType> =
  SessionServerMessage extends infer M
    ? M extends { type: infer K }
      ? T extends K
        ? M
        : never
      : never
    : never;
/** Everything a platform's text frame may hold. */
export type SessionServerFrame = SessionServerMessage | SessionListeningFrame;

// --- After the call ----------------------------------------------------------------------------

/** The end-of-call report (`message` of the webhook body), the provider's `ServerMessageEndOfCallReport`. */
export type EndOfCallReport = Schemas['ServerMessageEndOfCallReport'];
/** The end-of-call-report webhook's body: `{message: EndOfCallReport}`. */
export type EndOfCallReportBody = Schemas['EndOfCallReportBody'];
