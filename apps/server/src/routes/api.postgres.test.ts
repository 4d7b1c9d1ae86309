import { describe, it } from 'vitest';
import { describeApiSuite } from '../test/api-suite.ts';
import { postgresDriver, TEST_DATABASE_URL } from '../test/test-databases.ts';
import { apiCases } from './api.cases.ts';

if (TEST_DATABASE_URL) {
  describeApiSuite(postgresDriver, apiCases);
} else {
  describe('the API on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
