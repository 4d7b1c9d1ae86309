// Builds the publishable package into dist/: one unminified ESM file per entry point (index.js,
// web.js, protocol.js) bundled by esbuild, with daily-js left external (it is a dependency and
// is loaded lazily), plus type declarations from tsc. The workspace itself imports src/ directly; the
// `publishConfig.exports` in package.json point a published copy at dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const entries = ['index', 'web', 'web-network-test', 'web-websocket', 'protocol'].filter((name) =>
  existsSync(join(root, 'src', `${name}.ts`)),
);

rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: entries.map((name) => ({ in: `src/${name}.ts`, out: name })),
  outdir: 'dist',
  bundle: true,
  // Shared code becomes chunks of its own: the entries share one copy (one StartCancelled for
  // `instanceof`), and the dynamic imports (the WebSocket transport) stay separate files.
  splitting: true,
  format: 'esm',
  // Neutral: the code runs in browsers and Node 20+ alike and imports nothing from node:.
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: ['@daily-co/daily-js'],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});

const tsc = join(root, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
console.log(`Built ${entries.map((name) => `dist/${name}.js`).join(', ')} with type declarations.`);
