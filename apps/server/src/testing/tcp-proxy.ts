// A TCP pass-through that a test can cut and restore, to make a real PostgreSQL server
// "unreachable" and "back" without touching the server itself.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { onTestFinished } from 'vitest';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and stops listening (new connections are refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
}

/** Starts a proxy on a free local port forwarding to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const makeServer = () =>
    createServer((client) => {
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  let server = makeServer();
  const port = await listen(server, 0);
  return {
    port,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: async () => {
      server = makeServer();
      await listen(server, port);
    },
  };
}

/**
 * In a test: a proxy in front of the server a connection URL names (`postgres://…`,
 * `redis://…`; `defaultPort` when it names no port), and that URL pointed at the proxy. The
 * proxy is cut when the test finishes.
 */
export async function proxyInFront(
  url: string,
  defaultPort: number,
): Promise<{ url: string; proxy: TcpProxy }> {
  const target = new URL(url);
  const proxy = await startTcpProxy({
    host: target.hostname,
    port: Number(target.port || defaultPort),
  });
  onTestFinished(() => proxy.cut().catch(() => {}));
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  return { url: target.toString(), proxy };
}
