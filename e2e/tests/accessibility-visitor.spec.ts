import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere } from './axe.ts';

// The visitor's pages pass axe (docs/accessibility.md) in light and dark, at 1280 and 390 px:
// the landing page with its sign-up widget closed, open and refusing an address, the 404 page
// and /privacy. The interview dialog's states are in accessibility-interview.spec.ts.

test('the landing page', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toBeVisible();
  await expectAccessibleEverywhere(page, 'landing', () => expect(hero).toBeVisible());
});

test('the landing page with the sign-up widget open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Community' }).focus();
  const field = page.getByPlaceholder('Enter your email to begin...');
  await field.fill('ada@example.com');
  await expectAccessibleEverywhere(page, 'landing, sign-up open', () =>
    expect(field).toBeVisible(),
  );
});

test('the landing page refusing an invalid address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Community' }).focus();
  const field = page.getByPlaceholder('Enter your email to begin...');
  await field.fill('not-an-address');
  await field.press('Enter');
  await expect(page.getByText('Invalid Email').first()).toBeVisible();
  await expectAccessibleEverywhere(page, 'landing, invalid address', () =>
    expect(field).toBeVisible(),
  );
});

test('the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  const title = page.getByText('Oops! Page not found');
  await expect(title).toBeVisible();
  await expectAccessibleEverywhere(page, '404', () => expect(title).toBeVisible());
});

test('the privacy page', async ({ page }) => {
  await page.goto('/privacy');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expectAccessibleEverywhere(page, 'privacy', () => expect(heading).toBeVisible());
});
