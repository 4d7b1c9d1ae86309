// The landing page's first bundle may import any plain subpath of this package, and must not ship
// zod. So every subpath in `exports` except the `*-schemas` ones, and every module it reaches
// through relative imports, must import nothing of zod: not even its types, so that a later
// value import cannot slip in beside one.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

const SCHEMA_SUBPATH = /-schemas$/;

/** The specifiers of every import, export-from and dynamic import in `code`. */
function specifiersOf(code: string): string[] {
  const found = [
    ...code.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1] ?? '');
}

/** Every module `entry` reaches through relative imports, with what each imports. */
function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const specifiers = specifiersOf(readFileSync(file, 'utf8'));
    seen.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  return seen;
}

const plainSubpaths = Object.entries(exports).filter(([subpath]) => !SCHEMA_SUBPATH.test(subpath));

describe('the plain modules of @vibe/contracts', () => {
  it('are the subpaths without -schemas, and there are some', () => {
    expect(plainSubpaths.map(([subpath]) => subpath)).toContain('./api');
    expect(Object.keys(exports)).toContain('./api-schemas');
  });

  it.each(plainSubpaths)('%s never imports zod, directly or through its imports', (_, target) => {
    const zodImports = [...reachable(join(packageDir, target))].flatMap(([file, specifiers]) =>
      specifiers
        .filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))
        .map((specifier) => `${file.slice(packageDir.length + 1)} imports ${specifier}`),
    );
    expect(zodImports).toEqual([]);
  });

  it('would see a zod import (the check is not blind)', () => {
    const schemas = reachable(join(packageDir, exports['./api-schemas']!));
    expect([...schemas.values()].flat()).toContain('zod');
  });
});
