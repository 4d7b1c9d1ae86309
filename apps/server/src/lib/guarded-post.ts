// Posts to a URL an owner typed (a webhook endpoint) and to nothing else it could be turned
// into: the host name is resolved here, every address it resolves to must be public, and the
// connection goes to exactly the address checked, so DNS rebinding gets nowhere. Redirects are
// not followed (a 3xx is an answer like any other). Private, loopback and link-local addresses
// pass only with WEBHOOKS_ALLOW_PRIVATE=1 (docs/product.md#webhooks). The server keeps its own
// small guard: the local platform, which has one, is never loaded in hosted mode.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules (as
// IPv4-mapped), and the IPv6 list refuses every mapped address.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['::ffff:0:0', 96], // IPv4-mapped: judged never legitimate rather than unwrapped
  ['64:ff9b::', 96], // NAT64
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** Cloud metadata host names, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

/** True when `address` (an IP literal) is not a public one. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  return family === 4 ? refusedV4.check(bare, 'ipv4') : refusedV6.check(bare, 'ipv6');
}

/** The guard's refusal: names the address, never the URL (its path may hold a token). */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
  constructor(address: string) {
    super(`refused: ${address} is not a public address`);
  }
}

export interface GuardedPostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE: private, loopback and link-local addresses may be reached. */
  allowPrivate: boolean;
  /** Resolves a host name (tests give their own). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** The answer's body is read at most this far, then dropped. */
const ANSWER_READ_MAX_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url`; resolves with the answer's status code, rejects on a refused address,
 * a connection error or the timeout.
 */
export function guardedPost(url: string, options: GuardedPostOptions): Promise<number> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const check = (address: string) => !options.allowPrivate && isPrivateAddress(address);
  if (isIP(host) && check(host)) return Promise.reject(new AddressRefused(host));
  if (!options.allowPrivate && METADATA_HOSTS.has(host.toLowerCase().replace(/\.$/, ''))) {
    return Promise.reject(new AddressRefused(host));
  }
  const resolve = options.resolve ?? systemResolve;
  // Handed to the socket: it connects to what this answers, and this answers only checked
  // addresses — every one of a name's addresses must pass, or none is used.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6;
        const addresses = wanted ? found.filter((a) => a.family === lookupOptions.family) : found;
        const bad = addresses.find((entry) => check(entry.address));
        if (bad) return callback(new AddressRefused(bad.address), '', 0);
        const first = addresses[0];
        if (!first) {
          return callback(
            Object.assign(new Error('no address found'), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        }
        if (lookupOptions.all) return callback(null, addresses as never, 0);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolvePost, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        lookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'VibeTogether-Webhooks/1',
          ...options.headers,
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_READ_MAX_BYTES) response.destroy();
        });
        response.on('close', () => resolvePost(response.statusCode ?? 0));
        response.on('error', () => resolvePost(response.statusCode ?? 0));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () =>
      request.destroy(new Error(`timed out after ${options.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
