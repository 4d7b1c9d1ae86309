import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Phone and web calls: `/call`, `/call/phone`, `/call/web` and the `/v2/call` lists. */
export class Calls extends APIResource {
  /**
   * Creates a call (`POST /call`); with `customers` it places one call per customer and answers
   * a batch result.
   *
   * @example
   * const call = await client.calls.create({ assistantId, phoneNumberId, customer: { number: '+14155550100' } });
   */
  create(body: CreateCall, options?: RequestOptions): APIPromise<Call | CallBatchResponse> {
    return this._client.post('/call', { body, ...options });
  }

  /**
   * Lists calls, newest first (`GET /call`); iterate the result to walk every page.
   *
   * @example
   * for await (const call of client.calls.list({ assistantId })) console.log(call.id, call.status);
   */
  list(query?: CallListParams, options?: RequestOptions): PagePromise<ArrayPage<Call>, Call> {
    return this._client.getAPIList('/call', ArrayPage<Call>, { query, ...options });
  }

  /** Retrieves a call with its transcript and artifacts (`GET /call/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Call> {
    return this._client.get(path`/call/${id}`, options);
  }

  /** Renames a call (`PATCH /call/{id}`). */
  update(id: string, body: UpdateCall, options?: RequestOptions): APIPromise<Call> {
    return this._client.patch(path`/call/${id}`, { body, ...options });
  }

  /** Deletes a call's data and answers with the deleted call (`DELETE /call/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Call> {
    return this._client.delete(path`/call/${id}`, options);
  }

  /**
   * Creates an outbound phone call (`POST /call/phone`).
   *
   * @deprecated Use {@link Calls.create}.
   */
  createPhone(
    body: Schemas['CreateOutboundCallDTO'],
    options?: RequestOptions,
  ): APIPromise<Call | CallBatchResponse> {
    return this._client.post('/call/phone', { body, ...options });
  }

  /**
   * Creates a web call and answers with the room to join in `webCallUrl` (`POST /call/web`).
   *
   * @example
   * const { id, webCallUrl } = await client.calls.createWeb({ assistantId });
   */
  createWeb(body: CreateWebCall, options?: RequestOptions): APIPromise<WebCall> {
    return this._client.post('/call/web', { body, ...options });
  }

  /**
   * Lists calls page by page with rich filters (`GET /v2/call`).
   *
   * @example
   * for await (const call of client.calls.listPaginated({ costGe: 1, sortOrder: 'ASC' })) total += call.cost ?? 0;
   */
  listPaginated(
    query?: CallListPaginatedParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<Call>, Call> {
    return this._client.getAPIList('/v2/call', PaginatedPage<Call>, { query, ...options });
  }

  /**
   * Exports calls (`GET /v2/call/export`): with `async: false` the CSV text, otherwise (the
   * default) the platform's JSON answer naming the export job.
   */
  export(
    query?: CallExportParams,
    options?: RequestOptions,
  ): APIPromise<string | Record<string, unknown>> {
    return this._client.get('/v2/call/export', { query, ...options });
  }

  /** Lists calls' metadata page by page (`GET /v2/call/metadata`). */
  metadata(
    query?: CallListPaginatedParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<Call>, Call> {
    return this._client.getAPIList('/v2/call/metadata', PaginatedPage<Call>, { query, ...options });
  }
}

/** A call: its kind, status, transcript and recordings, costs and why it ended. */
export type Call = Schemas['Call'];
/** The answer of a web call: a {@link Call} plus the `webCallUrl` to join. */
export type WebCall = Schemas['WebCall'];
/** The answer of a batch call (`customers`): the calls placed and the customers that failed. */
export type CallBatchResponse = Schemas['CallBatchResponse'];
/** The body of `calls.create`. */
export type CreateCall = Schemas['CreateCallDTO'];
/** The body of `calls.createWeb`. */
export type CreateWebCall = Schemas['CreateWebCallDTO'];
/** The body of `calls.update`. */
export type UpdateCall = Schemas['UpdateCallDTO'];
/** Filters of `calls.list`. */
export type CallListParams = QueryOf<'CallController_findAll'>;
/** Filters and page of `calls.listPaginated` and `calls.metadata`. */
export type CallListPaginatedParams = QueryOf<'CallController_findAllPaginated'>;
/** Columns, filters and mode of `calls.export`. */
export type CallExportParams = QueryOf<'CallController_exportCalls'>;
