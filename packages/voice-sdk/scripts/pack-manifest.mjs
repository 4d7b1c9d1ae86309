#!/usr/bin/env node
// `npm pack` / `npm publish` helpers (prepack and postpack). Inside the workspace the package
// points its exports at src/ (TypeScript run directly); a packed copy must point them at the
// built dist/. `apply` swaps in `publishConfig.exports` and keeps the workspace manifest aside;
// `restore` puts it back. npm reads the manifest after prepack, so the tarball gets dist/.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'package.json');
const kept = join(root, '.package.workspace.json');

const command = process.argv[2];
if (command === 'apply') {
  if (existsSync(kept)) renameSync(kept, manifest); // a pack that failed half-way
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  const { exports: published, ...publishConfig } = pkg.publishConfig ?? {};
  if (!published) throw new Error('package.json has no publishConfig.exports to publish.');
  writeFileSync(kept, text);
  pkg.exports = published;
  pkg.publishConfig = publishConfig;
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  console.error('usage: pack-manifest.mjs apply|restore');
  process.exit(1);
}
