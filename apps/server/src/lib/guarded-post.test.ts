import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPost, isPrivateAddress } from './guarded-post.ts';

const post = (url: string, allowPrivate = false, resolve?: () => Promise<never[] | object[]>) =>
  guardedPost(url, {
    headers: {},
    body: '{}',
    timeoutMs: 2000,
    allowPrivate,
    ...(resolve ? { resolve: resolve as never } : {}),
  });

describe('the guarded post of webhooks', () => {
  let url = '';
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('judges addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      '::',
      'fe80::1%eth0',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, private and link-local addresses, typed or resolved, without connecting', async () => {
    for (const target of [
      url,
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/hook',
      'http://metadata.google.internal/',
    ]) {
      await expect(post(target), target).rejects.toThrow(/not a public address/);
    }
    const rebinding = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const port = new URL(url).port;
    await expect(post(`http://hooks.example.com:${port}/x`, false, rebinding)).rejects.toThrow(
      /127\.0\.0\.1 is not a public address/,
    );
    const mixed = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.2', family: 4 },
      ]);
    await expect(post('http://hooks.example.com/x', false, mixed)).rejects.toThrow(/10\.0\.0\.2/);
    expect(hits).toBe(0);
  });

  it('reaches a local receiver when private addresses are allowed (WEBHOOKS_ALLOW_PRIVATE=1)', async () => {
    expect(await post(url, true)).toBe(204);
    const named = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const port = new URL(url).port;
    expect(await post(`http://receiver.test:${port}/x`, true, named)).toBe(204);
    expect(hits).toBe(2);
  });
});
