// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompressAssets', () => {
  it('writes a brotli copy of every script and stylesheet, and of nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = 'export const a = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'index-abc.js'), script);
    writeFileSync(join(dir, 'index-abc.css'), 'body{color:red}');
    writeFileSync(join(dir, 'photo.png'), 'png');

    expect(await precompressAssets(dir)).toBe(2);
    const copy = readFileSync(join(dir, 'index-abc.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index-abc.css.br'))).toBe(true);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
