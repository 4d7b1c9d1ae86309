import { defineConfig } from 'vitest/config';

// Unit tests and the route suites (in-memory PGlite always; a real PostgreSQL too when
// TEST_DATABASE_URL is set). Embedded PostgreSQL takes a few seconds to boot, hence the timeouts.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
