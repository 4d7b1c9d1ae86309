#!/usr/bin/env node
// `npm pack` / `npm publish` helpers (prepack and postpack). Inside the workspace the package
// points its exports at src/ (TypeScript run directly); a packed copy must point them at the
// built dist/. `apply` swaps in `publishConfig.exports` and keeps the workspace manifest aside
// in .package.workspace.json; `restore` puts it back. npm reads the manifest after prepack, so
// the tarball gets dist/.
//
// A pack killed between the two leaves the manifest swapped. So `apply` refuses to run on a
// swapped manifest (applying twice would keep the published manifest aside, and `restore` would
// then bring back that one instead of ours): run `restore` first. `restore` does nothing when
// nothing was applied. Each file is written whole, then renamed into place, so a kill never
// leaves half a manifest.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'package.json');
const kept = join(root, '.package.workspace.json');

function apply() {
  if (existsSync(kept)) {
    fail(
      `The manifest is already swapped for packing (${kept} holds the workspace one). ` +
        'Run `node scripts/pack-manifest.mjs restore` first.',
    );
  }
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  const { exports: published, ...publishConfig } = pkg.publishConfig ?? {};
  if (!published) {
    fail('package.json has no publishConfig.exports to publish (is it a packed manifest?).');
  }
  // The workspace manifest is safe aside before the live one changes.
  writeWhole(kept, text);
  pkg.exports = published;
  pkg.publishConfig = publishConfig;
  writeWhole(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
}

function restore() {
  if (!existsSync(kept)) return; // nothing was applied
  JSON.parse(readFileSync(kept, 'utf8')); // never put back something that is not a manifest
  renameSync(kept, manifest);
}

function writeWhole(file, text) {
  const partial = `${file}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

function fail(message) {
  console.error(`pack-manifest: ${message}`);
  process.exit(1);
}

const command = process.argv[2];
if (command === 'apply') apply();
else if (command === 'restore') restore();
else fail('usage: pack-manifest.mjs apply|restore');
