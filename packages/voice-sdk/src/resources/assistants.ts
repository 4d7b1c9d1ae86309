import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** An assistant's stored versions (`/assistant/{id}/version`). */
export class AssistantVersions extends APIResource {
  /** Lists an assistant's versions page by page (`GET /assistant/{id}/version`). */
  list(
    assistantId: string,
    query?: AssistantVersionListParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<AssistantVersion>, AssistantVersion> {
    return this._client.getAPIList(
      path`/assistant/${assistantId}/version`,
      PaginatedPage<AssistantVersion>,
      { query, ...options },
    );
  }
}

/** Assistants: model, voice, transcriber, first message and behaviour (`/assistant`). */
export class Assistants extends APIResource {
  /** Stored versions of an assistant. */
  versions = new AssistantVersions(this._client);

  /**
   * Creates an assistant (`POST /assistant`). Nothing is required.
   *
   * @example
   * const assistant = await client.assistants.create({
   *   name: 'Ava',
   *   firstMessage: 'Hi! How can I help?',
   *   model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: 'Be brief.' }] },
   *   voice: { provider: 'vapi', voiceId: 'Elliot' },
   * });
   */
  create(body: CreateAssistant, options?: RequestOptions): APIPromise<Assistant> {
    return this._client.post('/assistant', { body, ...options });
  }

  /**
   * Lists assistants, newest first (`GET /assistant`); iterate to walk every page.
   *
   * @example
   * for await (const assistant of client.assistants.list()) console.log(assistant.name);
   */
  list(
    query?: AssistantListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<Assistant>, Assistant> {
    return this._client.getAPIList('/assistant', ArrayPage<Assistant>, { query, ...options });
  }

  /** Lists assistants page by page (`GET /v2/assistant`). */
  listPaginated(
    query?: AssistantListPaginatedParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<Assistant>, Assistant> {
    return this._client.getAPIList('/v2/assistant', PaginatedPage<Assistant>, {
      query,
      ...options,
    });
  }

  /** Retrieves an assistant (`GET /assistant/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Assistant> {
    return this._client.get(path`/assistant/${id}`, options);
  }

  /**
   * Updates the given fields of an assistant (`PATCH /assistant/{id}`).
   *
   * @example
   * await client.assistants.update(id, { firstMessage: 'Hello again!' });
   */
  update(id: string, body: UpdateAssistant, options?: RequestOptions): APIPromise<Assistant> {
    return this._client.patch(path`/assistant/${id}`, { body, ...options });
  }

  /** Replaces an assistant with the given fields (`PUT /assistant/{id}`). */
  replace(id: string, body: UpdateAssistant, options?: RequestOptions): APIPromise<Assistant> {
    return this._client.put(path`/assistant/${id}`, { body, ...options });
  }

  /** Deletes an assistant and answers with it (`DELETE /assistant/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Assistant> {
    return this._client.delete(path`/assistant/${id}`, options);
  }
}

/** An assistant: model, voice, transcriber, first message, limits and webhooks. */
export type Assistant = Schemas['Assistant'];
/** A stored version of an assistant. */
export type AssistantVersion = Schemas['AssistantVersion'];
/** The body of `assistants.create`. */
export type CreateAssistant = Schemas['CreateAssistantDTO'];
/** The body of `assistants.update` and `assistants.replace`. */
export type UpdateAssistant = Schemas['UpdateAssistantDTO'];
/** Per-call changes to an assistant, plus `variableValues` for `{{var}}` templates. */
export type AssistantOverrides = Schemas['AssistantOverrides'];
/** Filters of `assistants.list`. */
export type AssistantListParams = QueryOf<'AssistantController_findAll'>;
/** Filters and page of `assistants.listPaginated`. */
export type AssistantListPaginatedParams = QueryOf<'AssistantController_findAllPaginated'>;
/** Page of `assistants.versions.list`. */
export type AssistantVersionListParams = QueryOf<'AssistantController_findVersions'>;
