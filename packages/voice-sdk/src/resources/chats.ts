import type { APIPromise } from '../core/api-promise.ts';
import { PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { Stream } from '../core/streaming.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/**
 * Text chats with an assistant: `/chat`, the OpenAI Responses-style `/chat/responses` and the
 * public-key web chats. A streamed turn (`stream: true`; the Responses variants stream unless
 * `stream: false`) resolves to a {@link Stream} of typed events instead of the chat.
 */
export class Chats extends APIResource {
  /** Lists chats page by page (`GET /chat`). */
  list(query?: ChatListParams, options?: RequestOptions): PagePromise<PaginatedPage<Chat>, Chat> {
    return this._client.getAPIList('/chat', PaginatedPage<Chat>, { query, ...options });
  }

  /**
   * Sends a chat turn and answers with the chat and its `output` (`POST /chat`); with
   * `stream: true`, a stream of `{id, path, delta}` events instead.
   *
   * @example
   * const chat = await client.chats.create({ assistantId, input: 'What are your opening hours?' });
   * console.log(chat.output?.at(-1)?.content);
   */
  create(body: CreateChat & { stream: true }, options?: RequestOptions): Promise<ChatStream>;
  create(body: CreateChat & { stream?: false }, options?: RequestOptions): APIPromise<Chat>;
  create(body: CreateChat, options?: RequestOptions): Promise<ChatStream | Chat>;
  create(body: CreateChat, options?: RequestOptions): Promise<ChatStream | Chat> {
    if (body.stream === true) return this.#stream('/chat', body, options);
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
   * Sends a chat turn in OpenAI Responses style (`POST /chat/responses`): a stream of
   * Responses events unless `stream: false`, then the response object.
   */
  responses(
    body: ResponsesRequest & { stream: false },
    options?: RequestOptions,
  ): APIPromise<ChatResponse>;
  responses(
    body: ResponsesRequest & { stream?: true },
    options?: RequestOptions,
  ): Promise<ResponseStream>;
  responses(
    body: ResponsesRequest,
    options?: RequestOptions,
  ): Promise<ResponseStream | ChatResponse>;
  responses(
    body: ResponsesRequest,
    options?: RequestOptions,
  ): Promise<ResponseStream | ChatResponse> {
    if (body.stream === false) return this._client.post('/chat/responses', { body, ...options });
    return this.#stream('/chat/responses', body, options);
  }

  /**
   * Sends a web chat turn with a public key (`POST /chat/web`); send `sessionId` back on the
   * next turn. With `stream: true`, a stream of `{id, path, delta}` events instead.
   */
  web(body: CreateWebChat & { stream: true }, options?: RequestOptions): Promise<ChatStream>;
  web(body: CreateWebChat & { stream?: false }, options?: RequestOptions): APIPromise<WebChat>;
  web(body: CreateWebChat, options?: RequestOptions): Promise<ChatStream | WebChat>;
  web(body: CreateWebChat, options?: RequestOptions): Promise<ChatStream | WebChat> {
    if (body.stream === true) return this.#stream('/chat/web', body, options);
    return this._client.post('/chat/web', { body, ...options });
  }

  /**
   * Sends a web chat turn in OpenAI Responses style (`POST /chat/web/responses`): a stream of
   * Responses events unless `stream: false`.
   */
  webResponses(
    body: WebResponsesRequest & { stream: false },
    options?: RequestOptions,
  ): APIPromise<ChatResponse>;
  webResponses(
    body: WebResponsesRequest & { stream?: true },
    options?: RequestOptions,
  ): Promise<ResponseStream>;
  webResponses(
    body: WebResponsesRequest,
    options?: RequestOptions,
  ): Promise<ResponseStream | ChatResponse>;
  webResponses(
    body: WebResponsesRequest,
    options?: RequestOptions,
  ): Promise<ResponseStream | ChatResponse> {
    if (body.stream === false)
      return this._client.post('/chat/web/responses', { body, ...options });
    return this.#stream('/chat/web/responses', body, options);
  }

  // The request's timeout covers the answer's headers; the stream is then read for as long
  // as the server keeps it open (abort it with `stream.abort()` or the request's signal).
  async #stream<Event>(
    path: string,
    body: object,
    options?: RequestOptions,
  ): Promise<Stream<Event>> {
    const response = await this._client
      .post(path, {
        body,
        ...options,
        headers: { accept: 'text/event-stream', ...options?.headers },
      })
      .asResponse();
    return new Stream<Event>(response);
  }
}

/** A chat: its input, context messages, generated `output` and cost. */
export type Chat = Schemas['Chat'];
/** The answer of a web chat turn. */
export type WebChat = Schemas['WebChat'];
/** An OpenAI Responses-style answer. */
export type ChatResponse = Schemas['ResponseObject'];
/** One event of a streamed chat turn: a piece (`delta`) of the text at `path`. */
export type ChatStreamEvent = Schemas['CreateChatStreamResponse'];
/** One event of a streamed Responses-style turn, told apart by `type`. */
export type ResponseStreamEvent = Schemas['ResponseStreamEvent'];
/** A streamed chat turn. */
export type ChatStream = Stream<ChatStreamEvent>;
/** A streamed Responses-style turn. */
export type ResponseStream = Stream<ResponseStreamEvent>;
/** The body of `chats.create`. */
export type CreateChat = Schemas['CreateChatDTO'];
/** The body of `chats.web`. */
export type CreateWebChat = Schemas['CreateWebChatDTO'];
/** The body of `chats.responses`. */
export type ResponsesRequest = Schemas['OpenAIResponsesRequest'];
/** The body of `chats.webResponses`. */
export type WebResponsesRequest = Schemas['OpenAIWebChatRequest'];
/** Filters and page of `chats.list`. */
export type ChatListParams = QueryOf<'ChatController_listChats'>;
