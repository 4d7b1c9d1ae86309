// A server of a test's own, for tests the suite's shared servers cannot serve: the dashboard's
// (a fresh database with no organiser yet, so the first-run form and the setup code the server
// prints at start can be tried as a new organiser would), the interview editor's (other specs
// expect the seeded questions), and those that stop the server (the shared ones must live on).
// It runs the same entry as `npm start` on a fresh database (the web app is already built by the
// suite's web servers), with the process at hand to stop, and to start again on the same port
// and data (a server back after a crash).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;

export interface OwnServer {
  url: string;
  /**
   * The one-time setup code for /admin's first-run form that the last start printed; throws when
   * it printed none, as an organiser exists (ADMIN_EMAIL and ADMIN_PASSWORD create one at start).
   */
  readonly setupCode: string;
  /** Sends `signal` (SIGTERM unless told) to the server's process and waits until it exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Kills the server and starts it again on the same port and data; waits until it started. */
  restart(): Promise<void>;
}

export interface OwnServerOptions {
  /** More settings for this server; they win over the defaults below. */
  env?: Record<string, string>;
}

/** A running server process: how to stop it, and what it printed once started. */
interface Launched {
  stop: OwnServer['stop'];
  setupCode: string | undefined;
}

/**
 * Starts the server on a free port (never a fixed one: another run of the suite may hold it) and
 * waits for its start-up lines (the last tells about the dashboard).
 */
export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-e2e-own-'));
  const env = options.env ?? {};
  let launched = await launch(port, dataDir, env);
  return {
    url: `http://127.0.0.1:${port}`,
    get setupCode() {
      if (!launched.setupCode) throw new Error('the server printed no setup code');
      return launched.setupCode;
    },
    stop: (signal) => launched.stop(signal),
    restart: async () => {
      await launched.stop('SIGKILL');
      launched = await launch(port, dataDir, env);
    },
  };
}

/** Runs one server process on `port` and `dataDir` until it printed its start-up lines. */
async function launch(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<Launched> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SIGNUP_RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  // The server listens before it has an organiser or a setup code: its `admin:` line, printed
  // after both, says it has started (whole, so a setup code is never read cut short).
  const started = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^\s*admin:.*\n/m.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}):\n${output}`));
    });
  });
  await started;
  return {
    setupCode: /setup code ([A-Z0-9-]+)/.exec(output)?.[1],
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
