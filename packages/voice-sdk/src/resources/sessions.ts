import type { APIPromise } from '../core/api-promise.ts';
import { PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Sessions: a conversation's context kept across chats (`/session`). */
export class Sessions extends APIResource {
  /** Creates a session (`POST /session`). */
  create(body: CreateSession, options?: RequestOptions): APIPromise<Session> {
    return this._client.post('/session', { body, ...options });
  }

  /** Lists sessions page by page (`GET /session`). */
  list(
    query?: SessionListParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<Session>, Session> {
    return this._client.getAPIList('/session', PaginatedPage<Session>, { query, ...options });
  }

  /** Retrieves a session (`GET /session/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Session> {
    return this._client.get(path`/session/${id}`, options);
  }

  /** Updates a session (`PATCH /session/{id}`). */
  update(id: string, body: UpdateSession, options?: RequestOptions): APIPromise<Session> {
    return this._client.patch(path`/session/${id}`, { body, ...options });
  }

  /** Deletes a session and answers with it (`DELETE /session/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Session> {
    return this._client.delete(path`/session/${id}`, options);
  }
}

/** A session: its assistant, messages, customer and expiry. */
export type Session = Schemas['Session'];
/** The body of `sessions.create`. */
export type CreateSession = Schemas['CreateSessionDTO'];
/** The body of `sessions.update`. */
export type UpdateSession = Schemas['UpdateSessionDTO'];
/** Filters and page of `sessions.list`. */
export type SessionListParams = QueryOf<'SessionController_findAllPaginated'>;
