import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Tools an assistant can call: functions, API requests, transfers, queries … (`/tool`). */
export class Tools extends APIResource {
  /**
   * Creates a tool, by `type` (`POST /tool`).
   *
   * @example
   * await client.tools.create({
   *   type: 'function',
   *   function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
   *   server: { url: 'https://example.com/tools' },
   * });
   */
  create(body: CreateTool, options?: RequestOptions): APIPromise<Tool> {
    return this._client.post('/tool', { body, ...options });
  }

  /** Lists tools (`GET /tool`). */
  list(query?: ToolListParams, options?: RequestOptions): PagePromise<ArrayPage<Tool>, Tool> {
    return this._client.getAPIList('/tool', ArrayPage<Tool>, { query, ...options });
  }

  /** Retrieves a tool (`GET /tool/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Tool> {
    return this._client.get(path`/tool/${id}`, options);
  }

  /**
   * Updates a tool (`PATCH /tool/{id}`). The body takes the fields of the tool's own `type`
   * only, as at the provider: apiRequest, transferCall and query tools take no `server` or
   * `async`. Naming the `type` lets the compiler check that; it never changes the tool's kind.
   *
   * @example
   * await client.tools.update(toolId, { type: 'apiRequest', url: 'https://example.com/v2' });
   */
  update(id: string, body: UpdateTool, options?: RequestOptions): APIPromise<Tool> {
    return this._client.patch(path`/tool/${id}`, { body, ...options });
  }

  /** Deletes a tool and answers with it (`DELETE /tool/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Tool> {
    return this._client.delete(path`/tool/${id}`, options);
  }
}

/** A tool, by `type`. */
export type Tool = Schemas['Tool'];
/** The body of `tools.create`, by `type`. */
export type CreateTool = Schemas['CreateToolDTO'];
/** The body of `tools.update`, by `type` (each kind takes only its own fields). */
export type UpdateTool = Schemas['UpdateToolDTO'];
/** Filters of `tools.list`. */
export type ToolListParams = QueryOf<'ToolController_findAll'>;
