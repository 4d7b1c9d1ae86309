import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from '../lib/origins.ts';

/** HSTS as Hono's secure headers would send it: 180 days, subdomains included. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** Where the landing page's avatar photos come from (docs/product.md#sign-up). */
export const AVATAR_IMAGE_ORIGIN = 'https://images.unsplash.com';

/**
 * Headers that speak to a document (what it may load, embed, or be embedded in) and mean
 * nothing on a script, stylesheet, image or font.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

/**
 * The build's hashed files (`/assets/…`) go without the document-only headers: a dashboard page
 * loads a dozen of them, and the policy alone costs ~1 KB a request on a slow connection.
 * What still applies stays: `nosniff`, `Cross-Origin-Resource-Policy`, the referrer
 * policy, HSTS. The call SDK's worklet is a `blob:`, never a file from here; anything answered
 * as a page keeps every header.
 */
const fileHeadersOnly: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.path.startsWith('/assets/')) return;
  const type = c.res.headers.get('content-type') ?? '';
  if (type === '' || type.startsWith('text/html')) return;
  for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
};

/**
 * True for the organisers' side: the dashboard's pages (`/admin` and below, matched like the
 * web app's router: letter case does not matter) and its API (`/api/admin/*`, `/api/auth/*`).
 */
export function isDashboardPath(path: string): boolean {
  const lower = path.toLowerCase();
  return ['/admin', '/api/admin', '/api/auth'].some(
    (prefix) => lower === prefix || lower.startsWith(`${prefix}/`),
  );
}

/**
 * Security headers for every response, with a content security policy that allows what the
 * page needs and nothing more. The landing page's:
 * - scripts: our own files; `https://c.daily.co` is where the call library of hosted web calls
 *   loads its call bundle from (with its `avoidEval` setting, so no 'unsafe-eval'); `blob:` for
 *   the audio worklet the SDK's WebSocket transport builds at run time (worklet modules are
 *   governed by script-src, not worker-src);
 * - styles: our own files plus inline `<style>`, which the toast library injects at run time;
 * - images: ours, `data:` (initials/icons) and the avatar host;
 * - connections: same origin (covers the local platform's `ws(s)://` on this host), the hosted
 *   voice API (https and its websocket transport) and the call provider's rooms;
 * - media: `blob:` for the call's audio elements.
 *
 * The dashboard places no calls of its own: its pages and API answers get the same policy without
 * the call SDK's hosts, `blob:`, the voice API's HTTP origin or the microphone (see
 * {@link isDashboardPath}). It may connect to the voice API's WebSocket host alone: an owner's
 * test call ("Try it") runs on the platform's WebSocket transport, typed, the assistant played
 * through Web Audio. Its images keep the avatar host: the page's HTML is the prerendered landing
 * page until the dashboard replaces it.
 *
 * A header a handler set itself is kept: a recording answer's sandboxing CSP must not be
 * replaced by a page's policy.
 *
 * HSTS only on https (directly, or per a trusted proxy): on plain HTTP it means nothing to a
 * browser, and a proxy that has not been trusted may not claim https for it.
 * @param voiceApiUrl the hosted voice platform's API base URL (`VOICE_API_URL`)
 * @param extraConnectSources more allowed connections (the local platform's `ws:` origin when
 *   the page may be opened under another name than the one its web-call URLs use)
 * @param trustProxy `TRUST_PROXY`: believe the proxy's `X-Forwarded-Proto`
 */
export function securityHeaders(
  voiceApiUrl: string,
  extraConnectSources: string[] = [],
  trustProxy = false,
): MiddlewareHandler {
  const api = new URL(voiceApiUrl);
  const apiWebSocket = `${api.protocol === 'http:' ? 'ws:' : 'wss:'}//${api.host}`;
  const hstsOnHttps: MiddlewareHandler = async (c, next) => {
    await next();
    if (isHttpsRequest(c.req.raw, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
  const shared = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', AVATAR_IMAGE_ORIGIN],
    fontSrc: ["'self'", 'data:'],
  };
  const landing = secureHeaders({
    strictTransportSecurity: false,
    overwrite: false,
    contentSecurityPolicy: {
      ...shared,
      frameAncestors: ["'self'"],
      scriptSrc: ["'self'", 'blob:', 'https://c.daily.co'],
      connectSrc: [
        "'self'",
        api.origin,
        apiWebSocket,
        'https://*.daily.co',
        'wss://*.daily.co',
        ...extraConnectSources,
      ],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
    },
    permissionsPolicy: { microphone: ['self'], geolocation: [], payment: [] },
  });
  const dashboard = secureHeaders({
    strictTransportSecurity: false,
    overwrite: false,
    contentSecurityPolicy: {
      ...shared,
      frameAncestors: ["'none'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", apiWebSocket],
      mediaSrc: ["'self'"],
      workerSrc: ["'none'"],
    },
    permissionsPolicy: { microphone: [], camera: [], geolocation: [], payment: [] },
  });
  const byPath: MiddlewareHandler = (c, next) =>
    (isDashboardPath(c.req.path) ? dashboard : landing)(c, next);
  // First, so that it sees the headers the others set once the answer is there.
  return every(fileHeadersOnly, byPath, hstsOnHttps);
}
