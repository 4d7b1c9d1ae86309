// A web chat started with the public key is a visitor's, and every turn is kept: its input and
// the conversation it grows are capped, so no visitor can make the platform store much.
import { PlatformError } from '../http/errors.ts';
import type { ChatMessage } from './chat-messages.ts';

/** Largest `input` of one public-key chat turn, in bytes (UTF-8; a message list as JSON). */
export const PUBLIC_CHAT_INPUT_MAX_BYTES = 16 * 1024;
/** Most messages one public-key conversation (session or chain of chats) holds, replies included. */
export const PUBLIC_CHAT_MAX_MESSAGES = 100;
/** Most bytes of message text one public-key conversation holds. */
export const PUBLIC_CHAT_MAX_BYTES = 64 * 1024;

const tooLarge = (message: string) => new PlatformError(413, message);

/** Refuses (413) an `input` over {@link PUBLIC_CHAT_INPUT_MAX_BYTES}. */
export function checkPublicChatInput(input: unknown): void {
  const text = typeof input === 'string' ? input : JSON.stringify(input ?? '');
  if (Buffer.byteLength(text) > PUBLIC_CHAT_INPUT_MAX_BYTES) {
    throw tooLarge(`input must be at most ${PUBLIC_CHAT_INPUT_MAX_BYTES} bytes with a public key`);
  }
}

/**
 * Refuses (413) a turn that would take a public-key conversation past its messages or bytes
 * (the reply counts as one more message): the visitor starts a new session instead.
 */
export function checkPublicConversation(
  history: readonly ChatMessage[],
  input: readonly ChatMessage[],
): void {
  const messages = [...history, ...input];
  const bytes = messages.reduce((sum, m) => sum + Buffer.byteLength(m.content), 0);
  if (messages.length + 1 > PUBLIC_CHAT_MAX_MESSAGES || bytes > PUBLIC_CHAT_MAX_BYTES) {
    throw tooLarge(
      `a conversation started with a public key holds at most ${PUBLIC_CHAT_MAX_MESSAGES} messages and ${PUBLIC_CHAT_MAX_BYTES} bytes; start a new session`,
    );
  }
}
