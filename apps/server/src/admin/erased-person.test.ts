import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { auditLog } from '../db/schema/admin.ts';
import {
  pgliteDriver,
  postgresDriver,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../testing/test-databases.ts';
import { auditKeyOf, erasedPersonReference, hashErasedAddressesInAudit } from './erased-person.ts';

const key = auditKeyOf('an auth secret of at least thirty-two characters');

describe('erasedPersonReference', () => {
  it('is a keyed hash: the same for one address in any case, different per address and key', () => {
    const ada = erasedPersonReference(key, 'ada@example.com');
    expect(ada).toMatch(/^person:[0-9a-f]{32}$/);
    expect(erasedPersonReference(key, ' ADA@example.com ')).toBe(ada);
    expect(erasedPersonReference(key, 'bob@example.com')).not.toBe(ada);
    const otherKey = auditKeyOf('another auth secret, also thirty-two characters');
    expect(erasedPersonReference(otherKey, 'ada@example.com')).not.toBe(ada);
    expect(ada).not.toContain('ada');
  });
});

describe.each([pgliteDriver, ...(TEST_DATABASE_URL ? [postgresDriver] : [])])(
  'hashErasedAddressesInAudit ($name)',
  (driver) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await driver.open();
    });
    afterAll(() => database.close());
    beforeEach(() => database.reset());

    it('replaces the clear address of earlier erasures, once, and touches nothing else', async () => {
      const actor = 'owner@example.com';
      await recordAudit(database.db, { actor, action: 'delete', target: 'ada@example.com' });
      await recordAudit(database.db, { actor, action: 'sign-in', target: null });
      await recordAudit(database.db, { actor, action: 'invite', target: 'new@example.com' });
      const already = erasedPersonReference(key, 'bob@example.com');
      await recordAudit(database.db, { actor, action: 'delete', target: already });

      expect(await hashErasedAddressesInAudit(database.db, key)).toBe(1);
      expect(await hashErasedAddressesInAudit(database.db, key)).toBe(0);
      const rows = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(rows.map((row) => row.target)).toEqual([
        erasedPersonReference(key, 'ada@example.com'),
        null,
        'new@example.com',
        already,
      ]);
    });
  },
);
