// What the admin exports stream: a table's columns, its batches and each row's values. Its own
// file so that the route (admin-export.ts) and the answer columns it adds
// (admin-export-answers.ts) both depend on it instead of on each other.
import type { Database } from '../db/client.ts';
import type { PeopleFilter } from '../db/queries/people-filter.ts';
import type { CsvValue } from '../lib/csv.ts';

/** A table to export: its columns, its batches and each row's values in column order. */
export interface ExportTable<Row> {
  columns: readonly string[];
  batches(db: Database, filter: PeopleFilter): AsyncGenerator<Row[]>;
  values(row: Row): CsvValue[];
  /** The JSON line of a row (default: the columns and values as one object). */
  json?(row: Row): Record<string, unknown>;
}

/** A row as one object of its columns and values: the default JSON line. */
export function rowObject<Row>(table: ExportTable<Row>, row: Row): Record<string, unknown> {
  const values = table.values(row);
  return Object.fromEntries(table.columns.map((column, i) => [column, values[i] ?? null]));
}
