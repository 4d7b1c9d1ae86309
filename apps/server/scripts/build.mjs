#!/usr/bin/env node
// Builds the server into plain JavaScript (dist/main.js), so `npm start` runs it without a
// TypeScript loader. The workspace's own packages (@vibe/*, TypeScript sources) are bundled in;
// every npm dependency stays an ordinary import from node_modules.
//
// Files the sources find next to themselves through `new URL('…', import.meta.url)` (SQL
// migrations, the web app's build, the local platform's eSpeak worker, the platform's OpenAPI
// document) keep resolving from where they live in the repository: each source file's
// `import.meta.url` is replaced by that file's own URL. So the build runs in place, from this
// repository, like the TypeScript it replaces.
//
// The local platform, and the npm packages only it uses (ws, ajv, yaml…), go into chunks of
// their own under dist/chunks, which main.js loads by the dynamic import() where local mode
// starts (src/local-mode.ts): a server in hosted mode never loads them. `--metafile` prints the
// build's metafile instead of writing dist/, for build.hosted-chunk.test.ts to check that.
import { readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(serverRoot, '../..');
const outDir = join(serverRoot, 'dist');
const chunksDir = join(outDir, 'chunks');
const metafileOnly = process.argv.includes('--metafile');

/** The folder of package `name` as Node finds it from `fromDir` (the nearest node_modules). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * A deep import into a package without an `exports` map (`ajv/dist/2020`) works through a
 * TypeScript loader, which resolves like `require`, but not in plain Node ESM, which wants the
 * file's extension: add the one `require` finds.
 */
function withExtension(specifier, name, importer) {
  if (specifier === name || extname(specifier)) return specifier;
  const require = createRequire(importer);
  try {
    if (require(`${name}/package.json`).exports) return specifier;
  } catch {
    return specifier; // A package that hides its package.json has an exports map.
  }
  return specifier + extname(require.resolve(specifier));
}

/**
 * Leaves a dependency to node_modules when the built file finds the same copy of it as the
 * importing source does; bundles it otherwise (a workspace package's own version, nested in its
 * node_modules, e.g. the local platform's ajv 8 beside another ajv at the root). @vibe/*
 * packages are TypeScript sources and always bundled.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@vibe/')) return undefined;
      const parts = args.path.split('/');
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      const seenBySource = packageDir(name, args.resolveDir);
      if (seenBySource !== packageDir(name, outDir)) return undefined;
      return { path: withExtension(args.path, name, args.importer), external: true };
    });
  },
};

/** Pins `import.meta.url` of each workspace source file to that file's place in the repo. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(plugin) {
    plugin.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Removes chunks of earlier builds (their names change with their contents). */
async function removeStaleChunks(outputs) {
  const current = new Set(Object.keys(outputs).map((output) => join(repoRoot, output)));
  const files = await readdir(chunksDir).catch(() => []);
  await Promise.all(
    files
      .map((file) => join(chunksDir, file))
      .filter((path) => !current.has(path))
      .map((path) => rm(path, { force: true })),
  );
}

const started = Date.now();
const result = await build({
  // Paths in the metafile read from the repository's root (apps/server/dist/main.js).
  absWorkingDir: repoRoot,
  // `main` keeps the entry at dist/main.js, the file `npm start` runs. The local platform is an
  // entry too, only to give its chunk a name that says what it is: main.js's dynamic import of
  // it loads that file, and nothing imports it statically.
  entryPoints: {
    main: join(serverRoot, 'src/main.ts'),
    'chunks/local-platform': '@vibe/local-platform',
  },
  outdir: outDir,
  // Each dynamic import() gets a chunk of its own, loaded only when it runs; code both sides use
  // goes into shared chunks (dist/chunks/chunk-<hash>.js).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  write: !metafileOnly,
  metafile: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS code requires its own dependencies; give it Node's require to do so (in
  // every output file: each chunk is a module of its own).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [externalDependencies, sourceFileUrls],
});
if (metafileOnly) {
  process.stdout.write(JSON.stringify(result.metafile));
} else {
  await removeStaleChunks(result.metafile.outputs);
  console.log(
    `Server built into apps/server/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
