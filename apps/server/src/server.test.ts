import { request as httpRequest } from 'node:http';
import { ephemeralConfig } from './testing/ephemeral-config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { exchange, rawRequest, WEBSOCKET_HEADERS } from './testing/raw-http.ts';
import { migratedPgliteSnapshot } from './testing/migrated-template.ts';

/** Sends an upgrade request and tells whether the server switched protocols. */
function tryUpgrade(url: string, path: string): Promise<'switched' | 'refused'> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${path}`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket' },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve('switched');
    });
    req.on('error', () => resolve('refused'));
    req.on('response', () => resolve('refused'));
    req.end();
  });
}

describe('startServer', () => {
  let server: RunningServer;
  const upgrades: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ SIGNUP_RATE_LIMIT: '2' }),
      app: { webDistDir: null },
      onUpgrade: (request, socket) => {
        if (request.url === '/broken-hook') throw new Error('a bug in an upgrade hook');
        if (!request.url?.startsWith('/platform/')) return false;
        upgrades.push(request.url);
        socket.end(
          'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
        );
        return true;
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('listens on a free port and reports its URL and storage', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.database.location).toBe('in memory');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('rate limits sign-ups by the socket address of the client', async () => {
    const postOnboarding = (email: string) =>
      fetch(`${server.url}/api/onboarding`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${email.length}`,
        },
        body: JSON.stringify({ email }),
      });
    expect((await postOnboarding('a@example.com')).status).toBe(201);
    expect((await postOnboarding('bb@example.com')).status).toBe(201);
    const limited = await postOnboarding('ccc@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('hands upgrade requests to the upgrade hook and refuses the ones it does not take', async () => {
    expect(await tryUpgrade(server.url, '/platform/call-1/transport')).toBe('switched');
    expect(upgrades).toEqual(['/platform/call-1/transport']);
    expect(await tryUpgrade(server.url, '/api/onboarding')).toBe('refused');
  });

  it('answers 404 to an upgrade nobody takes and 500 to one whose hook throws, and serves on', async () => {
    const unclaimed = await exchange(server.port, rawRequest('/api/onboarding', WEBSOCKET_HEADERS));
    expect([unclaimed.status, unclaimed.closed]).toEqual([404, true]);
    const broken = await exchange(server.port, rawRequest('/broken-hook', WEBSOCKET_HEADERS));
    expect([broken.status, broken.closed]).toEqual([500, true]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('builds an extension on the opened database, mounts it and closes it before the database', async () => {
    const events: string[] = [];
    const extended = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig(),
      app: { webDistDir: null },
      extend: async ({ database }) => {
        await database.ping();
        events.push('built');
        return {
          app: { mount: (root) => void root.get('/platform/ping', (c) => c.json({ pong: true })) },
          close: async () => {
            await database.ping();
            events.push('closed while the database was open');
          },
        };
      },
    });
    expect(await (await fetch(`${extended.url}/platform/ping`)).json()).toEqual({ pong: true });
    await extended.close();
    expect(events).toEqual(['built', 'closed while the database was open']);
  });

  it('tells the extension the real port when PORT=0, since it listens first', async () => {
    let seen: { url: string; loopbackUrl: string } | undefined;
    const started = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig({ HOST: '0.0.0.0' }),
      app: { webDistDir: null },
      extend: async ({ url, loopbackUrl }) => {
        seen = { url, loopbackUrl };
        return {};
      },
    });
    try {
      expect(seen).toEqual({
        url: `http://localhost:${started.port}`,
        loopbackUrl: `http://127.0.0.1:${started.port}`,
      });
      expect((await fetch(`${seen?.loopbackUrl}/healthz`)).status).toBe(200);
    } finally {
      await started.close();
    }
  });

  it('stops listening and closes the database when the extension cannot be built', async () => {
    let port = 0;
    let database: { ping(): Promise<void> } | undefined;
    await expect(
      startServer({
        pgliteSnapshot: await migratedPgliteSnapshot(),
        config: ephemeralConfig(),
        app: { webDistDir: null },
        extend: async (context) => {
          port = Number(new URL(context.url).port);
          database = context.database;
          throw new Error('no platform today');
        },
      }),
    ).rejects.toThrow('no platform today');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await expect(database?.ping()).rejects.toThrow();
  });

  it('closes the listener and the database', async () => {
    const other = await startServer({
      pgliteSnapshot: await migratedPgliteSnapshot(),
      config: ephemeralConfig(),
      app: { webDistDir: null },
    });
    await other.close();
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();
    await expect(other.database.ping()).rejects.toThrow();
  });
});
