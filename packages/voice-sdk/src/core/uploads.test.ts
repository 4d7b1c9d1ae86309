import { createReadStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../internal/multipart.ts';
import { toFile } from './uploads.ts';

describe('toFile', () => {
  it('names bytes and sets their type', async () => {
    const file = await toFile(Buffer.from('hello'), 'hi.txt', { type: 'text/plain' });
    expect(file.name).toBe('hi.txt');
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toBe('hello');
  });

  it('reads a web ReadableStream to the end', async () => {
    const stream = new Blob(['from a web stream']).stream();
    expect(await (await toFile(stream, 's.txt')).text()).toBe('from a web stream');
  });

  it('takes the file name from a file stream path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'voice-sdk-'));
    await writeFile(join(dir, 'faq.md'), '# FAQ');
    const file = await toFile(createReadStream(join(dir, 'faq.md')));
    expect(file.name).toBe('faq.md');
    expect(await file.text()).toBe('# FAQ');
  });

  it('only views a Buffer slice, not the whole pool behind it', async () => {
    const pooled = Buffer.from('abcdef').subarray(2, 4);
    expect(await (await toFile(pooled)).text()).toBe('cd');
  });
});

describe('toFormData', () => {
  it('refuses a body that is not an object of fields', async () => {
    await expect(toFormData('text')).rejects.toThrow(/object of fields/);
    await expect(toFormData([1, 2])).rejects.toThrow(/object of fields/);
  });

  it('passes a ready FormData through untouched', async () => {
    const form = new FormData();
    expect(await toFormData(form)).toBe(form);
  });
});
