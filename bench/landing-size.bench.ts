// The landing page's first load, against its budgets: builds apps/web,
// reads the built index.html, and measures every file the page loads before the visitor
// interacts — the entry script, its modulepreloads and whatever those import statically, plus
// the stylesheets, linked or inline — gzip-compressed. Budget: at most 85 KB (85,000 bytes) of
// JavaScript. The sign-up island (React) loads on the visitor's first sign of intent (a pointer
// move, touch, key, focus or scroll): the entry's own dynamic imports and what they
// import statically are listed as `on-intent`, with their total, outside the budget. Nothing of
// the interview (dialog, SDK, call library) or the dashboard may be in either; the hero
// (headline, tagline, collapsed pill) must be in the HTML itself, rendered at build time. Exits 1
// when a budget is missed.
//
// It also reports the interview's code that loads after the first interaction: the
// dialog's chunk and the SDK's chunk with their static imports, beyond what the first load has
// already fetched — and checks that the call library (daily-js) is not among them: the local
// platform's WebSocket path never loads it.
//
// `--no-build` measures the existing apps/web/dist instead of building it first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..', 'apps', 'web');
const distDir = join(webDir, 'dist');

const KB = 1000;
const JS_BUDGET_GZIP = 85 * KB;

/** Texts that must show in the served HTML before any script runs (docs/product.md#messages). */
const HERO_TEXTS = [
  'Vibe Together',
  'Vibe coding, together.',
  'weekly chats',
  'honest feedback',
  'peer motivation',
  'Join the Community',
  'Free to join • No spam • Instant access',
];

/**
 * Marks of code that must not be in the first load: the interview — the dialog (its copy and
 * slots), the /api call it makes, the SDK's web-call stages, the call library — the
 * schema library (the contract's zod schemas are for the server; the page imports types), and
 * the organisers' dashboard with its libraries (none of it in the landing page's
 * initial load).
 */
const FORBIDDEN_MARKS: Array<[mark: string, what: string]> = [
  ['Connecting...', 'interview dialog'],
  ['Configuration Error', 'interview dialog'],
  ['/api/voice-config', 'interview dialog'],
  ['dialog-content', 'interview dialog'],
  ['End Interview', 'interview call view'],
  ['Assistant Speaking...', 'interview call view'],
  ['web-call-creation', 'voice SDK'],
  ['call-start-progress', 'voice SDK'],
  ['video-call-join', 'voice SDK'],
  ['daily-js', 'call library'],
  ['DailyIframe', 'call library'],
  ['@daily-co', 'call library'],
  ['$ZodType', 'zod'],
  ['/api/admin/', 'dashboard'],
  ['recharts-wrapper', 'recharts (dashboard)'],
  ['getCoreRowModel', '@tanstack/react-table (dashboard)'],
  ['may be used only in the context of a <Router>', 'React Router (dashboard)'],
];

interface Asset {
  file: string;
  kind:
    | 'script'
    | 'modulepreload'
    | 'on-intent'
    | 'import'
    | 'stylesheet'
    | 'inline-style'
    | 'inline-script';
  raw: number;
  gzip: number;
  text: string;
}

function build(): void {
  console.log('building apps/web (vite build + prerender)…');
  const run = spawnSync('npm', ['run', 'build'], { cwd: webDir, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error('apps/web build failed');
  }
}

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(tag)) {
    const value = new RegExp(`\\s${attribute}=["']([^"']+)["']`).exec(match[0])?.[1];
    if (value) values.push(value);
  }
  return values;
}

// Static imports of a built chunk (`import{a as b}from"./x.js"`, `import"./y.js"`); dynamic
// `import("./z.js")` is what loads later and is deliberately not followed.
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

