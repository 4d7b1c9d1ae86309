import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInRequest } from '../testing/admin-helpers.ts';
import { buildTestApp } from '../testing/api-helpers.ts';
import { pgliteDriver, type TestDatabase } from '../testing/test-databases.ts';
import { bootstrapOrganisers, describeBootstrap } from './bootstrap.ts';
import { clearSetupCode, setupCodeMatches } from './settings.ts';

describe('bootstrapOrganisers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pgliteDriver.open();
  });
  afterAll(() => database.close());
  beforeEach(() => database.reset());

  it('creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD, who can sign in', async () => {
    const outcome = await bootstrapOrganisers(database.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'a long password',
    });
    expect(outcome).toEqual({ kind: 'created', email: 'owner@example.com' });
    const app = buildTestApp(database);
    expect((await signInRequest(app, 'owner@example.com', 'a long password')).status).toBe(200);
  });

  it('never overwrites an existing organiser', async () => {
    await bootstrapOrganisers(database.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'a long password',
    });
    const again = await bootstrapOrganisers(database.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'another password',
    });
    expect(again).toEqual({ kind: 'ready' });
    const app = buildTestApp(database);
    expect((await signInRequest(app, 'owner@example.com', 'another password')).status).toBe(401);
    expect((await signInRequest(app, 'owner@example.com', 'a long password')).status).toBe(200);
  });

  it('issues a setup code when no organiser can be created, and says why', async () => {
    const outcome = await bootstrapOrganisers(database.db, {
      adminEmail: 'owner@example.com',
      adminPassword: 'short',
    });
    expect(outcome.kind).toBe('setup_code');
    if (outcome.kind !== 'setup_code') return;
    expect(outcome.problem).toMatch(/ADMIN_PASSWORD/);
    expect(await setupCodeMatches(database.db, outcome.code)).toBe(true);
    expect(await setupCodeMatches(database.db, outcome.code.toLowerCase().replace(/-/g, ''))).toBe(
      true,
    );
    expect(await setupCodeMatches(database.db, 'AAAA-BBBB-CCCC')).toBe(false);
    const lines = describeBootstrap(outcome, 'http://localhost:8080/admin').join('\n');
    expect(lines).toContain(outcome.code);
    expect(lines).not.toContain('short');
  });

  it('keeps the code every copy printed valid until the first organiser exists', async () => {
    const none = { adminEmail: undefined, adminPassword: undefined };
    const first = await bootstrapOrganisers(database.db, none);
    const second = await bootstrapOrganisers(database.db, none);
    if (first.kind !== 'setup_code' || second.kind !== 'setup_code') throw new Error('no code');
    expect(first.code).not.toBe(second.code);
    expect(await setupCodeMatches(database.db, first.code)).toBe(true);
    expect(await setupCodeMatches(database.db, second.code)).toBe(true);
    await clearSetupCode(database.db);
    expect(await setupCodeMatches(database.db, first.code)).toBe(false);
    expect(await setupCodeMatches(database.db, second.code)).toBe(false);
  });
});
