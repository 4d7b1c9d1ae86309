import {
  chatReply,
  interviewScriptOf,
  type ScriptedAssistant,
} from '../assistant-script/interview-script.ts';

/** A chat message as the platform stores it (OpenAI style). */
export interface ChatMessage {
  role: string;
  content: string;
}

/** Chat input (a string or messages) as messages. */
export function inputMessages(input: unknown): ChatMessage[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  if (!Array.isArray(input)) return [];
  return input.map((m) => {
    const message = m as { role?: unknown; content?: unknown };
    return {
      role: typeof message.role === 'string' ? message.role : 'user',
      content:
        typeof message.content === 'string'
          ? message.content
          : JSON.stringify(message.content ?? ''),
    };
  });
}

/**
 * The assistant's reply to a conversation whose last message is the visitor's: the scripted
 * interview's next line (the same logic as voice calls), counted by the visitor's turns.
 */
export function replyTo(
  assistant: Record<string, unknown>,
  conversation: readonly ChatMessage[],
): { text: string; ends: boolean } {
  const userTurns = conversation.filter((m) => m.role === 'user').length;
  const reply = chatReply(
    interviewScriptOf(assistant as ScriptedAssistant),
    Math.max(1, userTurns),
  );
  return { text: reply.text, ends: reply.ends };
}
