import { describe, expect, it } from 'vitest';
import { verifyWebhook as verify } from '../testing/webhook-receiver.ts';
import { newWebhookSecret, webhookHeaders } from './signature.ts';

// The receiver (testing/webhook-receiver.ts) is written from docs/product.md#webhooks alone.
describe('webhook signatures', () => {
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: '2026-01-01T00:00:00Z',
    data: {},
  });
  const at = new Date('2026-01-01T00:00:00Z');
  const now = at.getTime() / 1000;

  it('a receiver following the documentation accepts a delivery', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = webhookHeaders(secret, 'msg_1', at, body);
    expect(headers['webhook-timestamp']).toBe(String(now));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verify(secret, headers, body, now + 10)).toBe(true);
  });

  it('is refused with another secret, another body, another id or a stale timestamp', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, 'msg_1', at, body);
    expect(verify(newWebhookSecret(), headers, body, now)).toBe(false);
    expect(verify(secret, headers, `${body} `, now)).toBe(false);
    expect(verify(secret, { ...headers, 'webhook-id': 'msg_2' }, body, now)).toBe(false);
    expect(verify(secret, headers, body, now + 301)).toBe(false);
    expect(verify(secret, headers, body, now - 301)).toBe(false);
  });
});
