// The platform's one way into its WebSockets: every HTTP upgrade under the platform's mount is
// routed here, by the product's server and the tests alike. Anything it cannot route (a bad
// escape, an unknown path, an oversize URL) is answered with an HTTP error on the socket, and
// no input can make it throw.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './errors.ts';

/** Longest upgrade URL (path and query) routed; a web-call URL is far shorter. */
export const MAX_UPGRADE_URL_LENGTH = 2048;
const CALL_ID = /^[A-Za-z0-9_-]{1,128}$/;
const NO_ENDPOINT = 'No WebSocket endpoint here.';
const TRANSPORT = /^\/([^/]+)\/transport\/?$/;

/**
 * What the router hands a call's transport to: the call sessions (`sessions/call-sessions.ts`).
 * Declared here so that the router, which the sessions use to refuse a socket, needs nothing of
 * theirs.
 */
export interface CallTransportTaker {
  handleUpgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callId: string,
    token: string | null,
  ): void;
}

/** Where an upgrade goes: a call's transport, a refusal, or nowhere (not the platform's). */
export type UpgradeRoute =
  | { kind: 'transport'; callId: string; token: string | null }
  | { kind: 'refuse'; status: 400 | 404 | 414; message: string }
  | { kind: 'elsewhere' };

/**
 * Routes an upgrade's raw request target below `mountPath` (`''` when the platform is served
 * alone): `<mount>/<callId>/transport?token=…` is a call; other paths under the mount are
 * refused; paths outside it are someone else's.
 */
export function routeUpgrade(target: string | undefined, mountPath: string): UpgradeRoute {
  const raw = target ?? '/';
  const pathname = raw.split('?', 1)[0]!;
  if (mountPath && pathname !== mountPath && !pathname.startsWith(`${mountPath}/`)) {
    return { kind: 'elsewhere' };
  }
  if (raw.length > MAX_UPGRADE_URL_LENGTH) {
    return { kind: 'refuse', status: 414, message: 'The URL is too long.' };
  }
  let url: URL;
  try {
    url = new URL(raw, 'http://local');
  } catch {
    return { kind: 'refuse', status: 400, message: 'The URL is malformed.' };
  }
  const match = TRANSPORT.exec(pathname.slice(mountPath.length));
  if (!match) return { kind: 'refuse', status: 404, message: NO_ENDPOINT };
  const callId = decodeSegment(match[1]!);
  if (callId === undefined) {
    return { kind: 'refuse', status: 400, message: 'The call id is not a valid URL segment.' };
  }
  if (!CALL_ID.test(callId)) return { kind: 'refuse', status: 404, message: 'No such call.' };
  return { kind: 'transport', callId, token: url.searchParams.get('token') };
}

/** Percent-decodes a path segment; `undefined` for a malformed escape. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Answers an upgrade request with a plain HTTP error (the provider's JSON body) and closes the
 * socket; by default the answer for a path with no WebSocket behind it.
 */
export function refuseUpgrade(socket: Duplex, status = 404, message = NO_ENDPOINT): void {
  if (socket.destroyed) return;
  const error = errorBody(status, message);
  const body = JSON.stringify(error);
  socket.end(
    `HTTP/1.1 ${status} ${error.error}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The platform's upgrade handler: routes the request and hands a call's transport to the
 * session engine. Answers false (socket untouched) for a path outside the mount; otherwise it
 * owns the socket and answers every failure on it.
 */
export function createUpgradeHandler(sessions: CallTransportTaker, mountPath: string) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const route = routeUpgrade(req.url, mountPath);
    if (route.kind === 'elsewhere') return false;
    // A socket error before the handshake must not become an uncaught exception.
    socket.on('error', () => socket.destroy());
    if (route.kind === 'refuse') {
      refuseUpgrade(socket, route.status, route.message);
      return true;
    }
    try {
      sessions.handleUpgrade(req, socket, head, route.callId, route.token);
    } catch {
      // Node emits `upgrade` outside any request handler: a throw here would be uncaught.
      refuseUpgrade(socket, 500, 'The call session could not be opened.');
    }
    return true;
  };
}
