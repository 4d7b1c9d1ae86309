import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, outboundRefusalOf, type GuardedFetch } from './guarded-fetch.ts';

/** A listener on `host`, answering `respond` (default 200) and recording what it heard. */
async function listener(host: string, respond?: (res: ServerResponse) => void) {
  const heard: { headers: IncomingHttpHeaders; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    heard.push({ headers: req.headers, path: req.url ?? '' });
    if (respond) respond(res);
    else res.writeHead(200).end('reached');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, heard };
}
const servers: Server[] = [];

/** A resolver answering a fixed table, counting its questions. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

/** The refusal a fetch failed with, or the failure itself when it was something else. */
async function refusalOf(promise: Promise<Response>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the request should have failed').not.toBeNull();
  return outboundRefusalOf(error);
}

const guards: GuardedFetch[] = [];
const guard = (options: Parameters<typeof createGuardedFetch>[0] = {}) => {
  const made = createGuardedFetch(options);
  guards.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(guards.splice(0).map((made) => made.close()));
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the guarded fetch', () => {
  let loopback: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    loopback = await listener('127.0.0.1');
  });
  afterEach(() => {
    loopback.heard.length = 0;
  });

  it.each([
    ['a loopback address', (port: number) => `http://127.0.0.1:${port}/hook`, 'loopback'],
    ['a decimal loopback address', (port: number) => `http://2130706433:${port}/`, 'loopback'],
    ['a hexadecimal loopback address', (port: number) => `http://0x7f.1:${port}/`, 'loopback'],
    ['an IPv6 loopback address', (port: number) => `http://[::1]:${port}/`, 'loopback'],
    [
      'an IPv4-mapped IPv6 loopback address',
      (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
      'loopback',
    ],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/`, 'unspecified'],
    ['localhost', (port: number) => `http://localhost:${port}/`, 'loopback'],
  ])('refuses %s and never connects', async (_name, url, range) => {
    const refusal = await refusalOf(guard().fetch(url(loopback.port), { method: 'POST' }));
    expect(refusal?.range).toBe(range);
    expect(loopback.heard).toEqual([]);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'uniqueLocal'],
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.5.4/', 'private'],
    ['http://192.168.0.1/', 'private'],
    ['http://100.100.100.200/', 'carrierGradeNat'],
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'rfc6052'],
    ['https://169.254.169.254/', 'linkLocal'],
  ])('refuses %s (%s) before connecting', async (url, range) => {
    const dns = fakeDns({});
    const refusal = await refusalOf(guard({ resolve: dns.resolve }).fetch(url));
    expect(refusal?.range).toBe(range);
    expect(dns.asked).toEqual([]);
  });

  it('refuses the cloud metadata host names without asking DNS', async () => {
    const dns = fakeDns({ 'metadata.google.internal': ['8.8.8.8'] });
    const refusal = await refusalOf(
      guard({ resolve: dns.resolve }).fetch('http://metadata.google.internal/computeMetadata/v1/'),
    );
    expect(refusal?.range).toBe('cloud metadata');
    expect(dns.asked).toEqual([]);
  });

  it('refuses a DNS name that resolves to a private address, and one with any private address', async () => {
    const dns = fakeDns({
      'internal.test': ['10.0.0.5'],
      'mixed.test': ['93.184.215.14', '127.0.0.1'],
      'loop.test': ['127.0.0.1'],
    });
    const fetcher = guard({ resolve: dns.resolve }).fetch;
    expect(await refusalOf(fetcher('http://internal.test/'))).toMatchObject({
      host: 'internal.test',
      address: '10.0.0.5',
      range: 'private',
    });
    expect((await refusalOf(fetcher('http://mixed.test/')))?.address).toBe('127.0.0.1');
    expect((await refusalOf(fetcher(`http://loop.test:${loopback.port}/`)))?.range).toBe(
      'loopback',
    );
    expect(loopback.heard).toEqual([]);
  });

  it('connects to exactly the address it checked (no second resolution to rebind)', async () => {
    const dns = fakeDns({ 'listener.test': ['127.0.0.1'] });
    const refusals: string[] = [];
    const fetcher = guard({
      resolve: dns.resolve,
      alsoAllow: (address) => address === '127.0.0.1',
      onRefused: (refusal) => refusals.push(refusal.address),
    }).fetch;
    const res = await fetcher(`http://listener.test:${loopback.port}/checked`);
    expect(await res.text()).toBe('reached');
    expect(dns.asked).toEqual(['listener.test']);
    expect(loopback.heard).toEqual([
      expect.objectContaining({
        path: '/checked',
        headers: expect.objectContaining({ host: `listener.test:${loopback.port}` }),
      }),
    ]);
    expect(refusals).toEqual([]);
  });

  it('checks every hop of a redirect: one to an unchecked address is refused', async () => {
    const inside = await listener('127.0.0.2');
    const dns = fakeDns({ 'inside.test': ['127.0.0.2'] });
    const targets = [
      `http://127.0.0.2:${inside.port}/secret`,
      `http://inside.test:${inside.port}/`,
    ];
    for (const target of targets) {
      const outside = await listener('127.0.0.1', (res) =>
        res.writeHead(302, { location: target }).end(),
      );
      const refusals: string[] = [];
      const fetcher = guard({
        resolve: dns.resolve,
        alsoAllow: (address) => address === '127.0.0.1',
        onRefused: (refusal) => refusals.push(refusal.address),
      }).fetch;
      const refusal = await refusalOf(fetcher(`http://127.0.0.1:${outside.port}/start`));
      expect(refusal).toMatchObject({ address: '127.0.0.2', range: 'loopback' });
      expect(outside.heard).toHaveLength(1);
      expect(refusals).toEqual(['127.0.0.2']);
    }
    expect(inside.heard).toEqual([]);
  });
});
