import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The local platform's own tests: REST routes (over app.request and a real port), the call
// sessions and the scripted assistant. Database tests use in-memory PGlite, and real
// PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'local-platform',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
