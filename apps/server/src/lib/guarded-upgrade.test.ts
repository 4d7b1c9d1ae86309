import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { guardedUpgrade, type UpgradeHandler } from './guarded-upgrade.ts';

/** Runs one upgrade through the guard; answers what was written on the socket. */
async function upgradeThrough(hook: UpgradeHandler | undefined) {
  const socket = new PassThrough();
  const taken: unknown[] = [];
  const lines: string[] = [];
  const listener = guardedUpgrade(
    hook,
    createLogger('error', (line) => lines.push(line)),
    (s) => taken.push(s),
  );
  let written = '';
  socket.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const ended = new Promise((resolve) => socket.on('end', resolve));
  listener({ url: '/x' } as IncomingMessage, socket, Buffer.alloc(0));
  if (taken.length === 0) await ended;
  const [head = '', body = ''] = written.split('\r\n\r\n');
  return { head, body, taken, lines };
}

describe('guardedUpgrade', () => {
  it('answers an upgrade nobody takes with 404 and the API error body, and closes', async () => {
    const { head, body, taken } = await upgradeThrough(undefined);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'not_found', message: 'No WebSocket endpoint here.' },
    });
    expect(taken).toEqual([]);
  });

  it('answers 500 to a hook that throws, and logs it', async () => {
    const { head, body, lines } = await upgradeThrough(() => {
      throw new Error('a bug in a hook');
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 500 Internal Server Error');
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'internal_error' } });
    expect(lines.join('\n')).toContain('upgrade handler failed');
  });

  it('leaves a socket the hook took to the hook', async () => {
    const { head, taken } = await upgradeThrough(() => true);
    expect(head).toBe('');
    expect(taken).toHaveLength(1);
  });
});
