// Every case file of the route suite, run by each driver's test file (PGlite always, PostgreSQL
// with TEST_DATABASE_URL), so a new case file is added once and runs on both.
import type { SuiteCases } from '../test/api-suite.ts';
import { adminCases } from './admin.case.ts';
import { adminOrganiserCases } from './admin-organisers.case.ts';
import { badInputCases } from './bad-input.case.ts';
import { endingCases } from './endings.case.ts';
import { healthCases } from './health.case.ts';
import { interviewCases } from './interviews.case.ts';
import { onboardingCases } from './onboarding.case.ts';
import { webhookCases } from './webhooks.case.ts';

export const apiCases: SuiteCases[] = [
  onboardingCases,
  interviewCases,
  healthCases,
  webhookCases,
  adminCases,
  adminOrganiserCases,
  badInputCases,
  endingCases,
];
