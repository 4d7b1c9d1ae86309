// The server's single `upgrade` listener. Node emits `upgrade` outside any request handler, so
// a throw here would be an uncaught exception; instead every upgrade ends with either a taken
// socket or an HTTP error on it, whatever the hook does.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_ERROR_CODES } from '@vibe/contracts/api';
import type { Logger } from '../logger.ts';
import { describeError } from './describe-error.ts';

/** Takes an HTTP upgrade request; answers true when it took the socket. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/**
 * Wraps an upgrade hook for `server.on('upgrade')`: an upgrade the hook does not take is
 * answered 404, one it throws on is logged and answered 500, and socket errors are only
 * logged. `onTaken` hears of each socket the hook took.
 */
export function guardedUpgrade(
  hook: UpgradeHandler | undefined,
  logger: Logger,
  onTaken: (socket: Duplex) => void,
) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => {
      logger.debug('upgrade socket error', { reason: error.message });
      socket.destroy();
    });
    try {
      if (hook?.(request, socket, head)) return onTaken(socket);
      refuseUpgrade(socket, 404, API_ERROR_CODES.notFound, 'No WebSocket endpoint here.');
    } catch (error) {
      logger.error('upgrade handler failed', { ...describeError(error) });
      refuseUpgrade(socket, 500, API_ERROR_CODES.internal, 'The upgrade could not be handled.');
    }
  };
}

/**
 * Answers an upgrade with an HTTP error in the API's own body (`{"error": {"code", "message"}}`,
 * like the app's 404) and closes the socket. The server's answer, not the platform's: an
 * upgrade nobody takes is refused the same way in hosted and in local mode.
 */
function refuseUpgrade(socket: Duplex, status: 404 | 500, code: string, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
