import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/generate-types.mjs', import.meta.url));

describe('the generated REST types', () => {
  it('match the committed OpenAPI document (run `npm run generate` when this fails)', async () => {
    // The script exits 1 with a message naming the stale file; execFile then rejects.
    const { stdout } = await run(process.execPath, [script, '--check']);
    expect(stdout).toContain('is up to date');
  }, 60_000);
});
