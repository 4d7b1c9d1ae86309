import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A real process: Node's default for an uncaught exception or an unhandled rejection is to
// exit, and only a process (not a stand-in emitter) shows that the guard prevents it.
const script = `
import { createServer } from 'node:http';
import { keepServingOnStrayErrors } from ${JSON.stringify(fileURLToPath(new URL('./last-resort.ts', import.meta.url)))};
import { createLogger } from ${JSON.stringify(fileURLToPath(new URL('../logger.ts', import.meta.url)))};
keepServingOnStrayErrors(createLogger('error', (line) => console.log(line)));
const server = createServer((req, res) => {
  if (req.url === '/throw') setImmediate(() => { throw new Error('stray throw'); });
  if (req.url === '/reject') void Promise.reject(new Error('stray rejection'));
  res.end('ok');
});
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  for (const path of ['/throw', '/reject', '/alive']) {
    const res = await fetch('http://127.0.0.1:' + port + path);
    console.log(path, res.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.close();
});
`;

describe('keepServingOnStrayErrors', () => {
  it('logs an uncaught exception and an unhandled rejection, and the process serves on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    const logged = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'uncaught error (the server keeps serving)',
        error: 'Error',
        message: 'stray throw',
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'unhandled rejection (the server keeps serving)',
        error: 'Error',
        message: 'stray rejection',
      }),
    );
    expect(out).toContain('/alive 200');
    expect(code).toBe(0);
  }, 30_000);
});
