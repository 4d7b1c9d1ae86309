// What the built-in speech recogniser adds to an install (reported, no budget): the disk space
// (as du counts it) of the packages it brings into node_modules — the model package, the
// ONNX runtime with its native libraries for every platform, the tokenizer and their own
// dependencies — and the size of the model files themselves.
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'packages', 'local-platform', 'package.json'));

/**
 * The packages the recogniser brought into the lockfile: its own three, onnxruntime-node's
 * install helpers (global-agent, adm-zip and theirs), and the empty stand-ins the root
 * package.json's overrides put in place of the model package's browser-only dependencies.
 */
const PACKAGES = [
  '@moonshine-ai/moonshine-js',
  'onnxruntime-node',
  'onnxruntime-common',
  'llama-tokenizer-js',
  'global-agent',
  'adm-zip',
  'define-data-property',
  'define-properties',
  'globalthis',
  'has-property-descriptors',
  'matcher',
  'object-keys',
  'serialize-error',
  '@huggingface/transformers',
  '@ricky0123/vad-web',
  'onnxruntime-web',
];

/** Bytes on disk under `path` (allocated blocks, as du counts them). */
function diskBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce(
    (sum, name) => sum + diskBytes(join(path, name)),
    stat.blocks * 512,
  );
}

/** A package's folder, found as Node finds it from the local platform. */
function packageDir(name: string): string {
  for (let dir = dirname(require.resolve.paths(name)![0]!); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    try {
      statSync(join(candidate, 'package.json'));
      return candidate;
    } catch {
      if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
    }
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let total = 0;
let small = 0;
for (const name of PACKAGES) {
  const bytes = diskBytes(packageDir(name));
  total += bytes;
  if (bytes > 1024 * 1024) console.log(`  ${name.padEnd(28)} ${mb(bytes)}`);
  else small += 1;
}
const native = join(
  packageDir('onnxruntime-node'),
  'bin',
  'napi-v6',
  process.platform,
  process.arch,
);
const model = join(packageDir('@moonshine-ai/moonshine-js'), 'dist', 'model', 'tiny', 'quantized');
console.log(`  and ${small} packages of under 1 MB each`);
console.log(`install size added: ${mb(total)}`);
console.log(
  `  of which this platform's ONNX runtime (${process.platform}/${process.arch}): ${mb(diskBytes(native))}`,
);
console.log(`  of which the model (Moonshine tiny, int8): ${mb(diskBytes(model))}`);
