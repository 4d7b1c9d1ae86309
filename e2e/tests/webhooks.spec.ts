import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext } from '@playwright/test';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';

// Settings › Webhooks, end to end: an owner adds an endpoint (a receiver of the spec's own on
// loopback, so the server runs with WEBHOOKS_ALLOW_PRIVATE=1), sends a test webhook and sees it
// delivered; the receiver checks the signature as docs/product.md#webhooks describes.
test.describe.configure({ mode: 'serial' });

let owner: BrowserContext;
let stop: (() => Promise<void>) | undefined;
let receiver: Server;
let receiverUrl = '';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/vibe`;
  ({ owner, stop } = await startOwnerOnOwnServer(browser, { WEBHOOKS_ALLOW_PRIVATE: '1' }));
});

test.afterAll(async () => {
  await stop?.();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The documented check: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes, 5 minutes. */
function signedBy(secret: string, delivery: { headers: IncomingHttpHeaders; body: string }) {
  const { headers, body } = delivery;
  const timestamp = Number(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${String(headers['webhook-id'])}.${timestamp}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

test('an owner adds an endpoint, sends a test webhook and sees it delivered', async () => {
  const page = await owner.newPage();
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
  await page.getByRole('checkbox', { name: 'Person erased' }).uncheck();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByText('shown only this once')).toBeVisible();
  await expect(page.getByText(receiverUrl)).toBeVisible();

  await page.getByRole('button', { name: 'Send test' }).click();
  const row = page.getByTestId('webhook-delivery').first();
  await expect(row).toContainText('Test');
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  await expect(row).toContainText('HTTP 204');
  expect(received).toHaveLength(1);
  expect(signedBy(secret, received[0]!)).toBe(true);
  expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', data: {} });

  // The secret is not shown again after a reload.
  await page.reload();
  await expect(page.getByText(receiverUrl)).toBeVisible();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
});
