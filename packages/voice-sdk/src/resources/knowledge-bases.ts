import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Knowledge bases an assistant searches, hosted or your own server (`/knowledge-base`). */
export class KnowledgeBases extends APIResource {
  /** Creates a knowledge base, by `provider` (`POST /knowledge-base`). */
  create(body: CreateKnowledgeBase, options?: RequestOptions): APIPromise<KnowledgeBase> {
    return this._client.post('/knowledge-base', { body, ...options });
  }

  /** Lists knowledge bases (`GET /knowledge-base`). */
  list(
    query?: KnowledgeBaseListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<KnowledgeBase>, KnowledgeBase> {
    return this._client.getAPIList('/knowledge-base', ArrayPage<KnowledgeBase>, {
      query,
      ...options,
    });
  }

  /** Retrieves a knowledge base (`GET /knowledge-base/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<KnowledgeBase> {
    return this._client.get(path`/knowledge-base/${id}`, options);
  }

  /** Updates a knowledge base (`PATCH /knowledge-base/{id}`). */
  update(
    id: string,
    body: UpdateKnowledgeBase,
    options?: RequestOptions,
  ): APIPromise<KnowledgeBase> {
    return this._client.patch(path`/knowledge-base/${id}`, { body, ...options });
  }

  /** Deletes a knowledge base and answers with it (`DELETE /knowledge-base/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<KnowledgeBase> {
    return this._client.delete(path`/knowledge-base/${id}`, options);
  }
}

/** A knowledge base, by `provider`. */
export type KnowledgeBase = Schemas['KnowledgeBase'];
/** The body of `knowledgeBases.create`, by `provider`. */
export type CreateKnowledgeBase = Schemas['CreateKnowledgeBaseDTO'];
/** The body of `knowledgeBases.update`. */
export type UpdateKnowledgeBase = Schemas['UpdateKnowledgeBaseDTO'];
/** Filters of `knowledgeBases.list`. */
export type KnowledgeBaseListParams = QueryOf<'KnowledgeBaseController_findAll'>;
