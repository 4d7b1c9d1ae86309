// The part of the SDK's `VoiceCall` a test call uses, and its lazy loader. The dialog depends on
// this interface, not on the class, so the SDK (and the call library behind it) loads only when
// an owner tries a version, never with the dashboard, and tests drive a fake through it.
import type { InterviewTestCall } from '@vibe/contracts/interview';
import type { VoiceCallEvents } from '@vibe/voice-sdk/web';
import { TypedCallMedia } from './interview-try-media.ts';

/** The events a test call listens to. */
export type TryCallEvents = Pick<VoiceCallEvents, 'call-start' | 'call-end' | 'message' | 'error'>;

/** A test call the server created, joined from the browser. */
export interface TryCall {
  on<E extends keyof TryCallEvents>(
    event: E,
    listener: (...args: TryCallEvents[E]) => void,
  ): unknown;
  /** Joins the call; a failure is reported as an `error` event. */
  reconnect(webCall: InterviewTestCall): Promise<void>;
  /** Leaves the call; emits `call-end` when it had been joined. Safe at any time. */
  stop(): Promise<void>;
  /** Sends a message into the live call (e.g. `add-message`). */
  send(message: Record<string, unknown> & { type: string }): void;
}

/** Makes a call object to join a test call with. */
export type CreateTryCall = () => TryCall;

/**
 * The SDK's class wants a public key, but only `start()` uses it (to create a call): a test call
 * was created by the server, and `reconnect()` joins it without a request of its own.
 */
const RECONNECT_ONLY_KEY = 'test-call-joined-by-reconnect';

/**
 * Loads the SDK's web-call class (a chunk of its own) and returns a factory for test calls. The
 * local platform's WebSocket calls get audio the dashboard's policy allows (see
 * interview-try-media.ts): typed answers, the assistant heard.
 */
export async function loadTryCall(): Promise<CreateTryCall> {
  const [{ VoiceCall }, { WebSocketTransport }] = await Promise.all([
    import('@vibe/voice-sdk/web'),
    import('@vibe/voice-sdk/web/websocket'),
  ]);
  type WebCall = Parameters<InstanceType<typeof VoiceCall>['reconnect']>[0];
  type ClientMessage = Parameters<InstanceType<typeof VoiceCall>['send']>[0];
  return () => {
    const call = new VoiceCall(RECONNECT_ONLY_KEY, {
      transports: {
        websocket: (options) =>
          new WebSocketTransport(options, { media: () => new TypedCallMedia() }),
      },
    });
    return {
      on: (event, listener) => call.on(event, listener),
      reconnect: (webCall) => call.reconnect(webCall as WebCall),
      stop: () => call.stop(),
      send: (message) => call.send(message as ClientMessage),
    };
  };
}
