import { expect, test } from '@playwright/test';
import { startSmtpTestServer, type SmtpTestServer } from '@vibe/server/testing';
import { E2E_ORGANISER } from '../organiser.ts';
import { expectAccessibleEverywhere } from './axe.ts';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';

// "Forgot password?" end to end: a server of its own whose SMTP_URL points at a real SMTP
// server in this test, the e-mail read as it arrived, its link opened, a new password set, and
// the organiser signed in with it while their old session has ended. Each state passes axe
// (docs/accessibility.md) in light and dark, at 1280 and 390 px.
const NEW_PASSWORD = 'plum ferry velvet 84';

let smtp: SmtpTestServer;
let own: OwnerOnOwnServer | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
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
  // Four screens through axe in four variants each: minutes on a loaded machine.
  test.setTimeout(180_000);
  const { server, owner } = own!;
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const forgotTitle = page.getByRole('heading', { name: 'Reset your password' });
  await expect(forgotTitle).toBeVisible();
  await expectAccessibleEverywhere(page, 'forgot password', () =>
    expect(forgotTitle).toBeVisible(),
  );
  await page.getByLabel('E-mail').fill(E2E_ORGANISER.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const sentTitle = page.getByRole('heading', { name: 'Check your e-mail' });
  await expect(sentTitle).toBeVisible();
  await expectAccessibleEverywhere(page, 'forgot password, sent', () =>
    expect(sentTitle).toBeVisible(),
  );

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
  await expectAccessibleEverywhere(page, 'reset password', () =>
    expect(page.getByText('Hard to guess: good.')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Set new password' }).click();
  const doneTitle = page.getByRole('heading', { name: 'Password changed' });
  await expect(doneTitle).toBeVisible();
  await expectAccessibleEverywhere(page, 'reset password, done', () =>
    expect(doneTitle).toBeVisible(),
  );

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
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('This reset link is used, expired or unknown');
  await expectAccessibleEverywhere(page, 'reset password, used link', () =>
    expect(refused).toBeVisible(),
  );
  await context.close();
});
