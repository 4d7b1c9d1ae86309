// Proves that `npm run lint` enforces the arrows between the workspaces (eslint.arrows.js,
// drawn in docs/architecture.md): each forbidden import below fails lint, and the imports the
// arrows allow pass. The code is linted as if it sat at the given path, so the imports resolve
// against the real workspaces.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const ARROW_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-relative-packages',
  'no-restricted-imports',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The arrow-rule errors lint reports for `code` placed at `filePath` (relative to the repo). */
async function arrowErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((message) => message.fatal);
  expect(fatal, 'the probe must parse').toEqual([]);
  return messages
    .filter((message) => message.severity === 2 && ARROW_RULES.has(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** The first file below `dir` (repo-relative) that `accept` takes, as a repo-relative path. */
function findFile(dir: string, accept: (path: string) => boolean): string | undefined {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isFile() && accept(path)) return path;
    if (entry.isDirectory()) {
      const found = findFile(path, accept);
      if (found) return found;
    }
  }
  return undefined;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isSource = (path: string) => /\.tsx?$/.test(path) && !isTest(path);
/** An import specifier that reaches `target` from a file at `from` (both repo-relative). */
const relativeTo = (from: string, target: string) => {
  const path = relative(dirname(from), target);
  return path.startsWith('.') ? path : `./${path}`;
};

/** A probe importing `specifier` with a named import (as production code does). */
const importing = (specifier: string) =>
  `import { probe } from '${specifier}';\nexport { probe };\n`;
const importingType = (specifier: string) =>
  `import type { Probe } from '${specifier}';\nexport type { Probe };\n`;

const SDK = 'packages/voice-sdk/src/arrows-probe.ts';
const CONTRACTS = 'packages/contracts/src/arrows-probe.ts';
const PLATFORM = 'packages/local-platform/src/arrows-probe.ts';
const SERVER = 'apps/server/src/arrows-probe.ts';
const WEB = 'apps/web/src/lib/arrows-probe.ts';
const BENCH = 'bench/arrows-probe.ts';
const E2E = 'e2e/arrows-probe.ts';

/** What each rule says, so a case fails only for the reason it is about. */
const ARROW = 'may import only';
const RELATIVE = 'Relative import from another package';
const SRC = 'never from its src/';
const TEST_CODE = 'Production code never imports test code';
const FEATURE = 'A web feature never imports another';

describe('lint fails on a forbidden import', () => {
  const forbidden: [name: string, filePath: string, code: string, reason: string][] = [
    ['the SDK imports the contracts', SDK, importing('@vibe/contracts/api'), ARROW],
    ['the SDK imports the local platform', SDK, importing('@vibe/local-platform'), ARROW],
    ['the SDK imports the server', SDK, importing('@vibe/server'), ARROW],
    [
      'the SDK imports the web app by path',
      SDK,
      importing('../../../apps/web/src/lib/utils.ts'),
      ARROW,
    ],
    ['the contracts import the SDK', CONTRACTS, importing('@vibe/voice-sdk/protocol'), ARROW],
    ['the contracts import the platform', CONTRACTS, importing('@vibe/local-platform'), ARROW],
    ['the web app imports the server', WEB, importing('@vibe/server'), ARROW],
    ['the web app imports the local platform', WEB, importing('@vibe/local-platform'), ARROW],
    [
      'the web app imports the platform, types only',
      WEB,
      importingType('@vibe/local-platform'),
      ARROW,
    ],
    [
      'the web app imports the server by path',
      WEB,
      importing('../../../server/src/config.ts'),
      ARROW,
    ],
    ['the local platform imports the server', PLATFORM, importing('@vibe/server'), ARROW],
    [
      'the local platform imports the server by path',
      PLATFORM,
      importing('../../../apps/server/src/config.ts'),
      ARROW,
    ],
    ['a relative import leaves its workspace', BENCH, importing('../e2e/free-port.ts'), RELATIVE],
    [
      'a relative import leaves its workspace for an allowed one',
      SERVER,
      importing('../../../packages/voice-sdk/src/index.ts'),
      RELATIVE,
    ],
    [
      'an import reaches into src/ by package name',
      SERVER,
      importing('@vibe/voice-sdk/src/web.ts'),
      SRC,
    ],
    [
      'an import reaches into src/ by path',
      E2E,
      importingType('../packages/contracts/src/api.ts'),
      SRC,
    ],
    [
      'production code imports its testing/ folder',
      'packages/local-platform/src/sessions/arrows-probe.ts',
      importing('../testing/databases.ts'),
      TEST_CODE,
    ],
    [
      "production code imports another workspace's testing export",
      SERVER,
      importing('@vibe/local-platform/testing'),
      TEST_CODE,
    ],
    [
      'production code imports the SDK testing export',
      PLATFORM,
      importing('@vibe/voice-sdk/testing'),
      TEST_CODE,
    ],
  ];

  it.each(forbidden)('%s', async (_name, filePath, code, reason) => {
    expect(await arrowErrors(filePath, code)).toContainEqual(expect.stringContaining(reason));
  });

  it('production code imports a test file', async () => {
    const testFile = findFile('packages/voice-sdk/src', isTest);
    expect(testFile, 'the SDK has tests').toBeDefined();
    expect(await arrowErrors(SDK, importing(relativeTo(SDK, testFile!)))).toContainEqual(
      expect.stringContaining(TEST_CODE),
    );
  });

  it('production code imports a test/ folder', async () => {
    const helper = ['apps/server', 'apps/web', 'packages/local-platform', 'packages/voice-sdk']
      .map((workspace) => findFile(workspace, (path) => /\/test\//.test(path) && isSource(path)))
      .find((path) => path !== undefined && !path.includes('node_modules'));
    if (!helper) return; // no workspace keeps a test/ folder any more: nothing to import
    const probe = `${helper.slice(0, helper.indexOf('/test/'))}/arrows-probe.ts`;
    expect(await arrowErrors(probe, importing(relativeTo(probe, helper)))).toContainEqual(
      expect.stringContaining(TEST_CODE),
    );
  });

  it('one web feature imports another, by alias or by path', async () => {
    const other = findFile('apps/web/src/features/interview', isSource)!;
    const probe = 'apps/web/src/features/admin/arrows-probe.ts';
    const alias = other.replace('apps/web/src/', '@/');
    expect(await arrowErrors(probe, importing(alias))).toContainEqual(
      expect.stringContaining(FEATURE),
    );
    expect(await arrowErrors(probe, importing(relativeTo(probe, other)))).toContainEqual(
      expect.stringContaining(FEATURE),
    );
  });
});

describe('lint passes the imports the arrows allow', () => {
  const allowed: [string, string, string][] = [
    ['the server imports the wire contract', SERVER, importing('@vibe/voice-sdk/protocol')],
    ['the server imports the contracts', SERVER, importing('@vibe/contracts/api')],
    ['the server imports the local platform', SERVER, importing('@vibe/local-platform')],
    ['the web app imports the contracts', WEB, importing('@vibe/contracts/admin')],
    ['the web app imports the web SDK', WEB, importing('@vibe/voice-sdk/web')],
    ['the web app imports its own lib by alias', WEB, importing('@/lib/utils.ts')],
    [
      'the local platform imports the wire contract',
      PLATFORM,
      importing('@vibe/voice-sdk/protocol'),
    ],
    ['the SDK imports itself by name (its package test)', SDK, importing('@vibe/voice-sdk/web')],
    [
      'a test imports its workspace testing folder',
      'packages/local-platform/src/sessions/arrows-probe.test.ts',
      importing('../testing/databases.ts'),
    ],
    [
      "a test imports another workspace's testing export",
      'apps/server/src/arrows-probe.test.ts',
      importing('@vibe/local-platform/testing'),
    ],
    ['bench imports an e2e helper by name', BENCH, importing('@vibe/e2e/free-port')],
    ['e2e imports the contracts by name', E2E, importingType('@vibe/contracts/admin')],
  ];

  it.each(allowed)('%s', async (_name, filePath, code) => {
    expect(await arrowErrors(filePath, code)).toEqual([]);
  });

  it('a web feature imports its own files', async () => {
    const own = findFile('apps/web/src/features/admin', isSource)!;
    const probe = 'apps/web/src/features/admin/arrows-probe.ts';
    expect(await arrowErrors(probe, importing(own.replace('apps/web/src/', '@/')))).toEqual([]);
    expect(await arrowErrors(probe, importing(relativeTo(probe, own)))).toEqual([]);
  });
});
