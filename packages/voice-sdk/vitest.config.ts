import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'voice-sdk',
    include: ['src/**/*.test.ts'],
  },
});
