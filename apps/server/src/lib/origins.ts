// Where browsers reach this server, decided without trusting a bare `Host` header: a request can
// name any host it likes, and whatever the server announces from it (the local platform's URL in
// the voice configuration, CORS answers) would point pages at that host.
import { networkInterfaces } from 'node:os';

const FORWARDED_PROTO = /^https?$/;
const FORWARDED_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** What decides a request's page origin. */
export interface OriginPolicy {
  /** `PUBLIC_URL`'s origin, which wins when set. */
  publicOrigin: string | undefined;
  /** `TRUST_PROXY=1`: a reverse proxy's `X-Forwarded-Proto` / `X-Forwarded-Host` are believed. */
  trustProxy: boolean;
  /** The origins of the listening address, the first one announced by default. */
  listening: string[];
}

/** The first value of a forwarded header (a chain of proxies appends its own after it). */
function firstForwarded(request: Request, name: string): string {
  return request.headers.get(name)?.split(',')[0]?.trim() ?? '';
}

/**
 * The origin a trusted proxy says the browser used (`X-Forwarded-Proto` and `-Host`, when well
 * formed), or undefined when no proxy is trusted or it said nothing usable.
 */
export function forwardedOrigin(request: Request, trustProxy: boolean): string | undefined {
  if (!trustProxy) return undefined;
  const host = firstForwarded(request, 'x-forwarded-host');
  if (!FORWARDED_HOST.test(host)) return undefined;
  const proto = firstForwarded(request, 'x-forwarded-proto').toLowerCase();
  const scheme = FORWARDED_PROTO.test(proto) ? proto : new URL(request.url).protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

/**
 * The origin of the page that sent `request`: `PUBLIC_URL`, else a trusted proxy's forwarded
 * origin, else the request's own origin when it is one of the listening addresses (a page opened
 * as 127.0.0.1 rather than localhost), else the first listening address. Never a bare Host.
 */
export function pageOrigin(request: Request, policy: OriginPolicy): string {
  if (policy.publicOrigin) return policy.publicOrigin;
  const forwarded = forwardedOrigin(request, policy.trustProxy);
  if (forwarded) return forwarded;
  const own = new URL(request.url).origin;
  return policy.listening.includes(own) ? own : (policy.listening[0] ?? own);
}

/**
 * The origin a same-origin request from the page carries in its `Origin` header, for checking
 * that header (CSRF): `PUBLIC_URL`, else a trusted proxy's forwarded origin, else the request's
 * own origin (with https when a trusted proxy forwards only the scheme). Unlike
 * {@link pageOrigin} it follows the Host header (a browser cannot forge Host and Origin to match
 * another site), so it serves to check a request, never to announce an origin to pages.
 */
export function expectedOrigin(
  request: Request,
  policy: Pick<OriginPolicy, 'publicOrigin' | 'trustProxy'>,
): string {
  if (policy.publicOrigin) return policy.publicOrigin;
  const forwarded = forwardedOrigin(request, policy.trustProxy);
  if (forwarded) return forwarded;
  const url = new URL(request.url);
  return isHttpsRequest(request, policy.trustProxy) ? `https://${url.host}` : url.origin;
}

/** True when the page's origin may use the server's APIs from a browser (CORS). */
export function isPageOrigin(origin: string, request: Request, policy: OriginPolicy): boolean {
  return (
    origin === policy.publicOrigin ||
    origin === forwardedOrigin(request, policy.trustProxy) ||
    policy.listening.includes(origin)
  );
}

/** True when the browser reached us over https: directly, or per a trusted proxy. */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return trustProxy && firstForwarded(request, 'x-forwarded-proto').toLowerCase() === 'https';
}

/** `http://host:port`, an IPv6 host in brackets. */
export function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** True when a listening host means every interface (`0.0.0.0`, `::`, or none given). */
export function isEveryInterface(host: string): boolean {
  return ['0.0.0.0', '::', ''].includes(host);
}

/**
 * The origins of a listening address: `http://host:port`, and for every interface (`0.0.0.0`,
 * `::`) each address of this machine plus `localhost`. The first is the one to announce.
 */
export function listeningOrigins(host: string, port: number): string[] {
  const origin = (name: string) => originOf(name, port);
  if (!isEveryInterface(host)) {
    const loopback = ['localhost', '127.0.0.1', '::1'].includes(host);
    return [
      origin(host),
      ...(loopback ? ['localhost', '127.0.0.1', '::1'].map(origin) : []),
    ].filter((value, index, all) => all.indexOf(value) === index);
  }
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((address) => host !== '0.0.0.0' || address.family === 'IPv4')
    .map((address) => address.address.split('%')[0] ?? address.address);
  return ['localhost', ...addresses].map(origin).filter((v, i, all) => all.indexOf(v) === i);
}
