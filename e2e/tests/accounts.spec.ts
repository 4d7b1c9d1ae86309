import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ORGANISER } from '../organiser.ts';
import type { OwnServer } from './own-server.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';

// Organiser accounts done properly: the QR code of two-factor setup and its backup codes, the
// reason a guessable password is refused, the invitation page naming who invited whom and as
// what, and the dashboard's header on a phone.
test.describe.configure({ mode: 'serial' });

const WEAK = 'aaaaaaaaaa';
const WEAK_REASON = 'Repeated characters like "aaa" are easy to guess.';

let server: OwnServer;
let owner: BrowserContext;
let ownerPage: Page;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ server, owner, stop } = await startOwnerOnOwnServer(browser));
  ownerPage = await owner.newPage();
});

test.afterAll(async () => {
  await stop?.();
});

test('two-factor setup shows a QR code of the otpauth link, and the backup codes to keep', async () => {
  await ownerPage.goto('/admin/account');
  await ownerPage.getByLabel('Your password').fill(E2E_ORGANISER.password);
  await ownerPage.getByRole('button', { name: 'Enable' }).click();

  const link = ownerPage.locator('code', { hasText: 'otpauth://totp/' });
  await expect(link).toBeVisible();
  const qr = ownerPage.getByRole('img', { name: 'QR code of the authenticator link' });
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/svg\+xml,/);
  // A QR code's side is 17 + 4·version modules (plus the quiet zone on each side), drawn as one
  // path of dark modules.
  const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  expect((side - 2 * 2 - 17) % 4).toBe(0);
  expect(svg).toMatch(/<path[^>]+d="M/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const codes = await ownerPage
    .getByRole('list', { name: 'Backup codes (keep them safe):' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vibe-together-backup-codes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toContain(E2E_ORGANISER.email);
  for (const code of codes) expect(saved).toContain(code);
});

test('a guessable new password is refused with the reason, in the form and by the server', async () => {
  await ownerPage.goto('/admin/account');
  const field = ownerPage.getByLabel('New password (at least 10 characters)');
  await ownerPage.getByLabel('Current password').fill(E2E_ORGANISER.password);
  await field.fill(WEAK);
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`Too easy to guess\\. ${WEAK_REASON}`),
  );
  const sent: string[] = [];
  ownerPage.on('request', (request) => sent.push(request.url()));
  await ownerPage.getByRole('button', { name: 'Change password' }).click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain(
    WEAK_REASON,
  );
  expect(sent.filter((url) => url.includes('/change-password'))).toEqual([]);

  // The form is a courtesy; the server is the rule, and says why too.
  const refused = await ownerPage.request.post('/api/auth/change-password', {
    headers: { origin: server.url },
    data: { currentPassword: E2E_ORGANISER.password, newPassword: WEAK },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'weak_password',
    message: expect.stringContaining(WEAK_REASON) as unknown,
  });
});

test('the invitation page names who invited whom and as what', async ({ browser }) => {
  const sent = await ownerPage.request.post('/api/admin/invitations', {
    headers: { origin: server.url },
    data: { email: 'invitee@example.com', role: 'viewer' },
  });
  expect(sent.status()).toBe(201);
  const { url } = (await sent.json()) as { url: string };

  const invitee = await browser.newContext({ baseURL: server.url });
  const page = await invitee.newPage();
  await page.goto(url);
  await expect(page.getByTestId('invitation-details')).toHaveText(
    `${E2E_ORGANISER.email} invited you (invitee@example.com) to join as Viewer.`,
  );
  const field = page.getByLabel('Password (at least 10 characters)');
  await field.fill(WEAK);
  await expect(page.getByText(WEAK_REASON)).toBeVisible();
  await field.fill('plum ferry velvet 84');
  await expect(page.getByText('Hard to guess: good.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await invitee.close();
});

test('on a 390 px phone the header is one row, and its menu opens the sections', async () => {
  const page = await owner.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const header = page.locator('header').first();
  const box = await header.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(56);
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(`${E2E_ORGANISER.email} (Owner)`)).toBeVisible();
  await menu.getByRole('link', { name: 'People' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await page.close();
});
