import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { platformResources } from '../db/schema/resources.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases.ts';
import {
  CREDENTIAL_WEBHOOK_RETENTION,
  PUBLIC_KEY_CHAT_RETENTION,
  PUBLIC_KEY_MARK,
  pruneRetained,
} from './retention.ts';

const DAY = 24 * 3600 * 1000;
const orgId = randomUUID();
const now = new Date('2030-01-10T00:00:00Z');

describe.each(testDatabaseKinds)('retention on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrate(database.db);
  });
  afterAll(() => database.close());

  const insert = async (
    rowKind: string,
    ages: number[],
    hidden: Record<string, unknown> | null = null,
  ) => {
    const rows = ages.map((ageMs) => ({
      id: randomUUID(),
      orgId,
      kind: rowKind,
      data: { ageMs },
      hidden,
      createdAt: new Date(now.getTime() - ageMs),
      updatedAt: new Date(now.getTime() - ageMs),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(platformResources).values(rows.slice(i, i + 500));
    }
  };
  const ages = async (rowKind: string) =>
    (
      await database.db
        .select({ data: platformResources.data })
        .from(platformResources)
        .where(and(eq(platformResources.orgId, orgId), eq(platformResources.kind, rowKind)))
        .orderBy(asc(platformResources.createdAt))
    ).map((row) => row.data.ageMs as number);

  it('keeps the newest 1,000 records of a kind and drops the older ones', async () => {
    // 1,005 records, one a minute: all younger than a week.
    await insert(
      'credential-webhook',
      Array.from({ length: 1005 }, (_, i) => (i + 1) * 60_000),
    );
    const dropped = await pruneRetained(database.db, orgId, CREDENTIAL_WEBHOOK_RETENTION, now);
    expect(dropped).toBe(5);
    const left = await ages('credential-webhook');
    expect(left).toHaveLength(1000);
    // The oldest five went; the newest stayed.
    expect(Math.max(...left)).toBe(1000 * 60_000);
    expect(Math.min(...left)).toBe(60_000);
  });

  it('drops records older than 7 days even when fewer than 1,000 are kept', async () => {
    await database.db.delete(platformResources).where(eq(platformResources.orgId, orgId));
    await insert('credential-webhook', [1 * DAY, 6.9 * DAY, 7.1 * DAY, 30 * DAY]);
    expect(await pruneRetained(database.db, orgId, CREDENTIAL_WEBHOOK_RETENTION, now)).toBe(2);
    expect(await ages('credential-webhook')).toEqual([6.9 * DAY, 1 * DAY]);
  });

  it('prunes only what a public key wrote, never the org’s own chats', async () => {
    await insert('chat', [10 * DAY, 20 * DAY]);
    await insert('chat', [1 * DAY, 10 * DAY, 20 * DAY], PUBLIC_KEY_MARK);
    await insert('assistant', [30 * DAY]);
    expect(await pruneRetained(database.db, orgId, PUBLIC_KEY_CHAT_RETENTION, now)).toBe(2);
    expect(await ages('chat')).toEqual([20 * DAY, 10 * DAY, 1 * DAY]);
    expect(await ages('assistant')).toEqual([30 * DAY]);
  });
});
