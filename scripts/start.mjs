#!/usr/bin/env node
// `npm start`: builds what is not built yet or stale (the web app, the server's JavaScript), then
// runs the built server with plain Node (no TypeScript loader), passing signals on and exiting
// with its exit code. Plain JavaScript so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What `npm start` builds: each output, and everything its build reads (sources and the
 * workspace packages it bundles). A build runs when an output is missing or an input is newer.
 */
const builds = [
  {
    name: 'the web app',
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/404.html'],
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
      'packages/voice-sdk/src',
    ],
    workspace: '@vibe/web',
  },
  {
    name: 'the server',
    outputs: ['apps/server/dist/main.js'],
    inputs: [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/package.json',
      'packages/contracts/src',
      'packages/local-platform/src',
      'packages/voice-sdk/src',
      'package-lock.json',
    ],
    workspace: '@vibe/server',
  },
];

/** Newest modification time under `path` (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why `build` must run now, or null when its outputs are up to date. */
function buildReason(build) {
  const missing = build.outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...build.outputs.map((output) => statSync(join(root, output)).mtimeMs));
  const changed = build.inputs.find((input) => newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

if (!existsSync(join(root, 'node_modules/esbuild'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

// Several servers may start at once (the browser tests start two): one builds, the others
// wait for it and then find the build fresh. The lock is a folder (mkdir is atomic) holding
// the builder's pid, so a lock left by a killed build is recognised and taken over.
const lockDir = join(root, 'node_modules/.cache/vibe-build.lock');

function tryLock() {
  mkdirSync(dirname(lockDir), { recursive: true });
  try {
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = Number(readFileOr(join(lockDir, 'pid'), '0'));
    if (holder && !isAlive(holder)) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

function readFileOr(path, fallback) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function runBuild(build, reason) {
  console.log(`Building ${build.name} (${reason})…`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`${build.name} did not build; see the output above.`);
    process.exit(run.status ?? 1);
  }
  console.log(`Built ${build.name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const stale = () => builds.filter((build) => buildReason(build) !== null);
let waited = false;
for (;;) {
  if (stale().length === 0) {
    console.log(waited ? 'Built by another start.' : 'Web app and server are up to date.');
    break;
  }
  if (tryLock()) {
    try {
      // Re-check each: another start may have finished a build just before we took the lock.
      for (const build of builds) {
        const reason = buildReason(build);
        if (reason) runBuild(build, reason);
      }
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
    break;
  }
  if (!waited) console.log('Another start is building; waiting for it…');
  waited = true;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// Own process group, so a terminal's Ctrl-C reaches the server once (forwarded from here),
// not twice (which it would read as "exit now").
// The IPC channel ties the server to this process: if this one is killed outright (SIGKILL, as
// test runners do to their web servers), the channel closes and the server shuts down too.
// Source maps turn the built file's stack traces back into the TypeScript sources' lines.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 : 1));
});
