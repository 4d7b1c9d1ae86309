import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { withFields, type Logger } from '../logger.ts';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a forwarded id may look like: a short token (UUIDs and trace ids fit), nothing more. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The id of a request: the one a trusted reverse proxy forwarded in `x-request-id` (only with
 * `TRUST_PROXY=1`, and only when it is a short token), else a fresh random one. A client talking
 * to the server directly cannot choose the id its requests are logged under.
 */
export function requestIdOf(header: string | undefined, trustProxy: boolean): string {
  if (trustProxy && header !== undefined && SANE_REQUEST_ID.test(header)) return header;
  return randomUUID();
}

/** Each request's id, by the request itself (whatever app or sub-app its context belongs to). */
const ids = new WeakMap<Request, string>();

/**
 * `logger` for the request `c` serves: every line carries its id (as given by {@link requestId};
 * unchanged outside it).
 * @example requestLogger(c, logger).info('end-of-call report stored', { callId })
 */
export function requestLogger(c: Context, logger: Logger): Logger {
  const id = ids.get(c.req.raw);
  return id === undefined ? logger : withFields(logger, { requestId: id });
}

/**
 * Gives every request an id: answered in `x-request-id`, and carried by the lines logged for it
 * through {@link requestLogger} (the error handler's among them). Each request is logged once at
 * `debug`, with its route pattern, status and duration.
 */
export function requestId(options: { trustProxy: boolean; logger: Logger }): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER), options.trustProxy);
    const started = performance.now();
    ids.set(c.req.raw, id);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // A response passed through from elsewhere may have immutable headers: it goes without.
    }
    options.logger.debug('request', {
      requestId: id,
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
