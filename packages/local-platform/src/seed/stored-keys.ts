// Reads, without changing anything, what `bootstrap` made: the org's keys and the seeded
// interview assistant. For tools that show them (the product's `npm run admin -- keys`), so the
// private key need never be printed in a log.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformKeys } from '../db/schema/keys.ts';
import { platformResources } from '../db/schema/resources.ts';
import { interviewSeedTag } from './interview-assistant.ts';

/** What the platform keeps of its bootstrap; null when it never ran on this database. */
export interface StoredPlatformKeys {
  privateKey: string | undefined;
  publicKey: string | undefined;
  assistantId: string | undefined;
}

/**
 * The keys and seeded assistant a start would use (the oldest of each, as `bootstrap` picks
 * them, unless keys are given to it), or null when the platform has not run on `db`.
 * @example const stored = await readStoredKeys(db); // { privateKey, publicKey, assistantId }
 */
export async function readStoredKeys(db: PlatformDatabase): Promise<StoredPlatformKeys | null> {
  const found = await db.execute<{ table: string | null }>(
    sql`select to_regclass('platform_keys')::text as "table"`,
  );
  const rows = Array.isArray(found) ? found : (found as { rows: { table: string | null }[] }).rows;
  if (!rows[0]?.table) return null;
  const t = platformResources;
  const [org] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.kind, 'org'), sql`${t.id} = ${t.orgId}`))
    .orderBy(asc(t.createdAt))
    .limit(1);
  if (!org) return null;
  const key = async (tag: 'private' | 'public') => {
    const [row] = await db
      .select({ value: platformKeys.value })
      .from(platformKeys)
      .where(and(eq(platformKeys.orgId, org.id), eq(platformKeys.tag, tag)))
      .orderBy(asc(platformKeys.createdAt))
      .limit(1);
    return row?.value;
  };
  const [assistant] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.orgId, org.id),
        eq(t.kind, 'assistant'),
        sql`${t.data} -> 'metadata' ->> 'seed' = ${interviewSeedTag}`,
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(1);
  return {
    privateKey: await key('private'),
    publicKey: await key('public'),
    assistantId: assistant?.id,
  };
}
