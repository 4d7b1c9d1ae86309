import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** The refusals that may be answered before the request's body is read. */
const EARLY_REFUSALS = new Set([413, 415, 429]);

/**
 * The most unread body a refusal still reads (and throws away) so the connection stays open for
 * the client's next request. Beyond it the connection is closed instead: reading megabytes only
 * to refuse them would be the flood's win.
 */
export const DRAIN_MAX_BYTES = 128 * 1024;

/**
 * Keeps a keep-alive connection usable after a refusal answered before the body was read
 * (`413`, `415`, `429`). The unread bytes would otherwise be taken as the start of the next
 * request, or the server would drop the connection under the client's next request. A small
 * declared remainder is read and discarded; anything else is answered with `Connection: close`,
 * so the client opens a new connection for its next request.
 */
export function keepConnectionUsable(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!EARLY_REFUSALS.has(c.res.status)) return;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming?.readableEnded === true) return;
    const request = c.req.raw;
    if (!request.body) return;
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (!request.bodyUsed && declared <= DRAIN_MAX_BYTES) {
      try {
        await request.arrayBuffer();
        return;
      } catch {
        // The client went away or sent less than it declared: close below.
      }
    }
    c.res.headers.set('Connection', 'close');
  };
}
