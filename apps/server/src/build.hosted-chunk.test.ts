// The built server in hosted mode loads no emulator either: scripts/build.mjs puts the local
// platform, and the npm packages only it uses, in a chunk of their own that dist/main.js loads
// by the dynamic import() where local mode starts. hosted-mode.no-emulator.test.ts checks the
// sources; this checks the build itself, whose bundling could hoist the platform's imports
// into main.js (as one file, it did).
//
// How: the build script with `--metafile` runs the real build without writing dist/ and prints
// esbuild's metafile: every output file, the source modules in it and what it imports. What
// main.js loads at start is main.js and everything it reaches by imports other than dynamic
// import(), followed from output to output.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const buildScript = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url));
const MAIN = 'apps/server/dist/main.js';
const PLATFORM_CHUNK = 'apps/server/dist/chunks/local-platform.js';
/** npm packages the local platform uses and the server does not. */
const PLATFORM_PACKAGES = ['ws', 'ajv', 'ajv-formats', 'yaml', 'ipaddr.js'];

/** The package an import specifier names (`ajv/dist/2020` → `ajv`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** What loading output `start` loads with it: outputs, source modules and npm imports. */
function loadedAtStart(metafile: Metafile, start: string) {
  const outputs = new Set([start]);
  const packages = new Set<string>();
  for (const output of outputs) {
    for (const { path, kind, external } of metafile.outputs[output]?.imports ?? []) {
      if (kind === 'dynamic-import') continue;
      if (external) packages.add(packageOf(path));
      else outputs.add(path);
    }
  }
  const modules = [...outputs].flatMap((output) =>
    Object.keys(metafile.outputs[output]?.inputs ?? {}),
  );
  return { outputs: [...outputs], modules, packages: [...packages] };
}

let metafile: Metafile;
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [buildScript, '--metafile'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  metafile = JSON.parse(stdout) as Metafile;
});

describe('the built server', () => {
  it('keeps its entry at dist/main.js, the file `npm start` runs', () => {
    expect(metafile.outputs[MAIN]?.entryPoint).toBe('apps/server/src/main.ts');
  });

  it('loads no module of the local platform, nor its npm packages, at start', () => {
    const loaded = loadedAtStart(metafile, MAIN);
    expect(loaded.outputs).not.toContain(PLATFORM_CHUNK);
    expect(loaded.modules.filter((path) => path.startsWith('packages/local-platform/'))).toEqual(
      [],
    );
    // Bundled copies (a workspace's own nested version) count as much as imports from node_modules.
    const bundledPackages = loaded.modules.flatMap((path) => {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
      return name ? [name] : [];
    });
    for (const name of PLATFORM_PACKAGES) {
      expect(loaded.packages, `main.js imports ${name}`).not.toContain(name);
      expect(bundledPackages, `main.js bundles ${name}`).not.toContain(name);
    }
    // The walk saw the server's own code, so an empty result is not an accident.
    expect(loaded.modules).toContain('apps/server/src/server.ts');
  });

  it('loads the platform chunk by the dynamic import where local mode starts', () => {
    expect(metafile.outputs[MAIN]?.imports).toContainEqual(
      expect.objectContaining({ path: PLATFORM_CHUNK, kind: 'dynamic-import' }),
    );
    expect(metafile.outputs[PLATFORM_CHUNK]?.entryPoint).toBe(
      'packages/local-platform/src/index.ts',
    );
    // …and the check above would see the platform's packages: the chunk imports them, or
    // bundles them (its own ajv 8).
    const platform = loadedAtStart(metafile, PLATFORM_CHUNK);
    expect(platform.packages).toEqual(expect.arrayContaining(['ws', 'yaml', 'ipaddr.js']));
    expect(platform.modules).toContainEqual(expect.stringMatching(/node_modules\/ajv\//));
  });
});
