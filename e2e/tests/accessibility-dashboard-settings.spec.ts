import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_ORGANISER } from '../organiser.ts';
import { checkScreen, expectAccessibleEverywhere } from './axe.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';

// The screens an owner sets things up on pass axe (docs/accessibility.md) in light and dark, at
// 1280 and 390 px: the interview designer, the audit log, the account (and two-factor setup),
// the settings and the webhooks (and a new endpoint's secret).
test.describe.configure({ mode: 'serial' });

let owner: BrowserContext;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ owner, stop } = await startOwnerOnOwnServer(browser, { WEBHOOKS_ALLOW_PRIVATE: '1' }));
});

test.afterAll(async () => {
  await stop?.();
});

test('interview designer', async () => {
  const page = await checkScreen(owner, 'interview designer', '/admin/interview', 'Interview');
  await page.close();
});

test('audit log', async () => {
  const page = await checkScreen(owner, 'audit', '/admin/audit', 'Audit log');
  await page.close();
});

test('account, and two-factor setup', async () => {
  const page = await checkScreen(owner, 'account', '/admin/account', 'Account');
  await page.getByLabel('Your password').fill(E2E_ORGANISER.password);
  await page.getByRole('button', { name: 'Enable' }).click();
  const qr = page.getByRole('img', { name: 'QR code of the authenticator link' });
  await expect(qr).toBeVisible();
  await expectAccessibleEverywhere(page, 'account, two-factor setup', () =>
    expect(qr).toBeVisible(),
  );
  await page.close();
});

test('settings', async () => {
  const page = await checkScreen(owner, 'settings', '/admin/settings', 'Settings');
  await page.close();
});

test('webhooks, and a new endpoint', async () => {
  const page = await checkScreen(owner, 'webhooks', '/admin/webhooks', 'Webhooks');
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://127.0.0.1:9/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toBeVisible();
  await expectAccessibleEverywhere(page, 'webhooks, new endpoint', () =>
    expect(secret).toBeVisible(),
  );
  await page.close();
});
