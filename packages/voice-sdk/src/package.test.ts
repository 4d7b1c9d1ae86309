// The publishable package, used the way a developer outside this repository uses it: pack it,
// install the tarball into a plain project in a temporary directory, import both entry points
// at run time and type-check code that uses them.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const consumer = `
import VoiceClient, { APIError, NotFoundError, type Assistant, type CreateAssistant } from '@vibe/voice-sdk';
import VoiceCall, { type CallErrorEvent } from '@vibe/voice-sdk/web';

const client = new VoiceClient({ apiKey: 'private-key', baseURL: 'http://127.0.0.1:9' });
const body: CreateAssistant = {
  name: 'Ava',
  model: { provider: 'openai', model: 'gpt-4o', temperature: 0.3 },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
};
export async function make(): Promise<Assistant | null> {
  try {
    return await client.assistants.create(body);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    if (error instanceof APIError) console.error(error.status);
    throw error;
  }
}
const call = new VoiceCall('public-key', 'https://api.example.com');
call.on('error', (event: CallErrorEvent) => console.error(event.type));
export { call };
`;

describe('the packed package in a project outside the workspace', () => {
  let project: string;
  let tarball: string;

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'voice-sdk-consumer-'));
    // prepack builds dist/ and points the packed manifest at it; postpack restores ours.
    const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', project], {
      cwd: packageDir,
      maxBuffer: 16 * 1024 * 1024,
    });
    const packed = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ filename: string }>;
    tarball = join(project, packed[0]!.filename);
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await run(
      npm,
      ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
    );
  }, 300_000);
  afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('ships dist/ with declarations and the OpenAPI document, not the sources', async () => {
    const installed = join(project, 'node_modules', '@vibe', 'voice-sdk');
    const top = await readdir(installed);
    expect(top).toEqual(expect.arrayContaining(['dist', 'openapi', 'package.json']));
    expect(top).not.toContain('src');
    expect(await readdir(join(installed, 'dist'))).toEqual(
      expect.arrayContaining(['index.js', 'index.d.ts', 'web.js', 'web.d.ts']),
    );
  });

  it('imports both entry points at run time', async () => {
    const script = [
      "const sdk = await import('@vibe/voice-sdk');",
      "const web = await import('@vibe/voice-sdk/web');",
      "const client = new sdk.VoiceClient({ apiKey: 'k' });",
      "const call = new web.default('pk');",
      'console.log(typeof client.assistants.list, typeof call.start, call.state);',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
    });
    expect(stdout.trim()).toBe('function function idle');
  }, 60_000);

  it('type-checks code that uses both entry points', async () => {
    await writeFile(join(project, 'consumer.ts'), consumer);
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const result = await run(process.execPath, [tsc, '-p', project], { cwd: project }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    expect(result.stdout).toBe('');
  }, 120_000);
});
