import { afterEach, describe, expect, it } from 'vitest';
import { createLocalPlatform } from '../platform.ts';
import { testDatabaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { readStoredKeys } from './stored-keys.ts';

describe.each(testDatabaseKinds)('readStoredKeys on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('answers null on a database the platform never ran on', async () => {
    database = await openTestDatabase(kind);
    expect(await readStoredKeys(database.db)).toBeNull();
  });

  it('answers the keys and seeded assistant a start made, and a later start uses', async () => {
    database = await openTestDatabase(kind);
    const options = { db: database.db, publicBaseUrl: 'http://localhost:8090' };
    const first = await createLocalPlatform(options);
    await first.close();
    const stored = await readStoredKeys(database.db);
    expect(stored).toEqual({ ...first.keys, assistantId: first.assistantId });
    const again = await createLocalPlatform(options);
    await again.close();
    expect({ ...again.keys, assistantId: again.assistantId }).toEqual(stored);
  });
});
