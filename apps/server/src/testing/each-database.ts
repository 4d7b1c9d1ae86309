// The route tests are written once and run on every available database (like drizzle's
// pg-common suite): PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. Each route's
// `<name>.test.ts` calls describeOnEachDatabase, so vitest runs the route files in parallel.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { buildTestApp } from './api-helpers.ts';
import {
  availableDrivers,
  TEST_DATABASE_URL,
  type TestDatabase,
  type TestDriver,
} from './test-databases.ts';

export interface SuiteContext {
  driver: TestDriver;
  database: TestDatabase;
  /** The app on `database` with test defaults (no rate limit, no web app). */
  app: Hono;
}

/** Adds tests that read their database and app from `context()` (valid inside a test). */
export type SuiteCases = (context: () => SuiteContext) => void;

/**
 * Gives the enclosing `describe` one migrated database of `driver`: opened before its tests,
 * emptied before each (ahead of the describe's own `beforeEach`), closed after them. The getter
 * is valid inside tests and hooks.
 * @example const database = useSuiteDatabase(driver); beforeEach(() => seed(database().db));
 */
export function useSuiteDatabase(driver: TestDriver): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await driver.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database?.reset();
  });
  return () => {
    if (!database) throw new Error('the suite database did not open');
    return database;
  };
}

/** Runs `cases` against one migrated database of `driver`, emptied before every test. */
export function describeApiSuite(driver: TestDriver, cases: SuiteCases[]): void {
  describe(`the API on ${driver.name}`, () => {
    let context: SuiteContext | undefined;
    beforeAll(async () => {
      const database = await driver.open();
      context = { driver, database, app: buildTestApp(database) };
    });
    afterAll(async () => {
      await context?.database.close();
    });
    beforeEach(async () => {
      await context?.database.reset();
    });
    const get = () => {
      if (!context) throw new Error('the suite database did not open');
      return context;
    };
    for (const addCases of cases) addCases(get);
  });
}

/**
 * Runs `cases` on every available database, each on its own migrated database emptied before
 * every test; without TEST_DATABASE_URL the PostgreSQL run shows as skipped.
 * @example describeOnEachDatabase((context) => { it('…', async () => { const { app } = context(); }); });
 */
export function describeOnEachDatabase(cases: SuiteCases): void {
  for (const driver of availableDrivers) describeApiSuite(driver, [cases]);
  if (!TEST_DATABASE_URL) {
    describe('the API on postgres', () => {
      it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
    });
  }
}
