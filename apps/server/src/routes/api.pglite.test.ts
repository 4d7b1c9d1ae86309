import { describeApiSuite } from '../test/api-suite.ts';
import { pgliteDriver } from '../test/test-databases.ts';
import { adminCases } from './admin.case.ts';
import { badInputCases } from './bad-input.case.ts';
import { endingCases } from './endings.case.ts';
import { healthCases } from './health.case.ts';
import { interviewCases } from './interviews.case.ts';
import { onboardingCases } from './onboarding.case.ts';
import { webhookCases } from './webhooks.case.ts';

describeApiSuite(pgliteDriver, [
  onboardingCases,
  interviewCases,
  healthCases,
  webhookCases,
  adminCases,
  badInputCases,
  endingCases,
]);
