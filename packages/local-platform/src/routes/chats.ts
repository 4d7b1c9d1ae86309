import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { deltas, responseObject } from '../chat/responses.ts';
import { runChat, type ChatTurn } from '../chat/run-chat.ts';
import type { PlatformDeps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { checkedPublicKeyBody } from '../http/public-key-body.ts';
import { mountCrud } from './crud.ts';

/**
 * `/chat`: text chats answered by the assistant's script, as JSON or Server-Sent Events
 * (`stream: true`), the OpenAI Responses variants, and the public-key web chats.
 */
export function chatRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const chat =
    (operation: string, shape: 'chat' | 'web' | 'responses', streamByDefault: boolean) =>
    async (c: Context<PlatformEnv>) => {
      const body = await readJson(
        c,
        deps.validator,
        operation,
        // A public key's refused fields are named before the schema judges their values.
        c.get('keyTag') === 'public' ? checkedPublicKeyBody : undefined,
      );
      const turn = await runChat(deps, c.get('orgId'), body, {
        createSession: operation.startsWith('POST /chat/web'),
        restrictions: c.get('keyRestrictions'),
        publicKey: c.get('keyTag') === 'public',
      });
      const stream = typeof body.stream === 'boolean' ? body.stream : streamByDefault;
      if (stream) return shape === 'responses' ? streamResponse(c, turn) : streamChat(c, turn);
      if (shape === 'responses') return c.json(responseObject(turn), 201);
      if (shape === 'web') {
        return c.json(
          { id: turn.chat.id, sessionId: turn.sessionId, output: turn.chat.output },
          201,
        );
      }
      return c.json(turn.chat, 201);
    };

  app.post('/', chat('POST /chat', 'chat', false));
  app.post('/responses', chat('POST /chat/responses', 'responses', true));
  app.post('/web', chat('POST /chat/web', 'web', false));
  app.post('/web/responses', chat('POST /chat/web/responses', 'responses', true));

  mountCrud(app, deps, {
    kind: 'chat',
    path: '/chat',
    label: 'Chat',
    verbs: ['list', 'get', 'delete'],
    listShape: 'paginated',
    listFilters: ['assistantId', 'workflowId', 'sessionId'],
  });
  return app;
}

// CreateChatStreamResponse events: `{id, path, delta}`.
function streamChat(c: Context<PlatformEnv>, turn: ChatTurn) {
  return streamSSE(c, async (sse) => {
    for (const delta of deltas(turn.reply)) {
      await sse.writeSSE({
        data: JSON.stringify({
          id: turn.chat.id,
          ...(turn.sessionId ? { sessionId: turn.sessionId } : {}),
          path: 'chat.output[0].content',
          delta,
        }),
      });
    }
  });
}

// OpenAI Responses events: deltas, the done text, then the completed response.
function streamResponse(c: Context<PlatformEnv>, turn: ChatTurn) {
  const itemId = `msg_${turn.chat.id}`;
  const at = { item_id: itemId, output_index: 0, content_index: 0 };
  return streamSSE(c, async (sse) => {
    for (const delta of deltas(turn.reply)) {
      await sse.writeSSE({
        event: 'response.output_text.delta',
        data: JSON.stringify({ type: 'response.output_text.delta', ...at, delta }),
      });
    }
    await sse.writeSSE({
      event: 'response.output_text.done',
      data: JSON.stringify({ type: 'response.output_text.done', ...at, text: turn.reply }),
    });
    await sse.writeSSE({
      event: 'response.completed',
      data: JSON.stringify({ type: 'response.completed', response: responseObject(turn) }),
    });
  });
}
