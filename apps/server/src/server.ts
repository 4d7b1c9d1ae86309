import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app.ts';
import type { ServerConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { guardedUpgrade, type UpgradeHandler } from './lib/guarded-upgrade.ts';
import { isEveryInterface, originOf } from './lib/origins.ts';
import { createRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { createLogger, type Logger } from './logger.ts';
import { hostedCallEraser } from './admin/platform-calls.ts';
import { startRetentionTimer } from './privacy/retention-job.ts';
import { startWebhookWorker } from './webhooks/worker.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { startMailWorker } from './mail/worker.ts';
import { startDigestTimer } from './mail/digest.ts';
import { createMetrics, type ServerMetrics } from './metrics/server-metrics.ts';

/** A running server. */
export interface RunningServer {
  /** The base URL to open (`http://localhost:<port>` when listening on every interface). */
  url: string;
  port: number;
  database: DatabaseHandle;
  /** Where this copy's rate limits count (shared with other copies unless in memory). */
  rateLimitStore: RateLimitStore;
  /**
   * Graceful stop: turns `/readyz` unready, closes the extension (ending live calls), stops
   * accepting connections, lets open requests finish (at most 10 s), closes the stores.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  config: ServerConfig;
  logger?: Logger;
  /** Extra app dependencies (e.g. a local platform's voice config and `mount`). */
  app?: Omit<AppDeps, 'database' | 'config' | 'logger'>;
  /**
   * Takes HTTP upgrade requests (WebSockets, e.g. the local platform's call sessions); answers
   * true when it took the socket. Unclaimed upgrades are answered 404, and one it throws on 500.
   */
  onUpgrade?: UpgradeHandler;
  /**
   * Builds another part of the product on the opened database before the server listens (e.g.
   * the local platform: its routes via `app.mount`, its voice config, its WebSocket upgrades).
   * Its `close` runs when the server stops, before the database closes.
   */
  extend?: (context: ExtensionContext) => Promise<ServerExtension>;
  /** An in-memory database starts from this dump (tests: a migrated copy; see client.ts). */
  pgliteSnapshot?: Blob;
}

/** What {@link StartOptions.extend} knows when it runs: the server already listens. */
export interface ExtensionContext {
  database: DatabaseHandle;
  config: ServerConfig;
  /** Where browsers reach the server: `PUBLIC_URL`, or the listening address. */
  url: string;
  /** Where this process reaches itself over loopback (`http://127.0.0.1:<port>` on 0.0.0.0). */
  loopbackUrl: string;
  /** The server's metrics, for the extension's own gauges and timings. */
  metrics: ServerMetrics;
}

export type { UpgradeHandler };

/** What {@link StartOptions.extend} adds to the server. */
export interface ServerExtension {
  app?: Omit<AppDeps, 'database' | 'config' | 'logger'>;
  onUpgrade?: UpgradeHandler;
  close?(): Promise<void>;
}

/**
 * Opens the database (running migrations), listens on `HOST:PORT` (port 0 picks a free one),
 * then builds the extension and the app.
 * @example const server = await startServer({ config: loadConfig() }); await server.close();
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.pgliteSnapshot ? { pgliteSnapshot: options.pgliteSnapshot } : {}),
    onIdleError: (error) => logger.warn('database connection lost', { reason: error.message }),
    onUpkeepError: (error) => logger.warn('database vacuum failed', { reason: error.message }),
  });
  const rateLimitStore = await createRateLimitStore({
    redisUrl: config.redisUrl,
    databaseUrl: config.databaseUrl,
    logger,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let shuttingDown = false;
  const metrics = createMetrics({ processDefaults: config.metricsToken !== undefined });
  let extension: ServerExtension = {};
  let server: ServerType | undefined;
  // Listen first, so the port is known (PORT=0 picks one) before the extension is built with
  // URLs that name it; requests arriving meanwhile wait for the app.
  const app = deferred<Hono>();
  try {
    server = await listen(
      async (request) => (await app.promise).fetch(request),
      config.port,
      config.host,
    );
    const { port } = server.address() as AddressInfo;
    const url = config.publicUrl ?? originOf(shownHost(config.host), port);
    const loopbackUrl = originOf(loopbackHost(config.host), port);
    extension = (await options.extend?.({ database, config, url, loopbackUrl, metrics })) ?? {};
    app.resolve(
      createApp({
        rateLimitStore,
        shuttingDown: () => shuttingDown,
        metrics,
        ...options.app,
        ...extension.app,
        origin: url,
        database,
        config,
        logger,
      }),
    );
    const onUpgrade = extension.onUpgrade ?? options.onUpgrade;
    const upgraded = new Set<Duplex>();
    upgradedSockets.set(server, upgraded);
    server.on(
      'upgrade',
      guardedUpgrade(onUpgrade, logger, (socket) => {
        upgraded.add(socket);
        socket.once('close', () => upgraded.delete(socket));
      }),
    );
    const listening = server;
    // Every copy looks daily whether old recordings and transcripts are due for erasure; one
    // statement in the database lets one copy a day do it (privacy/retention-job.ts).
    const retention = startRetentionTimer({
      db: database.db,
      clock: () => new Date(),
      platformCalls: extension.app?.platformCalls ?? hostedCallEraser(config.voice),
      logger,
    });
    // Every copy sends the outbox's webhooks; leases keep them from sending one twice.
    const webhookWorker = startWebhookWorker({
      db: database.db,
      logger,
      allowPrivate: config.webhooksAllowPrivate,
    });
    // With SMTP_URL, every copy sends the e-mail outbox; leases keep them from sending one twice.
    const mailWorker = config.mail
      ? startMailWorker({
          db: database.db,
          mailer: createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from }),
          logger,
        })
      : undefined;
    // With SMTP_URL, every copy looks for the daily digest; the day's row lets one copy queue it.
    const digest = config.mail
      ? startDigestTimer({ db: database.db, clock: () => new Date(), origin: url, logger })
      : undefined;
    return {
      url: originOf(shownHost(config.host), port),
      port,
      database,
      rateLimitStore,
      close: async () => {
        // Unready first, so a load balancer's health check sends new visitors elsewhere; for
        // SHUTDOWN_GRACE_SECONDS the copy still serves whoever the balancer sends meanwhile.
        shuttingDown = true;
        if (config.shutdownGraceMs > 0) await sleep(config.shutdownGraceMs);
        // The extension first, while the server still listens: it ends what it holds open (live
        // calls on upgraded sockets, which the listener would otherwise wait for), and their
        // end-of-call reports still reach this server's webhook.
        await extension.close?.();
        await stop(listening);
        await retention.stop();
        await webhookWorker.stop();
        await digest?.stop();
        await mailWorker?.stop();
        await rateLimitStore.close();
        await database.close();
      },
    };
  } catch (error) {
    app.reject(error);
    if (server) await stop(server);
    await extension.close?.();
    await rateLimitStore.close();
    await database.close();
    throw error;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The name to show for a listening host: `localhost` for every interface. */
function shownHost(host: string): string {
  return isEveryInterface(host) ? 'localhost' : host;
}

/** How this process reaches a host it listens on (loopback for every interface). */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  return host === '::' ? '::1' : host;
}

function deferred<T>(): {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  // A start that fails before the app exists must not leave an unhandled rejection behind.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = createAdaptorServer({ fetch, port, hostname });
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(server));
  });
}

/** The sockets each listener handed over as upgrades, ended when a stop runs out of time. */
const upgradedSockets = new WeakMap<ServerType, Set<Duplex>>();

/** How long a stop lets requests in flight finish before it cuts their connections. */
export const STOP_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections and lets the requests in flight finish (each answered in full,
 * with `Connection: close`), closing every connection as soon as it is idle; after
 * {@link STOP_TIMEOUT_MS} whatever is still open is cut.
 */
function stop(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive client may still send on a connection it holds: answer, then close it.
    server.on('request', (_request, response: { setHeader(name: string, value: string): void }) =>
      response.setHeader('Connection', 'close'),
    );
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    // A connection whose request was in flight at the stop turns idle once answered.
    const sweep = setInterval(closeIdle, 100);
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      // Upgraded sockets (WebSockets) are not HTTP connections any more; end them too.
      for (const socket of upgradedSockets.get(server) ?? []) socket.destroy();
    }, STOP_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    closeIdle();
  });
}
