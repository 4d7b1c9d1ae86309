import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium.ts';
import { E2E_ORGANISER } from './organiser.ts';
import { E2E_PLATFORM_PRIVATE_KEY } from './platform-key.ts';

// Whole-product browser tests: the real `npm start` server on embedded defaults (PGlite in a
// fresh temporary DATA_DIR), driven in the system Chromium with fake media devices.
const repoRoot = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 18080);
/** A second instance that allows one sign-up per minute, to see the page answer a real 429. */
const strictPort = port + 1;

function server(listenPort: number, extraEnv: Record<string, string>) {
  return {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${listenPort}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vibe-e2e-')),
      ...extraEnv,
    },
  };
}

// Two workers: spec files run side by side (each file's tests stay in order in one worker). The
// files share nothing but the two web servers (unique e-mails; the dashboard and hostile-report
// files start servers of their own), and on this 2-core machine two workers passed the whole
// suite where one did, a little faster. E2E_WORKERS overrides (1 to run the files one by one).
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A shared 2-core machine running two browsers and two servers can take seconds to hydrate a
  // page: the tests judge what a user sees, not how fast a loaded machine shows it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: [
    server(port, {
      SIGNUP_RATE_LIMIT: '0',
      ADMIN_EMAIL: E2E_ORGANISER.email,
      ADMIN_PASSWORD: E2E_ORGANISER.password,
      LOCAL_PLATFORM_PRIVATE_KEY: E2E_PLATFORM_PRIVATE_KEY,
    }),
    server(strictPort, { SIGNUP_RATE_LIMIT: '1' }),
  ],
});
