import type { APIPromise } from '../core/api-promise.ts';
import { ArrayPage, PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** Outbound call campaigns: one call per customer on a schedule (`/campaign`). */
export class Campaigns extends APIResource {
  /**
   * Creates a campaign (`POST /campaign`).
   *
   * @example
   * await client.campaigns.create({ name: 'Renewals', phoneNumberId, assistantId, customers: [{ number: '+14155550100' }] });
   */
  create(body: CreateCampaign, options?: RequestOptions): APIPromise<Campaign> {
    return this._client.post('/campaign', { body, ...options });
  }

  /** Lists campaigns (`GET /campaign`). */
  list(
    query?: CampaignListParams,
    options?: RequestOptions,
  ): PagePromise<ArrayPage<Campaign>, Campaign> {
    return this._client.getAPIList('/campaign', ArrayPage<Campaign>, { query, ...options });
  }

  /** Lists campaigns page by page, by id or status (`GET /campaign/paginated`). */
  listPaginated(
    query?: CampaignListPaginatedParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<Campaign>, Campaign> {
    return this._client.getAPIList('/campaign/paginated', PaginatedPage<Campaign>, {
      query,
      ...options,
    });
  }

  /** Retrieves a campaign with its call counters (`GET /campaign/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Campaign> {
    return this._client.get(path`/campaign/${id}`, options);
  }

  /** Updates a campaign; `status: 'ended'` stops it (`PATCH /campaign/{id}`). */
  update(id: string, body: UpdateCampaign, options?: RequestOptions): APIPromise<Campaign> {
    return this._client.patch(path`/campaign/${id}`, { body, ...options });
  }

  /** Deletes a campaign and answers with it (`DELETE /campaign/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<Campaign> {
    return this._client.delete(path`/campaign/${id}`, options);
  }
}

/** A campaign: its customers, schedule, status and call counters. */
export type Campaign = Schemas['Campaign'];
/** The body of `campaigns.create`. */
export type CreateCampaign = Schemas['CreateCampaignDTO'];
/** The body of `campaigns.update`. */
export type UpdateCampaign = Schemas['UpdateCampaignDTO'];
/** Filters of `campaigns.list`. */
export type CampaignListParams = QueryOf<'CampaignController_findAll'>;
/** Filters and page of `campaigns.listPaginated`. */
export type CampaignListPaginatedParams = QueryOf<'CampaignController_findAllPaginated'>;
