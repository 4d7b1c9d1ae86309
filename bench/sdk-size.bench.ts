// Bundle size of the SDK as a page would ship it: esbuild (minify, ESM, tree-shaking, browser)
// and gzip. Budgets: the whole REST client ≤ 12 KB gzip, the web-call code ≤ 8 KB gzip
// (daily-js excluded: it is a separate, lazily loaded dependency). Exits 1 when one is missed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

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
    label: '(c) web call: export * from @vibe/voice-sdk/web (daily-js external)',
    needs: ['web.ts'],
    source: `export * from '@vibe/voice-sdk/web';`,
    budgetGzip: 8 * KB,
  },
];

async function measure(source: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: sdkSrc, loader: 'ts', sourcefile: 'page.ts' },
    bundle: true,
    write: false,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['@daily-co/daily-js'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
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
  const { min, gzip } = await measure(source);
  const ok = budgetGzip === undefined || gzip <= budgetGzip;
  if (!ok) missed = true;
  rows.push({
    bundle: label,
    minified: kb(min),
    gzip: kb(gzip),
    budget,
    result: budgetGzip === undefined ? '' : ok ? 'ok' : 'OVER BUDGET',
  });
}

console.log('SDK bundle sizes (esbuild --minify --format=esm --platform=browser, gzip -9)');
console.table(rows);
if (missed) {
  console.error('An SDK bundle is over its size budget.');
  process.exit(1);
}
