import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, SinglePage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Pinned templates (`/template/pinned`). */
export class PinnedTemplates extends APIResource {
  /** Lists pinned templates (`GET /template/pinned`). */
  list(options?: RequestOptions): PagePromise<SinglePage<Template>, Template> {
    return this._client.getAPIList('/template/pinned', SinglePage<Template>, options);
  }
}

/** Reusable tool templates (`/template`). */
export class Templates extends APIResource {
  /** Pinned templates. */
  pinned = new PinnedTemplates(this._client);

  /** Creates a tool template (`POST /template`). */
  create(body: CreateTemplate, options?: RequestOptions): APIPromise<Template> {
    return this._client.post('/template', { body, ...options });
  }

  /** Lists templates (`GET /template`). */
  list(
    query?: TemplateListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<Template>, Template> {
    return this._client.getAPIList('/template', ArrayPage<Template>, { query, ...options });
  }

  /** Retrieves a template (`GET /template/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Template> {
    return this._client.get(path`/template/${id}`, options);
  }

  /** Updates a template; `type` stays required (`PATCH /template/{id}`). */
  update(id: string, body: UpdateTemplate, options?: RequestOptions): APIPromise<Template> {
    return this._client.patch(path`/template/${id}`, { body, ...options });
  }

  /** Deletes a template and answers with it (`DELETE /template/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Template> {
    return this._client.delete(path`/template/${id}`, options);
  }
}

/** A tool template. */
export type Template = Schemas['Template'];
/** The body of `templates.create`. */
export type CreateTemplate = Schemas['CreateToolTemplateDTO'];
/** The body of `templates.update`. */
export type UpdateTemplate = Schemas['UpdateToolTemplateDTO'];
/** Filters of `templates.list`. */
export type TemplateListParams = QueryOf<'TemplateController_findAll'>;
