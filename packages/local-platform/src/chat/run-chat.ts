import type { PlatformDeps } from '../deps.ts';
import { checkAssistantAllowed, runChoiceOf } from '../http/auth.ts';
import type { KeyRestrictions } from '../http/env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Resource } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';
import { inputMessages, replyTo, type ChatMessage } from './chat-messages.ts';

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
 */
export async function runChat(
  deps: PlatformDeps,
  orgId: string,
  body: Record<string, unknown>,
  options: { createSession?: boolean; restrictions?: KeyRestrictions } = {},
): Promise<ChatTurn> {
  if (body.sessionId && body.previousChatId) {
    throw badRequest('sessionId and previousChatId cannot be used together');
  }
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
  if (!session && options.createSession) {
    session = await deps.store.create(orgId, 'session', {
      data: {
        status: 'active',
        expirationSeconds: 86400,
        ...(resolved.assistantId ? { assistantId: resolved.assistantId } : {}),
        ...(body.customer ? { customer: body.customer } : {}),
        messages: [],
      },
    });
  }
  const input = inputMessages(body.input);
  const messages = [...history, ...input];
  const reply = replyTo(resolved.assistant, messages);
  const output: ChatMessage[] = [{ role: 'assistant', content: reply.text }];
  const chat = await deps.store.create(orgId, 'chat', {
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
  });
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
