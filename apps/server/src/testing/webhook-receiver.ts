// A webhook receiver for the tests of outgoing webhooks, written from docs/product.md#webhooks
// alone: it verifies each delivery's signature (and refuses a stale timestamp) with the secret
// the owner was shown, and answers the status codes a test asks for.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The replay window the documentation names (seconds). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * True when `headers` sign `body` with `secret` within the replay window: the key is the
 * secret's part after `whsec_`, base64-decoded; the signed text is `id.timestamp.body`; the
 * header lists `v1,<base64 HMAC-SHA256>` signatures separated by spaces.
 */
export function verifyWebhook(
  secret: string,
  headers: IncomingHttpHeaders | Record<string, string>,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((signature) => {
      const [version, value] = signature.split(',');
      const given = Buffer.from(value ?? '', 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status codes to answer, in turn; once used up, `fallback`. */
  answers: number[];
  fallback: number;
  close(): Promise<void>;
}

/** A receiver on a free loopback port; `delayMs` holds each answer back that long. */
export async function startWebhookReceiver(delayMs = 0): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    received: [],
    answers: [],
    fallback: 200,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      const status = receiver.answers.shift() ?? receiver.fallback;
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
