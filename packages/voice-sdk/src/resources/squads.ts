import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Squads: assistants that hand a call over to each other (`/squad`). */
export class Squads extends APIResource {
  /**
   * Creates a squad (`POST /squad`).
   *
   * @example
   * await client.squads.create({ name: 'Front desk', members: [{ assistantId: reception }, { assistantId: billing }] });
   */
  create(body: CreateSquad, options?: RequestOptions): APIPromise<Squad> {
    return this._client.post('/squad', { body, ...options });
  }

  /** Lists squads (`GET /squad`). */
  list(query?: SquadListParams, options?: RequestOptions): PagePromise<ArrayPage<Squad>, Squad> {
    return this._client.getAPIList('/squad', ArrayPage<Squad>, { query, ...options });
  }

  /** Retrieves a squad (`GET /squad/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Squad> {
    return this._client.get(path`/squad/${id}`, options);
  }

  /** Updates a squad; `members` is required (`PATCH /squad/{id}`). */
  update(id: string, body: UpdateSquad, options?: RequestOptions): APIPromise<Squad> {
    return this._client.patch(path`/squad/${id}`, { body, ...options });
  }

  /** Deletes a squad and answers with it (`DELETE /squad/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Squad> {
    return this._client.delete(path`/squad/${id}`, options);
  }
}

/** A squad and its members. */
export type Squad = Schemas['Squad'];
/** The body of `squads.create`. */
export type CreateSquad = Schemas['CreateSquadDTO'];
/** The body of `squads.update`. */
export type UpdateSquad = Schemas['UpdateSquadDTO'];
/** Filters of `squads.list`. */
export type SquadListParams = QueryOf<'SquadController_findAll'>;
