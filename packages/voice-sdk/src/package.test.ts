// The publishable package, used the way a developer outside this repository uses it: pack it,
// install the tarball into a plain project in a temporary directory, import both entry points
// at run time and type-check code that uses them.
//
// It packs a copy of the package, never the workspace's own directory: prepack/postpack rewrite
// package.json while other test projects run in parallel, and a run killed mid-pack would leave
// the workspace manifest swapped.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryDir = join(packageDir, '..', '..');
const tsc = join(repositoryDir, 'node_modules', 'typescript', 'bin', 'tsc');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What `npm pack` reads and prepack's build needs, relative to the package directory. */
const packageInputs = [
  'package.json',
  'README.md',
  'openapi',
  'scripts',
  'src',
  'tsconfig.json',
  'tsconfig.build.json',
];

/**
 * Copies the package into `root/packages/voice-sdk`, laid out as in the repository (the base
 * tsconfig two levels up, the repository's node_modules linked beside it for esbuild and tsc),
 * and answers the copy's directory.
 */
async function copyPackage(root: string): Promise<string> {
  const copy = join(root, 'packages', 'voice-sdk');
  await mkdir(copy, { recursive: true });
  for (const input of packageInputs) {
    await cp(join(packageDir, input), join(copy, input), { recursive: true });
  }
  await cp(join(repositoryDir, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
  await symlink(join(repositoryDir, 'node_modules'), join(root, 'node_modules'), 'dir');
  if (existsSync(join(packageDir, 'node_modules'))) {
    await symlink(join(packageDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
  }
  return copy;
}

const consumer = `
import VoiceClient, { APIError, NotFoundError, type Assistant, type CreateAssistant } from '@vibe/voice-sdk';
import VoiceCall, { type CallErrorEvent, type StartCallOptions } from '@vibe/voice-sdk/web';
import { PCM_SAMPLE_RATE, type CallEndedReason, type SessionServerMessage } from '@vibe/voice-sdk/protocol';

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
const keepRoom: StartCallOptions = { roomDeleteOnUserLeaveEnabled: false };
export const started = call.start('assistant-id', undefined, undefined, undefined, undefined, keepRoom);
export { call };
export function endedReasonOf(message: SessionServerMessage): CallEndedReason | undefined {
  return message.type === 'status-update' ? message.endedReason : undefined;
}
export const rate: 16000 = PCM_SAMPLE_RATE;
`;

describe('the packed package in a project outside the workspace', () => {
  let workspaceManifest: string;
  let copyRoot: string;
  let copy: string;
  let project: string;
  let tarball: string;

  beforeAll(async () => {
    workspaceManifest = await readFile(join(packageDir, 'package.json'), 'utf8');
    copyRoot = await mkdtemp(join(tmpdir(), 'voice-sdk-pack-'));
    copy = await copyPackage(copyRoot);
    // A project of its own, away from the copy's linked node_modules, so nothing of the
    // repository can be found from it.
    project = await mkdtemp(join(tmpdir(), 'voice-sdk-consumer-'));
    // prepack builds the copy's dist/ and points its manifest at it; postpack restores it.
    const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', project], {
      cwd: copy,
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
    for (const dir of [project, copyRoot]) {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  it('packs without touching the workspace package', async () => {
    expect(await readFile(join(packageDir, 'package.json'), 'utf8')).toBe(workspaceManifest);
    expect(existsSync(join(packageDir, '.package.workspace.json'))).toBe(false);
    // …and postpack restored the copy's manifest after packing it.
    expect(await readFile(join(copy, 'package.json'), 'utf8')).toBe(workspaceManifest);
  });

  it('ships dist/ with declarations and the OpenAPI document, not the sources', async () => {
    const installed = join(project, 'node_modules', '@vibe', 'voice-sdk');
    const top = await readdir(installed);
    expect(top).toEqual(expect.arrayContaining(['dist', 'openapi', 'package.json']));
    expect(top).not.toContain('src');
    expect(await readdir(join(installed, 'dist'))).toEqual(
      expect.arrayContaining([
        'index.js',
        'index.d.ts',
        'web.js',
        'web.d.ts',
        'protocol.js',
        'protocol.d.ts',
      ]),
    );
  });

  it('imports every entry point at run time', async () => {
    const script = [
      "const sdk = await import('@vibe/voice-sdk');",
      "const web = await import('@vibe/voice-sdk/web');",
      "const protocol = await import('@vibe/voice-sdk/protocol');",
      "const client = new sdk.VoiceClient({ apiKey: 'k' });",
      "const call = new web.default('pk');",
      'console.log(typeof client.assistants.list, typeof call.start, call.state, protocol.PCM_SAMPLE_RATE);',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
    });
    expect(stdout.trim()).toBe('function function idle 16000');
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
