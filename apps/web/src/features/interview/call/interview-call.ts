// The part of the SDK's `VoiceCall` the interview uses. The session depends on this interface,
// not on the class, so the SDK (and the call library behind it) loads only when a call starts,
// and unit tests can drive a fake through the same events.
import type { VoiceCallEvents } from '@vibe/voice-sdk/web';

/** The events the interview listens to (docs/product.md#interview). */
export type InterviewCallEvents = Pick<
  VoiceCallEvents,
  | 'call-start'
  | 'call-end'
  | 'speech-start'
  | 'speech-end'
  | 'message'
  | 'error'
  | 'local-volume-level'
>;

/** A live call with the assistant: what the interview needs of `VoiceCall`. */
export interface InterviewCall {
  on<E extends keyof InterviewCallEvents>(
    event: E,
    listener: (...args: InterviewCallEvents[E]) => void,
  ): unknown;
  /** Starts the call; resolves the created call, or null when it failed (an `error` followed). */
  start(
    assistantId: string,
    assistantOverrides?: Record<string, unknown>,
  ): Promise<{ id: string } | null>;
  /** Leaves the call; emits `call-end` when it had been joined. Safe at any time. */
  stop(): Promise<void>;
  /** Sends a message into the live call (e.g. `add-message`). */
  send(message: Record<string, unknown> & { type: string }): void;
}

/** Makes a call object for the platform at `apiBaseUrl`. */
export type CreateInterviewCall = (publicKey: string, apiBaseUrl: string) => InterviewCall;

/**
 * Loads the SDK's web-call class (its own chunk; the call library it may need loads later, only
 * for a Daily call) and returns a factory for calls. It also starts loading the SDK's WebSocket
 * transport, the local platform's, so a call's start does not wait for it; a failure there stays
 * quiet, as the call loads it again and reports its own error.
 */
export async function loadInterviewCall(): Promise<CreateInterviewCall> {
  const { VoiceCall, preloadWebSocketTransport } = await import('@vibe/voice-sdk/web');
  preloadWebSocketTransport().catch(() => {});
  return (publicKey, apiBaseUrl) => new VoiceCall(publicKey, { apiBaseUrl });
}
