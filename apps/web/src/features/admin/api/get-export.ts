import { peopleSearch, type PeopleQuery } from './people-query.ts';

/** The files `GET /api/admin/export/<file>` serves: people or interviews, CSV or JSON Lines. */
export type ExportFile = 'people.csv' | 'interviews.csv' | 'people.jsonl' | 'interviews.jsonl';

/**
 * The download link of an export with the table's filters and order. A link, not a fetch: the
 * browser streams the file to disk with the session cookie.
 */
export function exportHref(file: ExportFile, query: PeopleQuery): string {
  return `/api/admin/export/${file}${peopleSearch(query)}`;
}
