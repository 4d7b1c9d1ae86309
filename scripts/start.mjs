#!/usr/bin/env node
// `npm start`: builds what is not built yet (the web app), then runs the server, passing signals
// on and exiting with its exit code. Plain JavaScript so it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');
// Everything the web build reads: its own sources and the workspace packages it bundles.
const webInputs = [
  'apps/web/src',
  'apps/web/public',
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
  const built = statSync(webIndex).mtimeMs;
  const changed = webInputs.find((input) => newestMtime(input) > built);
  return changed ? `${changed.slice(root.length + 1)} changed since the last build` : null;
}

if (!existsSync(join(root, 'node_modules/tsx'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

const reason = webBuildReason();
if (reason) {
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
} else {
  console.log('Web app is up to date.');
}

// Own process group, so a terminal's Ctrl-C reaches the server once (forwarded from here),
// not twice (which it would read as "exit now").
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 : 1));
});
