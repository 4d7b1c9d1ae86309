// scripts/pack-manifest.mjs (prepack/postpack) swaps the manifest for packing and back. It runs
// here on a copy in a temporary directory, never on the workspace's own package.json.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/pack-manifest.mjs', import.meta.url));

const workspaceManifest = `${JSON.stringify(
  {
    name: '@vibe/voice-sdk',
    exports: { '.': './src/index.ts' },
    publishConfig: { access: 'public', exports: { '.': { import: './dist/index.js' } } },
  },
  null,
  2,
)}\n`;

let root: string;
const manifest = () => readFile(join(root, 'package.json'), 'utf8');
const packManifest = (command: string) =>
  run(process.execPath, [join(root, 'scripts', 'pack-manifest.mjs'), command]);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'voice-sdk-manifest-'));
  await mkdir(join(root, 'scripts'));
  await copyFile(script, join(root, 'scripts', 'pack-manifest.mjs'));
  await writeFile(join(root, 'package.json'), workspaceManifest);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('pack-manifest', () => {
  it('points the packed manifest at dist/ and restores the workspace one byte for byte', async () => {
    await packManifest('apply');
    const packed = JSON.parse(await manifest()) as Record<string, unknown>;
    expect(packed.exports).toEqual({ '.': { import: './dist/index.js' } });
    expect(packed.publishConfig).toEqual({ access: 'public' });

    await packManifest('restore');
    expect(await manifest()).toBe(workspaceManifest);
  });

  it('refuses to apply twice, so a restore still brings back the workspace manifest', async () => {
    await packManifest('apply');
    const packed = await manifest();

    await expect(packManifest('apply')).rejects.toMatchObject({
      stderr: expect.stringContaining('already swapped'),
    });
    expect(await manifest()).toBe(packed);

    await packManifest('restore');
    expect(await manifest()).toBe(workspaceManifest);
  });

  it('refuses a manifest that is already a packed one', async () => {
    await packManifest('apply');
    await rm(join(root, '.package.workspace.json'));
    await expect(packManifest('apply')).rejects.toMatchObject({
      stderr: expect.stringContaining('no publishConfig.exports'),
    });
  });

  it('restores nothing when nothing was applied', async () => {
    await packManifest('restore');
    expect(await manifest()).toBe(workspaceManifest);
    await packManifest('apply');
    await packManifest('restore');
    await packManifest('restore');
    expect(await manifest()).toBe(workspaceManifest);
  });
});
