import { Hono } from 'hono';
import { createLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from '../platform.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';

/** A platform on a fresh database, with helpers to call it like a client would. */
export interface PlatformUnderTest {
  platform: LocalPlatform;
  database: TestDatabase;
  /** Sends a request with the private key (or `key`), answering status and parsed body. */
  call(
    method: string,
    path: string,
    body?: unknown,
    key?: string | null,
  ): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/** Starts a platform for tests: fast simulated calls, quiet logs. */
export async function startPlatformUnderTest(
  kind: 'pglite' | 'postgres',
  options: {
    publicBaseUrl?: string;
    webhookUrl?: string;
    webhookSecret?: string;
    allowPrivateWebhooks?: boolean;
    publicKeyRestrictions?: LocalPlatformOptions['publicKeyRestrictions'];
    /** Off unless given: the suites send many requests from one (socketless) address. */
    rateLimits?: LocalPlatformOptions['rateLimits'];
    callTimings?: LocalPlatformOptions['callTimings'];
  } = {},
): Promise<PlatformUnderTest> {
  const database = await openTestDatabase(kind);
  const platform = await createLocalPlatform({
    db: database.db,
    publicBaseUrl: options.publicBaseUrl ?? 'http://localhost:8090',
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
    ...(options.allowPrivateWebhooks ? { allowPrivateWebhooks: true } : {}),
    ...(options.publicKeyRestrictions
      ? { publicKeyRestrictions: options.publicKeyRestrictions }
      : {}),
    callTimings: {
      ringingAfterMs: 20,
      inProgressAfterMs: 40,
      endedAfterMs: 80,
      ...options.callTimings,
    },
    rateLimits: options.rateLimits ?? false,
    clock: strictlyIncreasingClock(),
    log: { info: () => undefined, warn: () => undefined, error: (m, f) => console.error(m, f) },
  });
  // Mounted the way the product's server mounts it when the public URL has a path.
  const mount = new URL(options.publicBaseUrl ?? 'http://x').pathname.replace(/\/+$/, '');
  const host = mount ? new Hono().route(mount, platform.app) : platform.app;
  return {
    platform,
    database,
    async call(method, path, body, key = platform.keys.privateKey) {
      const headers: Record<string, string> = {};
      if (key) headers.authorization = `Bearer ${key}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await host.request(path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (CSV, SSE): keep the text
      }
      return { status: res.status, body: parsed };
    },
    async close() {
      await platform.close();
      await database.close();
    },
  };
}

/** Real time, but never the same millisecond twice: list order and date filters stay exact. */
export function strictlyIncreasingClock(): () => Date {
  let last = 0;
  return () => new Date((last = Math.max(Date.now(), last + 1)));
}
