import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from '../lib/origins.ts';

/** HSTS as Hono's secure headers would send it: 180 days, subdomains included. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** Where the landing page's avatar photos come from (spec §2: an external stock-photo service). */
export const AVATAR_IMAGE_ORIGIN = 'https://images.unsplash.com';

/**
 * Security headers for every response, with a content security policy that allows what the
 * landing page needs and nothing more:
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
  const headers = secureHeaders({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", 'blob:', 'https://c.daily.co'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', AVATAR_IMAGE_ORIGIN],
      fontSrc: ["'self'", 'data:'],
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
  return every(headers, hstsOnHttps);
}
