// Finding calls by what their creator put in their metadata (the product names its interview
// there), so that erasing the product's record can find every call that belongs to it — also
// the ones whose id the product never learned.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformResources } from '../db/schema/resources.ts';

/** The most values one lookup takes (a person has a handful of interviews). */
const MAX_VALUES = 1000;

/**
 * Ids of the calls (of any org) whose `metadata[key]`, or `assistantOverrides.metadata[key]`
 * (where a web call's creator puts it), is one of `values`.
 */
export async function callIdsByMetadata(
  db: PlatformDatabase,
  key: string,
  values: string[],
): Promise<string[]> {
  const wanted = [...new Set(values)].slice(0, MAX_VALUES);
  if (wanted.length === 0) return [];
  const t = platformResources;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.kind, 'call'),
        or(
          inArray(sql`${t.data} -> 'metadata' ->> ${key}`, wanted),
          inArray(sql`${t.data} -> 'assistantOverrides' -> 'metadata' ->> ${key}`, wanted),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
