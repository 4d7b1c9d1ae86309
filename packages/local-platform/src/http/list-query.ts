import type { ListOptions } from '../store/resource-store.ts';
import { badRequest } from './errors.ts';
import { parseIsoDate } from './iso-date.ts';

const dateFilters = [
  'createdAtGt',
  'createdAtLt',
  'createdAtGe',
  'createdAtLe',
  'updatedAtGt',
  'updatedAtLt',
  'updatedAtGe',
  'updatedAtLe',
] as const;

/** The provider's default and maximum `limit`. */
export const defaultLimit = 100;
export const maxLimit = 1000;

/**
 * Parses the provider's list query: `limit` (0–1000, default 100), the eight created/updated
 * date filters, and for paginated lists `page` (≥ 1) and `sortOrder` (ASC | DESC). Every
 * problem is reported, one string each, like the provider's validation.
 */
export function parseListQuery(
  query: Record<string, string | undefined>,
  options: { paginated: boolean },
): ListOptions {
  const problems: string[] = [];
  const list: ListOptions = { limit: defaultLimit };
  if (query.limit !== undefined) {
    const limit = Number(query.limit);
    if (!Number.isFinite(limit)) problems.push('limit must be a number');
    else if (limit < 0) problems.push('limit must not be less than 0');
    else if (limit > maxLimit) problems.push(`limit must not be greater than ${maxLimit}`);
    else list.limit = Math.floor(limit);
  }
  for (const name of dateFilters) {
    const raw = query[name];
    if (raw === undefined) continue;
    const date = parseIsoDate(raw);
    if (!date) problems.push(`${name} must be a valid ISO 8601 date string`);
    else list[name] = date;
  }
  if (options.paginated) {
    if (query.page !== undefined) {
      const page = Number(query.page);
      if (!Number.isInteger(page) || page < 1) problems.push('page must not be less than 1');
      else list.page = page;
    }
    if (query.sortOrder !== undefined) {
      if (query.sortOrder !== 'ASC' && query.sortOrder !== 'DESC') {
        problems.push('sortOrder must be one of the following values: ASC, DESC');
      } else list.sortOrder = query.sortOrder;
    }
  }
  if (problems.length) throw badRequest(problems);
  return list;
}

/** The provider's paginated envelope (`Pg<T>`). */
export interface Paginated<T> {
  results: T[];
  metadata: { itemsPerPage: number; totalItems: number; currentPage: number };
}

/** Wraps one page of a list in the provider's envelope. */
export function paginated<T>(items: T[], total: number, list: ListOptions): Paginated<T> {
  return {
    results: items,
    metadata: { itemsPerPage: list.limit, totalItems: total, currentPage: list.page ?? 1 },
  };
}

/** Equality filters taken from the query when present (`assistantId`, `status`, …). */
export function pickWhere(
  query: Record<string, string | undefined>,
  fields: readonly string[],
): Record<string, string> {
  const where: Record<string, string> = {};
  for (const field of fields) {
    const value = query[field];
    if (value !== undefined && value !== '') where[field] = value;
  }
  return where;
}
