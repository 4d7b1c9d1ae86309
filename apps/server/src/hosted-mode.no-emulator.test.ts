// The hosted server loads no emulator: what `npm start` (src/main.ts) and `npm run admin`
// (src/admin-cli.ts) load before deciding on a mode never includes the local platform, which
// they load only by the dynamic import() where local mode starts (local-mode.ts, and admin-cli's
// local-only `keys` command).
//
// How: esbuild walks the module graph from those entry points as the build does (same resolver,
// package `exports`, TypeScript with `verbatimModuleSyntax`), stopping at dynamic imports and npm
// packages, and its metafile lists every module reached. Nothing runs, so this needs no database
// or configuration, and it cannot be fooled by a module cache another test filled, as importing
// server.ts in this process could. Type-only imports are erased and so not seen here; the lint
// block in eslint.arrows.js forbids those too.
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRY_POINTS = ['apps/server/src/main.ts', 'apps/server/src/admin-cli.ts'];
const EMULATOR = 'packages/local-platform/';

/** Leaves npm packages out (the workspace's own @vibe/* are followed), and dynamic imports too when asked. */
const stopAt = (options: { dynamicImports: boolean }): Plugin => ({
  name: 'static-graph',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => {
      if (options.dynamicImports && args.kind === 'dynamic-import') {
        return { path: args.path, external: true };
      }
      return args.path.startsWith('@vibe/') ? undefined : { path: args.path, external: true };
    });
  },
});

async function moduleGraph(options: { dynamicImports: boolean }): Promise<Metafile> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ENTRY_POINTS,
    outdir: 'unused',
    write: false,
    bundle: true,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [stopAt(options)],
  });
  return result.metafile;
}

/** The import chain from an entry point to the first module `wanted` picks, for the failure message. */
function chainTo(metafile: Metafile, wanted: (path: string) => boolean): string[] | undefined {
  const cameFrom = new Map<string, string | null>(ENTRY_POINTS.map((entry) => [entry, null]));
  const queue = [...ENTRY_POINTS];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (wanted(path)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = path; at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const { path: next, external } of metafile.inputs[path]?.imports ?? []) {
      if (external || cameFrom.has(next)) continue;
      cameFrom.set(next, path);
      queue.push(next);
    }
  }
  return undefined;
}

describe('the server in hosted mode', () => {
  it('reaches no module of the local platform through static imports', async () => {
    const metafile = await moduleGraph({ dynamicImports: true });
    const chain = chainTo(metafile, (path) => path.startsWith(EMULATOR));
    expect(chain, `static import chain: ${chain?.join(' → ')}`).toBeUndefined();
    // The server's own code and the SDK were walked, so the graph is not empty by mistake.
    expect(metafile.inputs).toHaveProperty(['apps/server/src/server.ts']);
    // …and local mode still loads the platform, by the one dynamic import that starts it.
    expect(metafile.inputs['apps/server/src/local-mode.ts']?.imports).toContainEqual(
      expect.objectContaining({ path: '@vibe/local-platform', kind: 'dynamic-import' }),
    );
  });

  it('would be caught: following dynamic imports too, the walk reaches the platform', async () => {
    const metafile = await moduleGraph({ dynamicImports: false });
    const chain = chainTo(metafile, (path) => path.startsWith(EMULATOR));
    // Through one of the two places that load it: admin-cli.ts (`keys`) or local-mode.ts.
    expect(chain?.at(-2)).toMatch(/^apps\/server\/src\/(admin-cli|local-mode)\.ts$/);
  });
});
