/// <reference lib="dom" />
/**
 * `@vibe/voice-sdk/web/websocket`: the WebSocket transport's class, for a custom
 * `transports.websocket` factory (e.g. other media). Kept out of `@vibe/voice-sdk/web` so that
 * pages which import only `VoiceCall` do not ship it: its default factory loads the transport
 * when a local-platform call starts. A bundler cannot split a module the entry re-exports.
 *
 * @example
 * import VoiceCall from '@vibe/voice-sdk/web';
 * import { WebSocketTransport } from '@vibe/voice-sdk/web/websocket';
 * const call = new VoiceCall(publicKey, {
 *   transports: { websocket: (options) => new WebSocketTransport(options, { media }) },
 * });
 */
export {
  WebSocketTransport,
  type SocketLike,
  type WebSocketTransportDeps,
} from './web-call/websocket-transport.ts';
export type { CallMedia } from './web-call/browser-media.ts';
