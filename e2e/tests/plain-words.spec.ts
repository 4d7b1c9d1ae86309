import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';
import { expectDayLabelsFit } from './chart-labels.ts';
import { uniqueEmail } from './support.ts';

// The dashboard in plain words, on a phone's width and in a time zone of the organiser's own:
// a visitor's browser by name, times with their zone, relative times in lists, date labels
// under the sign-ups chart that fit, and voices by name.
test.describe.configure({ mode: 'serial' });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';

let setup: OwnerOnOwnServer;
let organiser: BrowserContext;
let page: Page;
const email = uniqueEmail('plain');

test.beforeAll(async ({ browser }) => {
  setup = await startOwnerOnOwnServer(browser);
  organiser = await browser.newContext({
    baseURL: setup.server.url,
    storageState: await setup.owner.storageState(),
    timezoneId: 'America/New_York',
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  page = await organiser.newPage();
  const signUp = await setup.api.post('/api/onboarding', {
    data: { email, user_agent: ANDROID_CHROME },
  });
  expect(signUp.status()).toBe(201);
});

test.afterAll(async () => {
  await organiser?.close();
  await setup?.stop();
});

test('the person screen names the browser and writes times with their zone', async () => {
  await page.goto(`/admin/people/${encodeURIComponent(email)}`);
  const browserName = page.getByText('Chrome 131 on Android 14');
  await expect(browserName).toBeVisible();
  // The whole user agent stays at hand, in the tooltip.
  await expect(browserName).toHaveAttribute('title', ANDROID_CHROME);
  const signedUp = page.locator('dt', { hasText: 'Signed up' }).locator('+ dd');
  await expect(signedUp).toHaveText(/\d{1,2}:\d{2} (AM|PM) E[SD]T$/);
});

test('the people list says how long ago, with the full date in the tooltip', async () => {
  await page.goto('/admin/people');
  const row = page.getByRole('row').filter({ hasText: email });
  const time = row.locator('time');
  await expect(time).toHaveText(/now|seconds? ago|minutes? ago/);
  await expect(time).toHaveAttribute('title', /E[SD]T$/);
});

test('the sign-ups chart labels its days on one line each, side by side at 390 px', async () => {
  await page.goto('/admin');
  await page.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  const figure = page.locator('figure', { hasText: 'Sign-ups per day' });
  await expectDayLabelsFit(figure);
});

test('the voice picker names voices without their provider', async () => {
  await page.goto('/admin/interview');
  const voice = page.getByLabel('Voice');
  await expect(voice.locator('option').nth(1)).toBeAttached();
  const options = await voice.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  for (const option of options) expect(option).not.toMatch(/\((local|vapi)\)/);
});
