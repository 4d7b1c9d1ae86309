// Reads, without changing anything, what `bootstrap` made: the org, its keys and the seeded
// interview assistant. `bootstrap` finds them with these same lookups before making what is
// missing; tools that show the keys (the product's `npm run admin -- keys`) read them here, so
// the private key need never be printed in a log.
import { interviewSeedTag } from '@vibe/voice-sdk/interview-assistant';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformKeys } from '../db/schema/keys.ts';
import { platformResources } from '../db/schema/resources.ts';

/** What the platform keeps of its bootstrap; null when it never ran on this database. */
export interface StoredPlatformKeys {
  privateKey: string | undefined;
  publicKey: string | undefined;
  assistantId: string | undefined;
}

/** The platform's own org (the oldest org that is its own org), if bootstrap made one. */
export async function findOrgId(db: PlatformDatabase): Promise<string | undefined> {
  const t = platformResources;
  const [org] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.kind, 'org'), sql`${t.id} = ${t.orgId}`))
    .orderBy(asc(t.createdAt))
    .limit(1);
  return org?.id;
}

/** The org's oldest key of `tag`: the one a start without a given key uses. */
export async function findKey(
  db: PlatformDatabase,
  orgId: string,
  tag: 'private' | 'public',
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: platformKeys.value })
    .from(platformKeys)
    .where(and(eq(platformKeys.orgId, orgId), eq(platformKeys.tag, tag)))
    .orderBy(asc(platformKeys.createdAt))
    .limit(1);
  return row?.value;
}

/** The org's seeded interview assistant (the oldest with the seed's tag), with its data. */
export async function findSeededAssistant(
  db: PlatformDatabase,
  orgId: string,
): Promise<{ id: string; data: Record<string, unknown> } | undefined> {
  const t = platformResources;
  const [assistant] = await db
    .select({ id: t.id, data: t.data })
    .from(t)
    .where(
      and(
        eq(t.orgId, orgId),
        eq(t.kind, 'assistant'),
        sql`${t.data} -> 'metadata' ->> 'seed' = ${interviewSeedTag}`,
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(1);
  return assistant;
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
  const orgId = await findOrgId(db);
  if (!orgId) return null;
  return {
    privateKey: await findKey(db, orgId, 'private'),
    publicKey: await findKey(db, orgId, 'public'),
    assistantId: (await findSeededAssistant(db, orgId))?.id,
  };
}
