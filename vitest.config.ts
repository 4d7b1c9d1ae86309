import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests has its own vitest.config.ts; `npm run test:unit`
// runs them all as projects of one run, with scripts/ (the repository's tooling) as one more.
// Browser tests live in e2e/ and run under Playwright.
//
// Vitest's default is one worker per core but one, which is a single worker on a 2-core machine.
// The suites wait on I/O (PostgreSQL, sockets, child processes, real-time audio) far more than
// they compute, so a few more workers than cores finish sooner. VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 3;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
