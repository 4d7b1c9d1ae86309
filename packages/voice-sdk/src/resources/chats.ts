import type { APIPromise } from '../core/api-promise.ts';
import { PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/**
 * Text chats with an assistant: `/chat`, the OpenAI Responses-style `/chat/responses` and the
 * public-key web chats. With `stream: true` the platform answers Server-Sent Events; read them
 * from `.asResponse()`.
 */
export class Chats extends APIResource {
  /** Lists chats page by page (`GET /chat`). */
  list(query?: ChatListParams, options?: RequestOptions): PagePromise<PaginatedPage<Chat>, Chat> {
    return this._client.getAPIList('/chat', PaginatedPage<Chat>, { query, ...options });
  }

  /**
   * Sends a chat turn and answers with the chat and its `output` (`POST /chat`).
   *
   * @example
   * const chat = await client.chats.create({ assistantId, input: 'What are your opening hours?' });
   * console.log(chat.output?.at(-1)?.content);
   */
  create(body: CreateChat, options?: RequestOptions): APIPromise<Chat> {
    return this._client.post('/chat', { body, ...options });
  }

  /** Retrieves a chat (`GET /chat/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Chat> {
    return this._client.get(path`/chat/${id}`, options);
  }

  /** Deletes a chat and answers with it (`DELETE /chat/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Chat> {
    return this._client.delete(path`/chat/${id}`, options);
  }

  /**
   * Sends a chat turn in OpenAI Responses style (`POST /chat/responses`); it streams unless
   * `stream: false`.
   */
  responses(
    body: Schemas['OpenAIResponsesRequest'],
    options?: RequestOptions,
  ): APIPromise<ChatResponse> {
    return this._client.post('/chat/responses', { body, ...options });
  }

  /**
   * Sends a web chat turn with a public key (`POST /chat/web`); send `sessionId` back on the
   * next turn.
   */
  web(body: CreateWebChat, options?: RequestOptions): APIPromise<WebChat> {
    return this._client.post('/chat/web', { body, ...options });
  }

  /** Sends a web chat turn in OpenAI Responses style (`POST /chat/web/responses`). */
  webResponses(
    body: Schemas['OpenAIWebChatRequest'],
    options?: RequestOptions,
  ): APIPromise<ChatResponse> {
    return this._client.post('/chat/web/responses', { body, ...options });
  }
}

/** A chat: its input, context messages, generated `output` and cost. */
export type Chat = Schemas['Chat'];
/** The answer of a web chat turn. */
export type WebChat = Schemas['WebChat'];
/** An OpenAI Responses-style answer. */
export type ChatResponse = Schemas['ResponseObject'];
/** The body of `chats.create`. */
export type CreateChat = Schemas['CreateChatDTO'];
/** The body of `chats.web`. */
export type CreateWebChat = Schemas['CreateWebChatDTO'];
/** Filters and page of `chats.list`. */
export type ChatListParams = QueryOf<'ChatController_listChats'>;
