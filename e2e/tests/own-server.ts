// A server of a test's own, for a test that stops it (the suite's shared servers must live on):
// the same entry as `npm start` on a fresh database (the web app is already built by the
// suite's web servers), with the process at hand to kill, and to start again on the same port
// and data (a server back after a crash).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 120_000;

export interface OwnServer {
  url: string;
  /** Sends `signal` to the server's process and waits until it has exited. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** After a stop: starts the server again on the same port and data, and waits until ready. */
  restart(): Promise<void>;
}

type Stop = OwnServer['stop'];

/** Starts the server and waits until `/readyz` answers 200. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-e2e-own-'));
  let stop = await launch(port, dataDir, env);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: (signal) => stop(signal),
    restart: async () => {
      await stop('SIGKILL');
      stop = await launch(port, dataDir, env);
    },
  };
}

/** Runs one server process on `port` and `dataDir`; answers how to stop it once it is ready. */
async function launch(port: number, dataDir: string, env: Record<string, string>): Promise<Stop> {
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
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
}
