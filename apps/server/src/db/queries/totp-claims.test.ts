import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser } from '../../admin/organisers.ts';
import { organiserTotpClaims } from '../schema/admin.ts';
import { pgliteDriver, type TestDatabase } from '../../testing/test-databases.ts';
import { claimTotpCode, releaseTotpClaim, TOTP_CODE_LIFETIME_MS } from './totp-claims.ts';
import { fastPasswordHasher } from '../../testing/fast-password-hasher.ts';

describe('TOTP code claims', () => {
  let database: TestDatabase;
  let organiserId: string;
  beforeAll(async () => {
    database = await pgliteDriver.open();
    const created = await createOrganiser(
      database.db,
      {
        email: 'owner@example.com',
        password: 'correct horse battery',
        role: 'owner',
      },
      { hasher: fastPasswordHasher },
    );
    if (!created.ok) throw new Error(created.error);
    organiserId = created.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const claim = (code: string, ms: number) =>
    claimTotpCode(database.db, { organiserId, code, now: at(ms) });

  it('claims a code once within its lifetime, and again once it has passed', async () => {
    expect(await claim('111111', 0)).toMatchObject({ organiserId, code: '111111' });
    expect(await claim('111111', TOTP_CODE_LIFETIME_MS - 1)).toBeNull();
    // Another code of the same organiser is its own claim.
    expect(await claim('222222', 1)).not.toBeNull();
    expect(await claim('111111', TOTP_CODE_LIFETIME_MS)).toMatchObject({
      expiresAt: at(2 * TOTP_CODE_LIFETIME_MS),
    });
  });

  it('gives a released code back, and deletes expired claims on the way', async () => {
    const first = await claim('333333', 10 * TOTP_CODE_LIFETIME_MS);
    expect(first).not.toBeNull();
    await releaseTotpClaim(database.db, first!);
    expect(await claim('333333', 10 * TOTP_CODE_LIFETIME_MS + 1)).not.toBeNull();
    const rows = await database.db.select().from(organiserTotpClaims);
    expect(rows.map((row) => row.code)).toEqual(['333333']);
  });
});