// Dynamic imports (`import(\`./start-x.js\`)`). Followed only from the entry script, which is kept
// tiny and loads the sign-up island on the visitor's first sign of intent. The entry has two such
// paths (the landing page's island, the whole app for the other pages) and a page takes one;
// both are counted, so the on-intent figure is an upper bound.
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*[`'"]([^`'"]+\.js)[`'"]\s*\)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

function load(file: string, kind: Asset['kind']): Asset {
  const text = readFileSync(join(distDir, file), 'utf8');
  return { file, kind, raw: Buffer.byteLength(text), gzip: gzipSync(text).length, text };
}

function firstLoad(html: string): Asset[] {
  const toLocal = (url: string) => url.replace(/^\//, '');
  const assets = new Map<string, Asset>();
  const queue: Array<[string, Asset['kind']]> = [
    ...attributeValues(html, /<script\b[^>]*\bsrc=[^>]*>/g, 'src').map(
      (url) => [toLocal(url), 'script'] as [string, Asset['kind']],
    ),
    ...attributeValues(html, /<link\b[^>]*rel=["']modulepreload["'][^>]*>/g, 'href').map(
      (url) => [toLocal(url), 'modulepreload'] as [string, Asset['kind']],
    ),
  ];
  while (queue.length > 0) {
    const [file, kind] = queue.shift()!;
    if (assets.has(file)) continue;
    const asset = load(file, kind);
    assets.set(file, asset);
    for (const imported of staticImports(asset.text)) {
      queue.push([
        posix.join(posix.dirname(file), imported),
        kind === 'on-intent' ? kind : 'import',
      ]);
    }
    if (kind !== 'script') continue;
    for (const imported of dynamicImports(asset.text)) {
      queue.push([posix.join(posix.dirname(file), imported), 'on-intent']);
    }
  }
  for (const [index, match] of [
    ...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ].entries()) {
    const text = match[1] ?? '';
    if (text.trim() === '') continue;
    const gzip = gzipSync(text).length;
    assets.set(`inline#${index}`, {
      file: `(inline script ${index})`,
      kind: 'inline-script',
      raw: Buffer.byteLength(text),
      gzip,
      text,
    });
  }
  for (const url of attributeValues(html, /<link\b[^>]*rel=["']stylesheet["'][^>]*>/g, 'href')) {
    assets.set(url, load(toLocal(url), 'stylesheet'));
  }
  for (const [index, match] of [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].entries()) {
    const text = match[1] ?? '';
    assets.set(`style#${index}`, {
      file: `(inline style ${index})`,
      kind: 'inline-style',
      raw: Buffer.byteLength(text),
      gzip: gzipSync(text).length,
      text,
    });
  }
  return [...assets.values()];
}

/** `entry` and everything it imports statically, except files in `known`. */
function closure(entry: string, known: ReadonlySet<string>): Asset[] {
  const found = new Map<string, Asset>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (known.has(file) || found.has(file)) continue;
    const asset = load(file, 'import');
    found.set(file, asset);
    for (const imported of staticImports(asset.text)) {
      queue.push(posix.join(posix.dirname(file), imported));
    }
  }
  return [...found.values()];
}

/** The built chunk whose code contains `mark`. */
function chunkWith(mark: string): string {
  const file = readdirSync(join(distDir, 'assets')).find(
    (name) =>
      name.endsWith('.js') && readFileSync(join(distDir, 'assets', name), 'utf8').includes(mark),
  );
  if (!file) throw new Error(`no built chunk contains "${mark}"`);
  return `assets/${file}`;
}

/** Prints the interview's lazily loaded code; answers the problems found. */
function reportInterview(firstLoadFiles: ReadonlySet<string>): string[] {
  const known = new Set(firstLoadFiles);
  const parts: Array<[string, Asset[]]> = [];
  for (const [what, mark] of [
    ['dialog', 'Assistant Speaking...'],
    ['SDK', 'web-call-creation'],
  ] as const) {
    const assets = closure(chunkWith(mark), known);
    for (const asset of assets) known.add(asset.file);
    parts.push([what, assets]);
  }
  console.log('\nInterview code loaded after the first interaction (beyond the first load)\n');
  let total = 0;
  const problems: string[] = [];
  for (const [what, assets] of parts) {
    for (const asset of assets) {
      console.log(
        `${pad(asset.file, 48)} ${pad(what, 14)} ${pad(asset.raw.toLocaleString('en'), 10, true)} ${pad(asset.gzip.toLocaleString('en'), 10, true)}`,
      );
      total += asset.gzip;
      if (['DailyIframe', '@daily-co'].some((mark) => asset.text.includes(mark))) {
        problems.push(`the call library is a static part of the interview chunk: ${asset.file}`);
      }
    }
  }
  console.log(
    `\nInterview (dialog + SDK, without daily-js): ${(total / KB).toFixed(1)} KB gzip; daily-js loads only for a Daily call: ${problems.length === 0 ? 'yes' : 'NO'}`,
  );
  return problems;
}

function visibleText(html: string): string {
  const root = /<div id="root"[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

function main(): number {
  if (!process.argv.includes('--no-build')) build();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing; build apps/web first`);
  const html = readFileSync(indexPath, 'utf8');
  const assets = firstLoad(html);
  const isStyle = (asset: Asset) => asset.kind === 'stylesheet' || asset.kind === 'inline-style';
  const allScripts = assets.filter((asset) => !isStyle(asset));
  const scripts = allScripts.filter((asset) => asset.kind !== 'on-intent');
  const onIntent = allScripts.filter((asset) => asset.kind === 'on-intent');
  const styles = assets.filter(isStyle);
  const problems: string[] = [];

  console.log('\nLanding page, loaded before the first interaction (gzip: zlib default level)\n');
  console.log(
    `${pad('file', 48)} ${pad('kind', 14)} ${pad('raw', 10, true)} ${pad('gzip', 10, true)}`,
  );
  for (const asset of [...scripts, ...onIntent, ...styles]) {
    console.log(
      `${pad(asset.file, 48)} ${pad(asset.kind, 14)} ${pad(asset.raw.toLocaleString('en'), 10, true)} ${pad(asset.gzip.toLocaleString('en'), 10, true)}`,
    );
  }
  const jsGzip = scripts.reduce((sum, asset) => sum + asset.gzip, 0);
  const jsRaw = scripts.reduce((sum, asset) => sum + asset.raw, 0);
  const onIntentGzip = onIntent.reduce((sum, asset) => sum + asset.gzip, 0);
  console.log(
    `On the first sign of intent (the sign-up island, both entry paths counted): ${(onIntentGzip / KB).toFixed(1)} KB gzip in ${onIntent.length} files`,
  );
  const cssGzip = styles.reduce((sum, asset) => sum + asset.gzip, 0);
  const htmlGzip = gzipSync(html).length;
  // The whole stylesheet waits in an inert <template> until the app starts: it blocks nothing.
  const renderBlocking = attributeValues(
    html.replace(/<template\b[\s\S]*?<\/template>/g, ''),
    /<link\b(?![^>]*\bmedia=["']print["'])[^>]*rel=["']stylesheet["'][^>]*>/g,
    'href',
  ).length;
  console.log(
    `\nJavaScript: ${(jsGzip / KB).toFixed(1)} KB gzip (${(jsRaw / KB).toFixed(1)} KB raw) in ${scripts.length} files; budget ${JS_BUDGET_GZIP / KB} KB -> ${jsGzip <= JS_BUDGET_GZIP ? 'OK' : 'OVER'}`,
  );
  console.log(
    `CSS: ${(cssGzip / KB).toFixed(1)} KB gzip (${renderBlocking} render-blocking stylesheets; inline: the hero's critical CSS); HTML: ${(htmlGzip / KB).toFixed(1)} KB gzip (CSS inline included)`,
  );
  if (jsGzip > JS_BUDGET_GZIP) {
    problems.push(`first-load JavaScript is ${jsGzip} bytes gzip, over ${JS_BUDGET_GZIP}`);
  }

  const found = FORBIDDEN_MARKS.flatMap(([mark, what]) => {
    const holder = allScripts.find((asset) => asset.text.includes(mark));
    return holder ? [`${what} ("${mark}") in the first load: ${holder.file}`] : [];
  });
  problems.push(...found);
  console.log(
    `Interview, SDK, call library, zod or dashboard in the first load: ${found.length > 0 ? 'FOUND' : 'none'} (checked ${FORBIDDEN_MARKS.length} marks)`,
  );

  problems.push(...reportInterview(new Set(assets.map((asset) => asset.file))));

  const text = visibleText(html);
  const missing = HERO_TEXTS.filter((wanted) => !text.toLowerCase().includes(wanted.toLowerCase()));
  for (const wanted of missing) problems.push(`prerendered HTML lacks "${wanted}"`);
  console.log(`Hero rendered into index.html: ${missing.length === 0 ? 'yes' : 'NO'}`);

  if (problems.length > 0) {
    console.error(`\nBudget missed:\n- ${problems.join('\n- ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
