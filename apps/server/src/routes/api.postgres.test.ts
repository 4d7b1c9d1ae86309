import { describe, it } from 'vitest';
import { describeApiSuite } from '../test/api-suite.ts';
import { postgresDriver, TEST_DATABASE_URL } from '../test/test-databases.ts';
import { adminCases } from './admin.case.ts';
import { badInputCases } from './bad-input.case.ts';
import { endingCases } from './endings.case.ts';
import { healthCases } from './health.case.ts';
import { interviewCases } from './interviews.case.ts';
import { onboardingCases } from './onboarding.case.ts';
import { webhookCases } from './webhooks.case.ts';

if (TEST_DATABASE_URL) {
  describeApiSuite(postgresDriver, [
    onboardingCases,
    interviewCases,
    healthCases,
    webhookCases,
    adminCases,
    badInputCases,
    endingCases,
  ]);
} else {
  describe('the API on postgres', () => {
    it.skip('runs when TEST_DATABASE_URL points at a PostgreSQL server', () => {});
  });
}
