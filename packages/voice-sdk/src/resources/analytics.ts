import type { APIPromise } from '../core/api-promise.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { APIResource, type Schemas } from './resource.ts';

/** Aggregates over calls and subscriptions (`/analytics`). */
export class Analytics extends APIResource {
  /**
   * Runs analytics queries; answers one result per query, keyed by its `name` (`POST /analytics`).
   *
   * @example
   * const [daily] = await client.analytics.query({
   *   queries: [{ table: 'call', name: 'daily', operations: [{ operation: 'sum', column: 'cost' }], timeRange: { step: 'day' } }],
   * });
   */
  query(body: AnalyticsQuery, options?: RequestOptions): APIPromise<AnalyticsQueryResult[]> {
    return this._client.post('/analytics', { body, ...options });
  }
}

/** The body of `analytics.query`. */
export type AnalyticsQuery = Schemas['AnalyticsQueryDTO'];
/** One query's result: one object per group with the aggregated values. */
export type AnalyticsQueryResult = Schemas['AnalyticsQueryResult'];
