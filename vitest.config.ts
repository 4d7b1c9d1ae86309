import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests has its own vitest.config.ts; `npm run test:unit`
// runs them all as projects of one run. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
