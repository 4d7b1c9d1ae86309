// The runtime must load in browsers and Node 20+ alike: no Node built-ins and no browser
// globals anywhere in the REST runtime (tests and test helpers aside).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const runtimeFiles = ['core', 'internal'].flatMap((dir) =>
  readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(/[\\/]/).includes('testing'))
    .map((file) => join(src, dir, file)),
);

describe('the REST runtime', () => {
  it('has files to check', () => {
    expect(runtimeFiles.length).toBeGreaterThan(10);
  });

  it.each(runtimeFiles.map((file) => [relative(src, file), file]))(
    '%s imports no Node built-in and touches no window or document',
    (_name, file) => {
      const code = readFileSync(file, 'utf8');
      // Statements only: doc comments may show Node usage.
      expect(code).not.toMatch(/^(?:import|export)\b[^;]*?['"]node:/m);
      expect(code).not.toMatch(/\bimport\(['"]node:/);
      expect(code).not.toMatch(/\b(window|document)\s*\./);
    },
  );
});
