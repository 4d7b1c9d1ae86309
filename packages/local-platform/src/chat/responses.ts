import type { ChatTurn } from './run-chat.ts';

/** The OpenAI Responses-style object `/chat/responses` answers with. */
export function responseObject(turn: ChatTurn): Record<string, unknown> {
  return {
    id: turn.chat.id,
    object: 'response',
    created_at: Math.floor(Date.parse(turn.chat.createdAt) / 1000),
    status: 'completed',
    error: null,
    output: [
      {
        id: `msg_${turn.chat.id}`,
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: turn.reply, annotations: [] }],
      },
    ],
    ...(turn.sessionId ? { sessionId: turn.sessionId } : {}),
  };
}

/** Splits a reply into word-sized deltas for streaming. */
export function deltas(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}
