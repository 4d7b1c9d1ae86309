import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (lint rules, scripts), apart from any workspace.
export default defineConfig({
  test: {
    name: 'repo',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
