// Bundle size of the SDK as a page would ship it: esbuild (minify, ESM, tree-shaking, browser,
// code splitting, as the web app's bundler splits it) and gzip. Each case's budget holds its
// main chunk: what the page downloads for the import itself, before any call. The chunks its
// dynamic `import()`s split off are printed too, one row each, and not budgeted: they load when
// a call starts (or when a page preloads them). Budgets: the whole REST client ≤ 12 KB gzip;
// `import VoiceCall from '@vibe/voice-sdk/web'` ≤ 8 KB gzip before a call — the WebSocket
// transport is its lazy chunk, and daily-js is left external (a separate dependency, loaded
// when a Daily call starts; not measured here). Exits 1 when a budget is missed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const sdkSrc = join(here, '..', 'packages', 'voice-sdk', 'src');
const KB = 1024;

interface Case {
  label: string;
  /** Files (below packages/voice-sdk/src) that must exist for the case to be measured. */
  needs: string[];
  source: string;
  budgetGzip?: number;
}

const cases: Case[] = [
  {
    label: '(a) whole REST client: export * from @vibe/voice-sdk',
    needs: ['index.ts'],
    source: `export * from '@vibe/voice-sdk';`,
    budgetGzip: 12 * KB,
  },
  {
    label: '(b) page using one resource: new VoiceClient().assistants.list()',
    needs: ['index.ts'],
    source: `import { VoiceClient } from '@vibe/voice-sdk';
      new VoiceClient({ apiKey: 'k' }).assistants.list().then((page) => console.log(page));`,
  },
  {
    label: '(b2) one resource class on the bare runtime: new Assistants(new BaseClient())',
    needs: ['resources/assistants.ts', 'core/base-client.ts'],
    source: `import { BaseClient } from './core/base-client.ts';
      import { Assistants } from './resources/assistants.ts';
      new Assistants(new BaseClient({ apiKey: 'k' })).list().then((page) => console.log(page));`,
  },
  {
    label: '(r) HTTP runtime alone: BaseClient, errors, pagination, uploads',
    needs: ['core/base-client.ts'],
    source: `export * from './core/base-client.ts';
      export * from './core/error.ts';
      export * from './core/pagination.ts';
      export * from './core/uploads.ts';`,
  },
  {
    label: '(c) web call: import VoiceCall from @vibe/voice-sdk/web (daily-js external)',
    needs: ['web.ts'],
    source: `import VoiceCall from '@vibe/voice-sdk/web';
      globalThis.VoiceCall = VoiceCall;`,
    budgetGzip: 8 * KB,
  },
  {
    label: '(c2) every export of @vibe/voice-sdk/web',
    needs: ['web.ts'],
    source: `export * from '@vibe/voice-sdk/web';`,
  },
  {
    label: '(c3) VoiceCall and a custom transport: + WebSocketTransport from …/web/websocket',
    needs: ['web.ts', 'web-websocket.ts'],
    source: `import VoiceCall from '@vibe/voice-sdk/web';
      import { WebSocketTransport } from '@vibe/voice-sdk/web/websocket';
      globalThis.parts = [VoiceCall, WebSocketTransport];`,
  },
];

interface Chunk {
  /** 'main', or the lazy chunk's module below packages/voice-sdk/src. */
  name: string;
  /** Its files: a chunk with the code it imports statically that no earlier chunk loaded. */
  files: number;
  min: number;
  gzip: number;
}

/** The page's source as the bundle's one entry point (splitting needs a real entry, not stdin). */
function pagePlugin(source: string): Plugin {
  return {
    name: 'page',
    setup(build) {
      build.onResolve({ filter: /^page$/ }, () => ({ path: 'page.ts', namespace: 'page' }));
      build.onLoad({ filter: /.*/, namespace: 'page' }, () => ({
        contents: source,
        loader: 'ts',
        resolveDir: sdkSrc,
      }));
    },
  };
}

/**
 * The page's chunks as a browser loads them. Main: the entry and every file it imports
 * statically (esbuild may split shared code into a file of its own; it still loads before any
 * call). Then each dynamic `import()` target, with the files it imports statically that main has
 * not loaded yet. External modules (daily-js) are not followed.
 */
async function measure(source: string): Promise<Chunk[]> {
  const result = await build({
    entryPoints: ['page'],
    plugins: [pagePlugin(source)],
    absWorkingDir: here,
    bundle: true,
    splitting: true,
    outdir: '.sdk-size-out',
    metafile: true,
    write: false,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['@daily-co/daily-js'],
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const loaded = new Set<string>();
  const lazyTargets: string[] = [];
  /** Adds `path` and its static imports to `into` (skipping what is loaded already). */
  const collect = (path: string, into: Set<string>) => {
    if (loaded.has(path) || into.has(path)) return;
    into.add(path);
    for (const imported of outputs[path]!.imports) {
      if (imported.external) continue;
      if (imported.kind === 'dynamic-import') lazyTargets.push(imported.path);
      else collect(imported.path, into);
    }
  };
  const chunk = (name: string, root: string): Chunk => {
    const files = new Set<string>();
    collect(root, files);
    for (const file of files) loaded.add(file);
    const sizes = [...files].map((file) => contents.get(join(here, file))!);
    return {
      name,
      files: files.size,
      min: sizes.reduce((sum, code) => sum + code.byteLength, 0),
      gzip: sizes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).byteLength, 0),
    };
  };
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === 'page:page.ts');
  const chunks = [chunk('main', entry!)];
  for (let i = 0; i < lazyTargets.length; i++) {
    const target = lazyTargets[i]!;
    if (loaded.has(target)) continue;
    const module = outputs[target]!.entryPoint!.replace(/^.*packages\/voice-sdk\/src\//, '');
    chunks.push(chunk(module, target));
  }
  return chunks;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;
const rows: Record<string, string>[] = [];
let missed = false;
for (const { label, needs, source, budgetGzip } of cases) {
  const budget = budgetGzip ? `≤ ${kb(budgetGzip)}` : 'shown';
  if (!needs.every((file) => existsSync(join(sdkSrc, file)))) {
    rows.push({ bundle: label, minified: '-', gzip: 'not built yet', budget, result: 'skipped' });
    continue;
  }
  const [main, ...lazy] = await measure(source);
  const ok = budgetGzip === undefined || main!.gzip <= budgetGzip;
  if (!ok) missed = true;
  rows.push({
    bundle: label,
    minified: kb(main!.min),
    files: String(main!.files),
    gzip: kb(main!.gzip),
    budget,
    result: budgetGzip === undefined ? '' : ok ? 'ok' : 'OVER BUDGET',
  });
  for (const chunk of lazy) {
    rows.push({
      bundle: `  + lazy chunk, loaded on first use: ${chunk.name}`,
      minified: kb(chunk.min),
      files: String(chunk.files),
      gzip: kb(chunk.gzip),
      budget: 'shown',
      result: '',
    });
  }
}

console.log(
  'SDK bundle sizes (esbuild --minify --format=esm --splitting --platform=browser, gzip -9):',
);
console.log(
  'Each budget holds the main chunk: the files that load with the import, before any call.',
);
console.table(rows);
console.log('daily-js is external in every case: its own download, only when a Daily call starts.');
if (missed) {
  console.error('An SDK bundle is over its size budget.');
  process.exit(1);
}
