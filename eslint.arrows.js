// The arrows between the workspaces, enforced by lint (docs/architecture.md draws them).
//
// One table, ALLOWED, says which workspaces each workspace may import. Three rules enforce it:
//  - import-x/no-restricted-paths works on resolved file paths, so it catches a forbidden
//    import however it is spelled (package name, `@/` alias or relative path). It also keeps
//    production code away from test code and each web feature away from the others.
//  - no-restricted-imports works on the import text, so it catches what the resolver cannot
//    see: a package that has no entry point to resolve (`@vibe/server`) and a reach into a
//    package's `src/` that its `exports` field refuses.
//  - import-x/no-relative-packages: a relative import never leaves its workspace; other
//    workspaces are reached by package name only.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

/** Each workspace: its folder and its package name. */
const WORKSPACES = {
  contracts: { dir: 'packages/contracts', name: '@vibe/contracts' },
  'voice-sdk': { dir: 'packages/voice-sdk', name: '@vibe/voice-sdk' },
  'local-platform': { dir: 'packages/local-platform', name: '@vibe/local-platform' },
  server: { dir: 'apps/server', name: '@vibe/server' },
  web: { dir: 'apps/web', name: '@vibe/web' },
  e2e: { dir: 'e2e', name: '@vibe/e2e' },
  bench: { dir: 'bench', name: '@vibe/bench' },
};

/**
 * The arrows: which other workspaces each workspace may import (by package name). Everything
 * not listed is forbidden. The SDK and the contracts stand alone, so that they can ship and be
 * read without the rest; the web app never sees the server or the platform; the platform
 * emulates the provider and so knows nothing of the product's server.
 */
const ALLOWED = {
  contracts: [],
  'voice-sdk': [],
  'local-platform': ['voice-sdk'],
  server: ['contracts', 'voice-sdk', 'local-platform'],
  web: ['contracts', 'voice-sdk'],
  e2e: ['contracts', 'voice-sdk', 'local-platform', 'server', 'web'],
  bench: ['contracts', 'voice-sdk', 'local-platform', 'server', 'web', 'e2e'],
};

const forbiddenFor = (workspace) =>
  Object.keys(WORKSPACES).filter(
    (other) => other !== workspace && !ALLOWED[workspace].includes(other),
  );

/** Files that are test code: a workspace's `testing/` and `test/` folders and the tests themselves. */
const TEST_CODE = [
  '{packages,apps}/*/src/**/testing/**',
  '{packages,apps}/*/src/**/test/**',
  '{packages,apps}/*/test/**',
  '{packages,apps}/*/src/**/*.test.{ts,tsx}',
];
/** Production code: what a workspace ships from `src/`, tests and test helpers aside. */
const PRODUCTION_FILES = ['{packages,apps}/*/src/**/*.{ts,tsx}'];
const PRODUCTION_IGNORES = ['**/testing/**', '**/test/**', '**/*.test.{ts,tsx}'];

