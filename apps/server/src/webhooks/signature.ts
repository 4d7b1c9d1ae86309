// How a delivery is signed, in the manner of Standard Webhooks (docs/product.md#webhooks): the
// secret is `whsec_` and base64 of 24 random bytes, the key is those bytes, and the signature is
// `v1,` and base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

/** The `webhook-signature` value for one message. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery carries; the timestamp is the attempt's (seconds). */
export function webhookHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
