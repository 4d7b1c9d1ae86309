import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { PlatformDatabase } from '../db/database.ts';
import { refuseUpgrade } from '../http/upgrade-router.ts';
import { createLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from '../platform.ts';

/** A platform served on a real socket, mounted at `/platform` as the product's server does. */
export interface ServedPlatform {
  platform: LocalPlatform;
  /** `http://127.0.0.1:<port>/platform`: the platform's public base URL. */
  base: string;
  /** Closes the platform and the server (the database stays the caller's). */
  close(): Promise<void>;
}

/**
 * Starts a platform on `db` behind a Node HTTP server on a free port, with WebSocket upgrades
 * routed as the product routes them, for tests that join calls over real sockets.
 *
 * @example
 * const served = await servePlatform(database.db, { sessions: { synthesizer } });
 * await fetch(`${served.base}/call/web`, { method: 'POST', … });
 */
export async function servePlatform(
  db: PlatformDatabase,
  options: Omit<LocalPlatformOptions, 'db' | 'publicBaseUrl'> = {},
): Promise<ServedPlatform> {
  // The public URL names the port, so the server listens first and the platform joins it.
  const host = new Hono();
  const server = serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
  let platform: LocalPlatform;
  try {
    platform = await createLocalPlatform({ ...options, db, publicBaseUrl: base });
  } catch (error) {
    server.close();
    throw error;
  }
  host.route('/platform', platform.app);
  server.on('upgrade', (req, socket, head) => {
    if (!platform.handleUpgrade(req, socket, head)) refuseUpgrade(socket);
  });
  return {
    platform,
    base,
    async close() {
      await platform.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
