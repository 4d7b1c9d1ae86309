import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from: the socket's peer, or — only behind a trusted reverse proxy
 * (`TRUST_PROXY=1`) — the last `X-Forwarded-For` entry, the one that proxy appended itself
 * (earlier entries are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (e.g. app.request() in tests): every such request shares one bucket.
    return 'unknown';
  }
}
