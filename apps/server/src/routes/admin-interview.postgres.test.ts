import { describe, it } from 'vitest';
import { postgresDriver, TEST_DATABASE_URL } from '../test/test-databases.ts';
import { describeInterviewSuite } from './admin-interview.cases.ts';

if (TEST_DATABASE_URL) {
  describeInterviewSuite(postgresDriver);
} else {
  describe('the interview and answers API on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
