// Raw bytes over a real TCP socket, for requests no HTTP client would send (bad escapes,
// garbage before the request line, half a WebSocket handshake).
import { connect } from 'node:net';

/** What came back on one connection. */
export interface RawAnswer {
  /** The status of the first answer line, or undefined when none came. */
  status: number | undefined;
  /** Everything the server sent (a 101 answer's stream is cut after its headers). */
  text: string;
  /**
   * True when the server closed the connection (false: the wait ran out, it switched, or
   * `untilHead` ended the exchange first).
   */
  closed: boolean;
}

/**
 * Writes `bytes` to `127.0.0.1:port` and reads until the server closes the connection, answers
 * 101 (the socket is then dropped), or `timeoutMs` passes; with `untilHead`, only until the
 * answer's head is in (a kept-alive connection is then dropped too).
 */
export function exchange(
  port: number,
  bytes: string | Buffer,
  { timeoutMs = 5_000, untilHead = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, text, closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      if (/^HTTP\/1\.1 101 /.test(text) || (untilHead && text.includes('\r\n\r\n'))) {
        finish(false);
      }
    });
    // A reset after the answer (the server closing on unread bytes) still ends the exchange.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(bytes);
  });
}

/** The bytes of a request; `headers` are written as given, in order. */
export function rawRequest(
  target: string,
  headers: Record<string, string>,
  method = 'GET',
): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}\r\n`;
}

/** A complete, valid WebSocket handshake's headers. */
export const WEBSOCKET_HEADERS: Record<string, string> = {
  Connection: 'Upgrade',
  Upgrade: 'websocket',
  'Sec-WebSocket-Version': '13',
  'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
};
