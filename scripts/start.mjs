#!/usr/bin/env node
// `npm start`: builds what is not built yet (the web app), then runs the server, passing signals
// on and exiting with its exit code. Plain JavaScript so it runs before anything is compiled.
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
const webIndex = join(root, 'apps/web/dist/index.html');
const webNotFound = join(root, 'apps/web/dist/404.html');
// Everything the web build reads: its own sources and the workspace packages it bundles.
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/voice-sdk/src',
].map((path) => join(root, path));

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

function webBuildReason() {
  if (!existsSync(webIndex)) return 'apps/web/dist is missing';
  if (!existsSync(webNotFound)) return 'apps/web/dist/404.html is missing';
  const built = statSync(webIndex).mtimeMs;
  const changed = webInputs.find((input) => newestMtime(input) > built);
  return changed ? `${changed.slice(root.length + 1)} changed since the last build` : null;
}

if (!existsSync(join(root, 'node_modules/tsx'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

// Several servers may start at once (the browser tests start two): one builds, the others
// wait for it and then find the build fresh. The lock is a folder (mkdir is atomic) holding
// the builder's pid, so a lock left by a killed build is recognised and taken over.
const lockDir = join(root, 'node_modules/.cache/vibe-web-build.lock');

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

function buildWebApp(reason) {
  console.log(`Building the web app (${reason})…`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@vibe/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(build.status ?? 1);
  }
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

let waited = false;
for (;;) {
  const reason = webBuildReason();
  if (!reason) {
    console.log(waited ? 'Web app built by another start.' : 'Web app is up to date.');
    break;
  }
  if (tryLock()) {
    try {
      // Re-check: another start may have finished the build just before we took the lock.
      const stillNeeded = webBuildReason();
      if (stillNeeded) buildWebApp(stillNeeded);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
    break;
  }
  if (!waited) console.log('Another start is building the web app; waiting for it…');
  waited = true;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// Own process group, so a terminal's Ctrl-C reaches the server once (forwarded from here),
// not twice (which it would read as "exit now").
// The IPC channel ties the server to this process: if this one is killed outright (SIGKILL, as
// test runners do to their web servers), the channel closes and the server shuts down too.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
