import {
  PCM_MAX_CLIENT_FRAME_BYTES,
  PLAYABLE_FRAME,
  SESSION_CONTROL_VALUES,
  type SessionAddMessage,
  type SessionControlValue,
} from '@vibe/voice-sdk/protocol';
import { MAX_PHRASE_CHARS } from '../voice/speech-synthesizer.ts';

// Reads what a client sends on a session socket (the protocol's `SessionClientFrame`s and
// binary audio) into the commands a session acts on, with the defaults applied and both
// spellings of `say` and `end-call` folded into one.

/** Largest client text frame accepted. */
export const MAX_TEXT_FRAME_BYTES = 32 * 1024;
/** Longest typed message accepted (characters). */
export const MAX_TYPED_MESSAGE_CHARS = 10_000;

/** Who an `add-message` speaks for. */
export type AddedMessageRole = SessionAddMessage['message']['role'];

/** A client's text frame, validated, with its defaults filled in. */
export type ClientCommand =
  | { type: typeof PLAYABLE_FRAME }
  | { type: 'add-message'; role: AddedMessageRole; content: string; triggerResponse: boolean }
  | { type: 'control'; control: SessionControlValue }
  | {
      type: 'say';
      content: string;
      endCallAfterSpoken: boolean;
      interruptionsEnabled: boolean;
      interruptAssistantEnabled: boolean;
    }
  | { type: 'end-call' };

export type ParseResult = { ok: true; command: ClientCommand } | { ok: false; message: string };

const ROLES: ReadonlySet<string> = new Set<AddedMessageRole>([
  'system',
  'user',
  'assistant',
  'tool',
  'function',
]);
const isRole = (value: unknown): value is AddedMessageRole =>
  typeof value === 'string' && ROLES.has(value);
const CONTROL_LIST = SESSION_CONTROL_VALUES.join(', ');
const isControlValue = (value: unknown): value is SessionControlValue =>
  (SESSION_CONTROL_VALUES as readonly unknown[]).includes(value);

const fail = (message: string): ParseResult => ({ ok: false, message });

/** Checks a binary frame against the session's audio format; returns the problem, if any. */
export function audioFrameProblem(byteLength: number): string | null {
  if (byteLength === 0 || byteLength % 2 !== 0 || byteLength > PCM_MAX_CLIENT_FRAME_BYTES) {
    return `Audio frames must be 16 kHz mono PCM s16le: a non-empty, even number of bytes, at most ${PCM_MAX_CLIENT_FRAME_BYTES} (100 ms); got ${byteLength}.`;
  }
  return null;
}

const optionalBoolean = (value: unknown, fallback: boolean): boolean | null =>
  value === undefined ? fallback : typeof value === 'boolean' ? value : null;

/**
 * Validates a client text frame: the JSON string `"playable"`, or an object of a type the
 * platform accepts in a live call (`add-message`, `control`, `say`, `end-call`/`hangup`).
 */
export function parseClientText(text: string): ParseResult {
  if (Buffer.byteLength(text) > MAX_TEXT_FRAME_BYTES) {
    return fail(`Text frames are limited to ${MAX_TEXT_FRAME_BYTES} bytes.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('Text frames must be JSON.');
  }
  if (value === PLAYABLE_FRAME) return { ok: true, command: { type: PLAYABLE_FRAME } };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return fail('A message must be a JSON object with a "type".');
  }
  const message = value as Record<string, unknown>;
  switch (message['type']) {
    case 'add-message': {
      const inner = message['message'] as Record<string, unknown> | undefined;
      const role = inner?.['role'];
      const content = inner?.['content'];
      if (!isRole(role)) {
        return fail('add-message needs message.role: system, user, assistant, tool or function.');
      }
      if (typeof content !== 'string' || content.length > MAX_TYPED_MESSAGE_CHARS) {
        return fail(
          `add-message needs message.content: a string of at most ${MAX_TYPED_MESSAGE_CHARS} characters.`,
        );
      }
      const triggerResponse = optionalBoolean(message['triggerResponseEnabled'], true);
      if (triggerResponse === null) return fail('triggerResponseEnabled must be a boolean.');
      return { ok: true, command: { type: 'add-message', role, content, triggerResponse } };
    }
    case 'control': {
      const control = message['control'];
      if (!isControlValue(control)) {
        return fail(`control must be one of: ${CONTROL_LIST}.`);
      }
      return { ok: true, command: { type: 'control', control } };
    }
    case 'say': {
      // The protocol names the text `content`; the web SDK sends `message`. Accept both.
      const content = message['content'] ?? message['message'];
      if (typeof content !== 'string' || !content.trim() || content.length > MAX_PHRASE_CHARS) {
        return fail(
          `say needs content (or message): non-empty text of at most ${MAX_PHRASE_CHARS} characters.`,
        );
      }
      const endCallAfterSpoken = optionalBoolean(message['endCallAfterSpoken'], false);
      const interruptionsEnabled = optionalBoolean(message['interruptionsEnabled'], false);
      const interruptAssistantEnabled = optionalBoolean(
        message['interruptAssistantEnabled'],
        false,
      );
      if (
        endCallAfterSpoken === null ||
        interruptionsEnabled === null ||
        interruptAssistantEnabled === null
      ) {
        return fail(
          'endCallAfterSpoken, interruptionsEnabled and interruptAssistantEnabled must be booleans.',
        );
      }
      return {
        ok: true,
        command: {
          type: 'say',
          content,
          endCallAfterSpoken,
          interruptionsEnabled,
          interruptAssistantEnabled,
        },
      };
    }
    case 'end-call':
    case 'hangup':
      return { ok: true, command: { type: 'end-call' } };
    default:
      return fail(
        typeof message['type'] === 'string'
          ? `Unknown message type "${message['type'].slice(0, 60)}".`
          : 'A message must be a JSON object with a "type".',
      );
  }
}
