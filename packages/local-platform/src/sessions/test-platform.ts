import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpgradeHandler, refuseUpgrade } from '../http/upgrade-router.ts';
import { createCallSessions, type CallSessions } from './index.ts';
import { MemoryCallStore } from './memory-call-store.ts';
import type { CallSessionOptions, SessionAssistant } from './types.ts';

/** A webhook request the test platform's receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: { message: Record<string, unknown> & { type: string } };
}

/** A running session engine on 127.0.0.1 with an in-memory store and a webhook receiver. */
export interface TestPlatform {
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
 * server uses), for integration tests and the benchmark.
 */
export async function startTestPlatform(
  options: Omit<CallSessionOptions, 'store'> & { store?: MemoryCallStore } = {},
): Promise<TestPlatform> {
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
