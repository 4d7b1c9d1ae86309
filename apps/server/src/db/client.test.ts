import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASE_URL } from '../testing/test-databases.ts';
import { createDatabase, MIGRATIONS_TABLE, type Database } from './client.ts';
import { onboarding } from './schema/onboarding.ts';

/** How many migrations the repository has (drizzle's journal). */
const MIGRATION_COUNT = (
  JSON.parse(
    readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from drizzle.${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  // Both drivers answer `{ rows }`; the shared type leaves the result shape open.
  return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

describe('createDatabase on embedded PostgreSQL', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vibe-data-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps data in DATA_DIR across restarts and migrates only once', async () => {
    const first = await createDatabase({ dataDir: folder });
    expect(first.kind).toBe('pglite');
    expect(first.location).toBe(folder);
    await first.db.insert(onboarding).values({ email: 'kept@example.com' });
    await first.close();

    const again = await createDatabase({ dataDir: folder });
    try {
      expect(await again.db.select({ email: onboarding.email }).from(onboarding)).toEqual([
        { email: 'kept@example.com' },
      ]);
      expect(await appliedMigrations(again.db)).toBe(MIGRATION_COUNT);
    } finally {
      await again.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('createDatabase on PostgreSQL', () => {
  it('lets several instances start together and migrates once, under a lock', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    const handles = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl: scratch.url })),
    );
    try {
      expect(handles.map((handle) => handle.kind)).toEqual(['postgres', 'postgres', 'postgres']);
      expect(await appliedMigrations(handles[0]!.db)).toBe(MIGRATION_COUNT);
      await handles[0]!.ping();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });

  it('prints its URL without the password', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    const url = new URL(scratch.url);
    url.password = 'not-needed-with-trust-auth';
    const handle = await createDatabase({ databaseUrl: url.toString() });
    try {
      expect(handle.location).toContain(':***@');
      expect(handle.location).not.toContain('not-needed');
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
