/// <reference lib="dom" />
/**
 * `@vibe/voice-sdk/web`: the browser call class. Importing this module touches no browser
 * global (safe in server rendering); daily-js is loaded only when a Daily call starts, and the
 * WebSocket transport only when a local-platform call starts (or `preloadWebSocketTransport()`).
 *
 * @example
 * import VoiceCall from '@vibe/voice-sdk/web';
 * const call = new VoiceCall(publicKey, { apiBaseUrl: 'http://localhost:3001/platform' });
 * call.on('call-start', () => console.log('the assistant is listening'));
 * await call.start(assistantId);
 */
export {
  VoiceCall,
  VoiceCall as default,
  type DailyCallConfig,
  type DailyCallObjectOptions,
  type InputDevicesOptions,
  type OutputDeviceOptions,
  type ReconnectWebCall,
  type StartCallOptions,
  type VoiceCallOptions,
} from './web-call/voice-call.ts';
export type * from './web-call/events.ts';
export type { EventMap, Listener, OverlappingListener } from './web-call/typed-emitter.ts';
// The provider's DTOs that `start()` takes and resolves, under the official SDK's names (so code
// written for it needs only its imports changed) and under the REST client's names.
export type {
  AssistantOverrides,
  Call,
  CreateAssistantDTO,
  CreateAssistantDTO as CreateAssistant,
  CreateSquadDTO,
  CreateSquadDTO as CreateSquad,
  CreateWorkflowDTO,
  CreateWorkflowDTO as CreateWorkflow,
  WebCall,
  WebCallRequest,
  WorkflowOverrides,
} from './web-call/web-call-api.ts';
// daily-js's own types that VoiceCall's signatures and events name (options, screen sharing,
// the call object, the relayed Daily events), so a project need not depend on daily-js directly
// to write them. Types only: the library itself still loads only when a Daily call starts.
export type {
  DailyCall,
  DailyEventObjectCameraError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyFactoryOptions,
  DailyParticipant,
  DailyVideoSendSettings,
} from '@daily-co/daily-js';
export type {
  CallTransport,
  TransportEvents,
  TransportFactory,
  TransportKind,
  TransportOptions,
} from './web-call/transport.ts';
export {
  DailyTransport,
  type DailyCallSubset,
  type DailyLoader,
} from './web-call/daily-transport.ts';
// The transport's class itself is exported by `@vibe/voice-sdk/web/websocket`: re-exported here,
// it would be bundled with VoiceCall (bundlers do not split out a module the entry re-exports).
export type { SocketLike } from './web-call/websocket-transport.ts';
export { preloadWebSocketTransport } from './web-call/lazy-transport.ts';
export { UnsupportedOnTransportError } from './web-call/call-errors.ts';
