// A server of its own for the dashboard's tests: a fresh database with no organiser yet, so the
// first-run form and the setup code the server prints at start can be tried as a new organiser
// would. It runs the same entry as `npm start` (the web app is already built by the suite's
// web servers).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface AdminServer {
  url: string;
  setupCode: string;
  stop(): Promise<void>;
}

/**
 * Starts the server and waits for its start-up lines, reading the printed setup code.
 * @param env more settings for this server (they win over the defaults above)
 */
export async function startAdminServer(
  port: number,
  env: Record<string, string> = {},
): Promise<AdminServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'vibe-e2e-admin-')),
        SIGNUP_RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const setupCode = await new Promise<string>((resolveCode, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup code printed:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /setup code ([A-Z0-9-]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveCode(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    setupCode,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
