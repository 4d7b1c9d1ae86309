// The product's server as its own process, for benches that measure the process itself (start-up
// time, resident memory): started on a free port with a fresh data folder, ready at /readyz.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@vibe/e2e/free-port';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** How the server runs: as `npm start` runs it now, or through the TypeScript loader. */
export type ServerMode = 'built' | 'tsx';

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first `200 /readyz`. */
  readyMs: number;
  /** The process's resident memory now and at its peak so far, in MB (from /proc). */
  memoryMb(): ProcessMemory;
  stop(): Promise<void>;
}

/** A process's resident set (`VmRSS`) and its peak (`VmHWM`), in MB. */
export interface ProcessMemory {
  rss: number;
  peak: number;
}

/** What /proc says of process `pid`'s memory (Linux only). */
function processMemoryMb(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Builds the server's JavaScript, as `npm start` does when its sources changed. */
export function buildServer(): void {
  const run = spawnSync('npm', ['run', 'build', '-w', '@vibe/server'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (run.status !== 0) throw new Error('the server did not build');
}

/** Builds the web app (vite build + prerender), for benches that serve apps/web/dist. */
export function buildWeb(): void {
  console.log('building apps/web (vite build + prerender)…');
  const run = spawnSync('npm', ['run', 'build', '-w', '@vibe/web'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error('apps/web build failed');
  }
}

export async function startBenchServer(
  mode: ServerMode,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vibe-bench-server-'));
  const args =
    mode === 'built'
      ? ['--enable-source-maps', 'apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not get ready within 180 s');
    }
    const ready = await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    memoryMb: () => processMemoryMb(child.pid!),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
