import type { PlatformDeps } from '../deps.ts';
import { checkAssistantAllowed, runChoiceOf } from '../http/auth.ts';
import type { KeyRestrictions } from '../http/env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Resource } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';
import {
  PUBLIC_KEY_CHAT_RETENTION,
  PUBLIC_KEY_MARK,
  PUBLIC_KEY_SESSION_RETENTION,
  pruneAfterWrite,
} from '../store/retention.ts';
import { inputMessages, replyTo, type ChatMessage } from './chat-messages.ts';
import { checkPublicChatInput, checkPublicConversation } from './public-chat-limits.ts';

/** A finished chat turn: the stored chat and the assistant's reply. */
export interface ChatTurn {
  chat: Resource;
  reply: string;
  sessionId?: string;
}

/**
 * Runs one chat turn the way the platform does: the context comes from the session or the
 * previous chat, the scripted assistant answers the input, the chat is stored and the session
 * (if any) gets the new messages. `createSession` opens a session when none is given (web chats).
 * With `publicKey` the input and the conversation are capped (413), and the chat and session
 * are marked for pruning (the newest 1,000 of the last 7 days are kept).
 */
export async function runChat(
  deps: PlatformDeps,
  orgId: string,
  body: Record<string, unknown>,
  options: { createSession?: boolean; restrictions?: KeyRestrictions; publicKey?: boolean } = {},
): Promise<ChatTurn> {
  if (body.sessionId && body.previousChatId) {
    throw badRequest('sessionId and previousChatId cannot be used together');
  }
  const { publicKey = false } = options;
  if (publicKey) checkPublicChatInput(body.input);
  const retained = (rule: typeof PUBLIC_KEY_CHAT_RETENTION) =>
    publicKey ? { afterWrite: pruneAfterWrite(rule) } : {};
  let history: ChatMessage[] = [];
  let sessionAssistantId: string | undefined;
  let session: Resource | null = null;
  if (typeof body.sessionId === 'string') {
    session = await deps.store.get(orgId, 'session', body.sessionId);
    if (!session) throw notFound('Session');
    history = (session.messages as ChatMessage[] | undefined) ?? [];
    sessionAssistantId = session.assistantId as string | undefined;
  }
  if (typeof body.previousChatId === 'string') {
    const previous = await deps.store.get(orgId, 'chat', body.previousChatId);
    if (!previous) throw notFound('Chat');
    history = [
      ...((previous.messages as ChatMessage[] | undefined) ?? []),
      ...((previous.output as ChatMessage[] | undefined) ?? []),
    ];
    sessionAssistantId = previous.assistantId as string | undefined;
  }
  const resolved = await resolveAssistant(deps.store, orgId, {
    assistant: body.assistant,
    assistantId: body.assistantId ?? sessionAssistantId,
    assistantOverrides: body.assistantOverrides,
  });
  if (!resolved) {
    throw badRequest('one of assistantId, assistant, sessionId or previousChatId must be provided');
  }
  checkAssistantAllowed(options.restrictions, runChoiceOf(body, resolved.assistantId));
  const input = inputMessages(body.input);
  if (publicKey) checkPublicConversation(history, input);
  if (!session && options.createSession) {
    session = await deps.store.create(
      orgId,
      'session',
      {
        data: {
          status: 'active',
          expirationSeconds: 86400,
          ...(resolved.assistantId ? { assistantId: resolved.assistantId } : {}),
          ...(body.customer ? { customer: body.customer } : {}),
          messages: [],
        },
        ...(publicKey ? { hidden: PUBLIC_KEY_MARK } : {}),
      },
      retained(PUBLIC_KEY_SESSION_RETENTION),
    );
  }
  const messages = [...history, ...input];
  const reply = replyTo(resolved.assistant, messages);
  const output: ChatMessage[] = [{ role: 'assistant', content: reply.text }];
  const chat = await deps.store.create(
    orgId,
    'chat',
    {
      data: {
        ...(resolved.assistantId ? { assistantId: resolved.assistantId } : {}),
        ...(body.assistant ? { assistant: body.assistant } : {}),
        ...(body.assistantOverrides ? { assistantOverrides: body.assistantOverrides } : {}),
        ...(body.name ? { name: body.name } : {}),
        ...(session ? { sessionId: session.id } : {}),
        ...(body.previousChatId ? { previousChatId: body.previousChatId } : {}),
        input: body.input,
        messages,
        output,
        cost: 0,
        costs: [],
      },
      ...(publicKey ? { hidden: PUBLIC_KEY_MARK } : {}),
    },
    retained(PUBLIC_KEY_CHAT_RETENTION),
  );
  if (session) {
    await deps.store.update(orgId, 'session', session.id, (row) => ({
      data: {
        ...row.data,
        messages: [
          ...((row.data.messages as ChatMessage[] | undefined) ?? []),
          ...input,
          ...output,
        ],
      },
    }));
  }
  return { chat, reply: reply.text, ...(session ? { sessionId: session.id } : {}) };
}
