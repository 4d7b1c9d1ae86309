// The fetch the platform uses for URLs an API caller configured (assistant, tool and workflow
// server URLs): it resolves the host name itself, refuses the connection when any address is
// not public (see address-policy.ts), and connects to exactly the address it checked, so a
// name that resolves to a public address for the check and to an internal one for the
// connection (DNS rebinding) gets nowhere. Every connection goes through the check, redirects
// included, because it sits in the connector of the dispatcher the requests use.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent, fetch as undiciFetch } from 'undici';
import { isMetadataHostName, refusedAddressRange } from './address-policy.ts';

/** A connection the guard refused: the host, the address it resolved to, and why. */
export class OutboundAddressRefused extends Error {
  override name = 'OutboundAddressRefused';

  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(
      `refused to connect to ${host}: ${address === host ? '' : `it resolves to ${address}, `}` +
        `a ${range} address (only public addresses may be reached)`,
    );
  }
}

/** The guard's refusal behind a failed fetch (undici wraps connection errors as `cause`). */
export function outboundRefusalOf(error: unknown): OutboundAddressRefused | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof OutboundAddressRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Options of {@link createGuardedFetch}. */
export interface GuardedFetchOptions {
  /** Resolves a host name to every address (default: the system resolver, `dns.lookup`). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Addresses allowed although not public (tests reach their loopback listeners with it). */
  alsoAllow?: (address: string) => boolean;
  /** Told of each refusal (to log it: the host and address, never the URL or its headers). */
  onRefused?: (refusal: OutboundAddressRefused) => void;
  /** Connection timeout (default 10 s). */
  connectTimeoutMs?: number;
}

/** A guarded fetch and the connection pool behind it. */
export interface GuardedFetch {
  fetch: typeof fetch;
  /** Closes the pool's connections. */
  close(): Promise<void>;
}

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Builds a fetch that reaches public addresses only.
 *
 * @example
 * const guarded = createGuardedFetch({ onRefused: (r) => log.warn(r.message) });
 * await guarded.fetch('http://169.254.169.254/latest/meta-data/'); // rejects: link-local
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const resolve = options.resolve ?? systemResolve;
  const refuse = (host: string, address: string, range: string) => {
    const refusal = new OutboundAddressRefused(host, address, range);
    options.onRefused?.(refusal);
    return refusal;
  };
  /** The refusal for one address of `host`, or null when it may be reached. */
  const check = (host: string, address: string): OutboundAddressRefused | null => {
    const range = refusedAddressRange(address);
    if (range === null || options.alsoAllow?.(address)) return null;
    return refuse(host, address, range);
  };

  // Handed to net.connect / tls.connect: the socket connects to what this answers, and it
  // answers only addresses it checked.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6;
        const addresses = family
          ? found.filter((entry) => entry.family === lookupOptions.family)
          : found;
        if (addresses.length === 0) {
          const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
            code: 'ENOTFOUND',
          });
          return callback(error, '', 0);
        }
        // Every address must pass: a name that resolves to one public and one private address
        // could otherwise be connected to the private one.
        for (const entry of addresses) {
          const refusal = check(hostname, entry.address);
          if (refusal) return callback(refusal, '', 0);
        }
        if (lookupOptions.all) return callback(null, addresses as never, 0);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  // undici is loaded on the first request: most platforms only ever report to their product's
  // own webhook, which does not go through here, and need not pay for loading it at start.
  let loaded: Promise<{ agent: Agent; fetch: typeof undiciFetch }> | undefined;
  const load = () =>
    (loaded ??= import('undici').then(({ Agent, buildConnector, fetch }) => {
      const connect = buildConnector({ lookup, timeout: options.connectTimeoutMs ?? 10_000 });
      const agent = new Agent({
        connect(connectOptions, callback) {
          const host = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
          // net.connect skips the lookup for an IP literal, so literals are checked here.
          const refusal = isIP(host)
            ? check(host, host)
            : isMetadataHostName(host)
              ? refuse(host, host, 'cloud metadata')
              : null;
          if (refusal) return callback(refusal, null);
          return connect(connectOptions, callback);
        },
      });
      return { agent, fetch };
    }));

  return {
    fetch: (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const { agent, fetch } = await load();
      return fetch(input as never, { ...(init as object), dispatcher: agent });
    }) as typeof fetch,
    close: async () => {
      if (loaded) await (await loaded).agent.close();
    },
  };
}
