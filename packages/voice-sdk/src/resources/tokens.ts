import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** API keys: private keys for servers, public keys for browsers (`/token`). */
export class Tokens extends APIResource {
  /**
   * Creates an API key; its `value` is the key (`POST /token`).
   *
   * @example
   * const key = await client.tokens.create({ tag: 'public', restrictions: { allowedOrigins: ['https://example.com'] } });
   */
  create(body: CreateToken, options?: RequestOptions): APIPromise<Token> {
    return this._client.post('/token', { body, ...options });
  }

  /** Lists API keys (`GET /token`). */
  list(query?: TokenListParams, options?: RequestOptions): PagePromise<ArrayPage<Token>, Token> {
    return this._client.getAPIList('/token', ArrayPage<Token>, { query, ...options });
  }

  /** Retrieves an API key (`GET /token/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Token> {
    return this._client.get(path`/token/${id}`, options);
  }

  /** Updates an API key's name or restrictions (`PATCH /token/{id}`). */
  update(id: string, body: UpdateToken, options?: RequestOptions): APIPromise<Token> {
    return this._client.patch(path`/token/${id}`, { body, ...options });
  }

  /** Deletes an API key and answers with it (`DELETE /token/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Token> {
    return this._client.delete(path`/token/${id}`, options);
  }
}

/** An API key; `value` is the key itself. */
export type Token = Schemas['Token'];
/** The body of `tokens.create`. */
export type CreateToken = Schemas['CreateTokenDTO'];
/** The body of `tokens.update`. */
export type UpdateToken = Schemas['UpdateTokenDTO'];
/** Filters of `tokens.list`. */
export type TokenListParams = QueryOf<'TokenController_findAll'>;
