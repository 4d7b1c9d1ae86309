import type { APIPromise } from '../core/api-promise.ts';
import { PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** A call's logs (`/log`) and the request/webhook logs (`/logs`). */
export class Logs extends APIResource {
  /** Lists one call's logs page by page (`GET /log`). */
  listCallLogs(
    query: CallLogListParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<CallLog>, CallLog> {
    return this._client.getAPIList('/log', PaginatedPage<CallLog>, { query, ...options });
  }

  /** Deletes one call's logs (`DELETE /log`). */
  deleteCallLogs(
    query: QueryOf<'LoggingController_callLogsDeleteQuery'>,
    options?: RequestOptions,
  ): APIPromise<unknown> {
    return this._client.delete('/log', { query, ...options });
  }

  /**
   * Lists API, webhook, call and provider logs page by page (`GET /logs`).
   *
   * @deprecated The platform no longer documents this route.
   */
  list(query?: LogListParams, options?: RequestOptions): PagePromise<PaginatedPage<Log>, Log> {
    return this._client.getAPIList('/logs', PaginatedPage<Log>, { query, ...options });
  }

  /**
   * Deletes the logs that match the filters (`DELETE /logs`).
   *
   * @deprecated The platform no longer documents this route.
   */
  delete(
    query?: QueryOf<'LoggingController_logsDeleteQuery'>,
    options?: RequestOptions,
  ): APIPromise<unknown> {
    return this._client.delete('/logs', { query, ...options });
  }
}

/** A request, webhook, call or provider log entry. */
export type Log = Schemas['Log'];
/** One line of a call's log. */
export type CallLog = Schemas['CallLogPrivileged'];
/** Filters and page of `logs.list`. */
export type LogListParams = QueryOf<'LoggingController_logsQuery'>;
/** The call and page of `logs.listCallLogs`. */
export type CallLogListParams = QueryOf<'LoggingController_callLogsQuery'>;
