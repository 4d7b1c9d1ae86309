import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Credentials for model, voice, telephony and other providers (`/credential`). */
export class Credentials extends APIResource {
  /**
   * Stores a provider credential; secrets are never returned (`POST /credential`).
   *
   * @example
   * await client.credentials.create({ provider: 'openai', apiKey: process.env.OPENAI_API_KEY, name: 'OpenAI' });
   */
  create(body: CreateCredential, options?: RequestOptions): APIPromise<Credential> {
    return this._client.post('/credential', { body, ...options });
  }

  /** Lists credentials (`GET /credential`). */
  list(
    query?: CredentialListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<Credential>, Credential> {
    return this._client.getAPIList('/credential', ArrayPage<Credential>, { query, ...options });
  }

  /** Retrieves a credential (`GET /credential/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Credential> {
    return this._client.get(path`/credential/${id}`, options);
  }

  /** Updates a credential (`PATCH /credential/{id}`). */
  update(id: string, body: UpdateCredential, options?: RequestOptions): APIPromise<Credential> {
    return this._client.patch(path`/credential/${id}`, { body, ...options });
  }

  /** Deletes a credential and answers with it (`DELETE /credential/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Credential> {
    return this._client.delete(path`/credential/${id}`, options);
  }

  /** Starts an OAuth session for a credential (`POST /credential/session`). */
  createSession(
    body: Schemas['CredentialSessionDTO'],
    options?: RequestOptions,
  ): APIPromise<Schemas['CredentialSessionResponse']> {
    return this._client.post('/credential/session', { body, ...options });
  }

  /**
   * Delivers an OAuth broker callback (`POST /credential/webhook`); the one call sent without
   * the bearer key.
   */
  webhook(body: Schemas['CredentialWebhookDTO'], options?: RequestOptions): APIPromise<void> {
    return this._client.post('/credential/webhook', { body, auth: false, ...options });
  }

  /** Triggers an action with a stored credential (`POST /credential/trigger`). */
  trigger(body: Schemas['CredentialActionRequest'], options?: RequestOptions): APIPromise<void> {
    return this._client.post('/credential/trigger', { body, ...options });
  }
}

/** A stored provider credential (without its secrets). */
export type Credential = Schemas['Credential'];
/** The body of `credentials.create`, by `provider`. */
export type CreateCredential = Schemas['CreateCredentialDTO'];
/** The body of `credentials.update`. */
export type UpdateCredential = Schemas['UpdateCredentialDTO'];
/** Filters of `credentials.list`. */
export type CredentialListParams = QueryOf<'CredentialController_findAll'>;
