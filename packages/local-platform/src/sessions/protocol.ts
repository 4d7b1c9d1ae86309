import { MAX_PHRASE_CHARS } from '../voice/speech-synthesizer.ts';

/** Largest client audio frame: 100 ms of 16 kHz s16le. */
export const MAX_AUDIO_FRAME_BYTES = 3_200;
/** Largest client text frame accepted. */
export const MAX_TEXT_FRAME_BYTES = 32 * 1024;
/** Longest typed message accepted (characters). */
export const MAX_TYPED_MESSAGE_CHARS = 10_000;

/** The `control` values a client may send. */
export const CONTROLS = ['say-first-message', 'mute-assistant', 'unmute-assistant'] as const;
export type Control = (typeof CONTROLS)[number];

/** A client's text frame, validated. */
export type ClientCommand =
  | { type: 'playable' }
  | { type: 'add-message'; role: string; content: string; triggerResponse: boolean }
  | { type: 'control'; control: Control }
  | {
      type: 'say';
      content: string;
      endCallAfterSpoken: boolean;
      interruptionsEnabled: boolean;
      interruptAssistantEnabled: boolean;
    }
  | { type: 'end-call' };

export type ParseResult = { ok: true; command: ClientCommand } | { ok: false; message: string };

const ROLES = new Set(['system', 'user', 'assistant', 'tool', 'function']);

const fail = (message: string): ParseResult => ({ ok: false, message });

/** Checks a binary frame against the session's audio format; returns the problem, if any. */
export function audioFrameProblem(byteLength: number): string | null {
  if (byteLength === 0 || byteLength % 2 !== 0 || byteLength > MAX_AUDIO_FRAME_BYTES) {
    return `Audio frames must be 16 kHz mono PCM s16le: a non-empty, even number of bytes, at most ${MAX_AUDIO_FRAME_BYTES} (100 ms); got ${byteLength}.`;
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
  if (value === 'playable') return { ok: true, command: { type: 'playable' } };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return fail('A message must be a JSON object with a "type".');
  }
  const message = value as Record<string, unknown>;
  switch (message['type']) {
    case 'add-message': {
      const inner = message['message'] as Record<string, unknown> | undefined;
      const role = inner?.['role'];
      const content = inner?.['content'];
      if (typeof role !== 'string' || !ROLES.has(role)) {
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
      if (!CONTROLS.includes(control as Control)) {
        return fail(`control must be one of: ${CONTROLS.join(', ')}.`);
      }
      return { ok: true, command: { type: 'control', control: control as Control } };
    }
    case 'say': {
      // The spec names the text `content`; the web SDK sends `message`. Accept both.
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
