import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type AppDeps } from './app.ts';
import type { ServerConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { createLogger, type Logger } from './logger.ts';

/** A running server. */
export interface RunningServer {
  /** The base URL to open (`http://localhost:<port>` when listening on every interface). */
  url: string;
  port: number;
  database: DatabaseHandle;
  /** Stops accepting connections, lets open requests finish (at most 10 s), closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: ServerConfig;
  logger?: Logger;
  /** Extra app dependencies (e.g. a local platform's voice config and `mount`). */
  app?: Omit<AppDeps, 'database' | 'config' | 'logger'>;
  /**
   * Takes HTTP upgrade requests (WebSockets, e.g. the local platform's call sessions); answers
   * true when it took the socket. Unclaimed upgrades are refused.
   */
  onUpgrade?: UpgradeHandler;
  /**
   * Builds another part of the product on the opened database before the server listens (e.g.
   * the local platform: its routes via `app.mount`, its voice config, its WebSocket upgrades).
   * Its `close` runs when the server stops, before the database closes.
   */
  extend?: (context: {
    database: DatabaseHandle;
    config: ServerConfig;
  }) => Promise<ServerExtension>;
}

/** Takes an HTTP upgrade request; answers true when it took the socket. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** What {@link StartOptions.extend} adds to the server. */
export interface ServerExtension {
  app?: Omit<AppDeps, 'database' | 'config' | 'logger'>;
  onUpgrade?: UpgradeHandler;
  close?(): Promise<void>;
}

/**
 * Opens the database (running migrations), builds the app and listens on `HOST:PORT`
 * (port 0 picks a free one).
 * @example const server = await startServer({ config: loadConfig() }); await server.close();
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn('database connection lost', { reason: error.message }),
  });
  let extension: ServerExtension = {};
  try {
    extension = (await options.extend?.({ database, config })) ?? {};
    const app = createApp({ ...options.app, ...extension.app, database, config, logger });
    const server = await listen(app.fetch, config.port, config.host);
    const onUpgrade = extension.onUpgrade ?? options.onUpgrade;
    if (onUpgrade) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!onUpgrade(request, socket, head)) socket.destroy();
      });
    }
    const { port } = server.address() as AddressInfo;
    const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
    return {
      url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
      port,
      database,
      close: async () => {
        await stop(server);
        await extension.close?.();
        await database.close();
      },
    };
  } catch (error) {
    await extension.close?.();
    await database.close();
    throw error;
  }
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

function stop(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
