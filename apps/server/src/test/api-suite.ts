// The route suite is written once and run on every driver (like drizzle's pg-common suite):
// each *.case.ts file adds its tests for a context that the driver's test file provides.
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildTestApp } from './api-helpers.ts';
import type { TestDatabase, TestDriver } from './test-databases.ts';

export interface SuiteContext {
  driver: TestDriver;
  database: TestDatabase;
  /** The app on `database` with test defaults (no rate limit, no web app). */
  app: Hono;
}

export type SuiteCases = (context: () => SuiteContext) => void;

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
