import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { createUpgradeHandler, refuseUpgrade } from '../http/upgrade-router.ts';
import { createLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from '../platform.ts';
import { createCallSessions, type CallSessions } from '../sessions/call-sessions.ts';
import type { CallSessionOptions, SessionAssistant } from '../sessions/types.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';
import { MemoryCallStore } from './memory-call-store.ts';

// The two ways tests run the platform: whole, on a fresh database, called like a client calls
// its REST API (`startPlatformUnderTest`); or only its call-session engine, on a real port with
// an in-memory call store (`startCallSessionsUnderTest`).

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

/** A webhook request the test platform's receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: { message: Record<string, unknown> & { type: string } };
}

/**
 * The call-session engine alone, running on 127.0.0.1 behind the platform's own upgrade handler,
 * with an in-memory call store and a webhook receiver.
 */
export interface CallSessionsUnderTest {
  sessions: CallSessions;
  store: MemoryCallStore;
  webhooks: ReceivedWebhook[];
  /** URL of the webhook receiver, to use as `assistant.server.url`. */
  webhookUrl: string;
  /** Registers a call for the assistant and returns its id and session URL. */
  createCall(
    assistant: SessionAssistant,
    metadata?: Record<string, unknown>,
  ): { id: string; url: string };
  /** Resolves with the report once one for the call arrived. */
  webhookFor(callId: string, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** Where the product's server mounts the platform, so call URLs have the production shape. */
const PREFIX = '/platform';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Starts the session engine behind the platform's own upgrade handler (the one the product's
 * server uses), without a database, for the session tests and the benchmark.
 */
export async function startCallSessionsUnderTest(
  options: Omit<CallSessionOptions, 'store'> & { store?: MemoryCallStore } = {},
): Promise<CallSessionsUnderTest> {
  const store = options.store ?? new MemoryCallStore();
  const webhooks: ReceivedWebhook[] = [];
  const webhookListeners = new Set<() => void>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      webhooks.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(200).end();
      for (const listener of webhookListeners) listener();
    });
  });
  const receiverPort = await listen(receiver);
  const webhookUrl = `http://127.0.0.1:${receiverPort}/api/webhooks/voice`;
  // The receiver plays the product's webhook: the one URL the secret is sent to.
  const sessions = createCallSessions({ log: () => {}, webhookUrl, ...options, store });
  const server = createServer((_req, res) => res.writeHead(404).end());
  const handleUpgrade = createUpgradeHandler(sessions, PREFIX);
  server.on('upgrade', (req, socket, head) => {
    if (!handleUpgrade(req, socket, head)) refuseUpgrade(socket);
  });
  const port = await listen(server);

  return {
    sessions,
    store,
    webhooks,
    webhookUrl,
    createCall(assistant, metadata) {
      const id = randomUUID();
      const token = randomUUID();
      store.add(
        {
          id,
          orgId: 'org-local',
          assistant,
          assistantId: assistant.id,
          metadata,
          createdAt: new Date().toISOString(),
        },
        token,
      );
      return { id, url: `ws://127.0.0.1:${port}${PREFIX}/${id}/transport?token=${token}` };
    },
    webhookFor(callId, timeoutMs = 10_000) {
      const find = () =>
        webhooks.find(
          (hook) => (hook.body.message['call'] as { id?: string } | undefined)?.id === callId,
        );
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const listener = () => {
          const hook = find();
          if (!hook) return;
          clearTimeout(timer);
          webhookListeners.delete(listener);
          resolve(hook);
        };
        const timer = setTimeout(() => {
          webhookListeners.delete(listener);
          reject(new Error(`No webhook for call ${callId} within ${timeoutMs} ms.`));
        }, timeoutMs);
        webhookListeners.add(listener);
      });
    },
    async close() {
      await sessions.closeAll();
      server.closeAllConnections();
      receiver.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => receiver.close(resolve)),
      ]);
    },
  };
}