const WEB_FEATURES = 'apps/web/src/features';
const webFeatures = readdirSync(join(root, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const arrowZones = Object.keys(WORKSPACES).flatMap((workspace) => {
  const forbidden = forbiddenFor(workspace);
  if (forbidden.length === 0) return [];
  return [
    {
      target: WORKSPACES[workspace].dir,
      from: forbidden.map((other) => WORKSPACES[other].dir),
      message: `${WORKSPACES[workspace].name} may import only ${
        ALLOWED[workspace].map((other) => WORKSPACES[other].name).join(', ') || 'nothing of ours'
      } (docs/architecture.md).`,
    },
  ];
});

const featureZones = webFeatures.map((feature) => ({
  target: `${WEB_FEATURES}/${feature}`,
  from: WEB_FEATURES,
  except: [`./${feature}`],
  message:
    'A web feature never imports another; move what they share to src/lib or src/components.',
}));

const testCodeZone = {
  target: PRODUCTION_FILES,
  from: TEST_CODE,
  message: 'Production code never imports test code.',
};

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** Import texts no file may use: a reach into another workspace's `src/`. */
const SRC_REACH = {
  group: ['@vibe/*/src', '@vibe/*/src/**', '**/packages/*/src/**', '**/apps/*/src/**'],
  message: 'Import another workspace by its package name and exports, never from its src/.',
};

const restrictedImports = (workspace) => {
  const forbidden = forbiddenFor(workspace);
  const patterns = [SRC_REACH];
  if (forbidden.length > 0) {
    patterns.push({
      group: forbidden.flatMap((other) => [WORKSPACES[other].name, `${WORKSPACES[other].name}/**`]),
      message: `${WORKSPACES[workspace].name} may import only ${
        ALLOWED[workspace].map((other) => WORKSPACES[other].name).join(', ') || 'nothing of ours'
      } (docs/architecture.md).`,
    });
  }
  return ['error', { patterns }];
};

const workspaceFiles = (workspace) => [`${WORKSPACES[workspace].dir}/**/*.{ts,tsx,js,mjs,cjs}`];

// --- The hosted server loads no emulator ------------------------------------------------------
// @vibe/local-platform's entry point loads the whole emulator (its database, call sessions,
// speech, recordings). The server's production code never imports it statically, not even with
// `import type`: what the server needs in both modes comes from @vibe/voice-sdk, @vibe/contracts
// or its own code, and a type it needs from the platform is a port it declares, which the
// platform fits as it is. Local mode loads the platform by a dynamic import() where it starts,
// in src/local-mode.ts, and in src/admin-cli.ts for the local-only `keys` command; nowhere else.
// A rule on the syntax, not on resolved paths, since only the syntax tells a static import from
// a dynamic one (a relative reach into the platform is refused by the rules above). Tests may
// use the platform as a fixture. apps/server/src/hosted-mode.no-emulator.test.ts checks the
// module graph itself.

// `@vibe/local-platform` and its subpaths (`\u002F` is `/`, which esquery's regexes cannot hold).
const EMULATOR_SOURCE = String.raw`[source.value=/^@vibe\u002Flocal-platform(\u002F|$)/]`;
const EMULATOR_STARTS = ['local-mode.ts', 'admin-cli.ts'].map(
  (file) => `${WORKSPACES.server.dir}/src/${file}`,
);
const staticEmulatorImports = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
].map((node) => ({
  selector: `${node}${EMULATOR_SOURCE}`,
  message: `The hosted server loads no emulator: import @vibe/local-platform only by a dynamic import() in ${EMULATOR_STARTS.join(' or ')}; take what both modes need from @vibe/voice-sdk.`,
}));
const dynamicEmulatorImport = {
  selector: `ImportExpression${EMULATOR_SOURCE}`,
  message: `Local mode starts in ${EMULATOR_STARTS.join(' and ')} only: load @vibe/local-platform there.`,
};
const hostedServerLoadsNoEmulator = [
  {
    files: [`${WORKSPACES.server.dir}/src/**/*.{ts,tsx}`],
    ignores: PRODUCTION_IGNORES,
    rules: {
      'no-restricted-syntax': ['error', ...staticEmulatorImports, dynamicEmulatorImport],
    },
  },
  {
    files: EMULATOR_STARTS,
    rules: { 'no-restricted-syntax': ['error', ...staticEmulatorImports] },
  },
];
// ------------------------------------------------------------------------------------------------

// --- No import cycles -------------------------------------------------------------------------
// Files that import each other, however long the loop, are one module in two files: neither can
// be read, tested or moved alone, and which one is evaluated first decides what the other sees.
// So no workspace has an import cycle. Dynamic import()s count (a lazy chunk that imports its
// loader is still a loop); type-only imports are erased at build and the rule does not follow
// them. The rule walks the whole import graph below every file it lints, so it lints only files
// that can be in a cycle: tests, e2e specs and benchmarks are never imported, and walking their
// graphs (the largest, a test platform's) would only cost time. Packages outside the linted
// file's workspace are not walked: the arrows above keep any cycle inside one workspace. The
// plugin reads only `.js` modules unless it is told the extensions.
const noImportCycles = {
  files: Object.values(WORKSPACES).map(({ dir }) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`),
  ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.bench.ts'],
  settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
// ------------------------------------------------------------------------------------------------

export default [
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: Object.values(WORKSPACES).map(({ dir }) => join(root, dir, 'tsconfig.json')),
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': restrictedPaths([...arrowZones, ...featureZones]),
      'no-restricted-imports': ['error', { patterns: [SRC_REACH] }],
    },
  },
  ...Object.keys(WORKSPACES).map((workspace) => ({
    files: workspaceFiles(workspace),
    rules: { 'no-restricted-imports': restrictedImports(workspace) },
  })),
  {
    files: PRODUCTION_FILES,
    ignores: PRODUCTION_IGNORES,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...arrowZones,
        ...featureZones,
        testCodeZone,
      ]),
    },
  },
  ...hostedServerLoadsNoEmulator,
  noImportCycles,
];
