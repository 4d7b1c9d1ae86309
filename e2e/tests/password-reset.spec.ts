import { expect, test } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../smtp-inbox.ts';
import { E2E_ORGANISER } from '../organiser.ts';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';

// "Forgot password?" end to end: a server of its own whose SMTP_URL points at a real SMTP
// server in this test, the e-mail read as it arrived, its link opened, a new password set, and
// the organiser signed in with it while their old session has ended.
const NEW_PASSWORD = 'plum ferry velvet 84';

let smtp: SmtpInbox;
let own: OwnerOnOwnServer | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpInbox();
  own = await startOwnerOnOwnServer(browser, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Vibe Together <no-reply@e2e.example>',
  });
});

test.afterAll(async () => {
  await own?.stop();
  await smtp?.close();
});

test('an organiser resets a forgotten password from the e-mailed link and signs in with it', async ({
  browser,
}) => {
  const { server, owner } = own!;
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ORGANISER.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // The server's own mail worker sends it within a few seconds.
  const mail = await smtp.next((m) => m.to.includes(E2E_ORGANISER.email), 30_000);
  expect(mail.from).toContain('no-reply@e2e.example');
  expect(mail.subject).toBe('Reset your Vibe Together password');
  const link = /https?:\/\/\S+\/admin\/reset-password#\S+/.exec(mail.text)?.[0];
  expect(link?.startsWith(`${server.url}/admin/reset-password#`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByText('Hard to guess: good.')).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The owner's other session ended with the reset.
  expect((await owner.request.get('/api/admin/me')).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(E2E_ORGANISER.email);
  await page.getByLabel('Password').fill(E2E_ORGANISER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // The link opened once.
  await page.goto(link!);
  await page.getByLabel('New password').fill('another sturdy phrase 51');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is used, expired or unknown',
  );
  await context.close();
});
