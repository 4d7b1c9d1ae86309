import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';
import { uniqueEmail } from './support.ts';

// The people list, end to end: an owner picks two sign-ups and tags them at once, filters the
// list by the tag (the view lives in the address, so a reload keeps it), clicks a person right
// after typing a search and stays on that person's page, and exports exactly the people picked.
// A server of its own: tags are one list for every organiser of a server.
test.describe.configure({ mode: 'serial' });

const TAG = 'second-round';
const ada = uniqueEmail('ada');
const bob = uniqueEmail('bob');
const cy = uniqueEmail('cy');

let own: OwnerOnOwnServer | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  own = await startOwnerOnOwnServer(browser);
  for (const email of [ada, bob, cy]) {
    const signUp = await own.api.post('/api/onboarding', {
      data: { email, user_agent: 'e2e-agent' },
    });
    expect(signUp.status()).toBe(201);
  }
  const tag = await own.owner.request.post('/api/admin/tags', {
    headers: { origin: own.server.url },
    data: { name: TAG },
  });
  expect(tag.ok()).toBe(true);
  page = await own.owner.newPage();
});

test.afterAll(async () => {
  await own?.stop();
});

const row = (email: string) => page.getByRole('row').filter({ hasText: email });

test('an owner tags two people at once', async () => {
  await page.goto('/admin/people');
  await page.getByRole('checkbox', { name: `Select ${ada}` }).check();
  await page.getByRole('checkbox', { name: `Select ${bob}` }).check();
  await expect(page.getByText('2 selected', { exact: true }).first()).toBeAttached();
  await page.getByRole('button', { name: 'Tag…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag 2 people' });
  await dialog.getByRole('combobox', { name: 'Tag' }).selectOption({ label: TAG });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Tagged 2 people “${TAG}”.`)).toBeVisible();
  await expect(row(ada)).toContainText(TAG);
  await expect(row(bob)).toContainText(TAG);
  await expect(row(cy)).not.toContainText(TAG);
  await expect(page.getByRole('checkbox', { name: `Select ${ada}` })).not.toBeChecked();
});

test('the list filtered by the tag keeps its view through a reload', async () => {
  await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption({ label: TAG });
  await expect(page).toHaveURL(/[?&]tag=[0-9a-f-]{36}/);
  await expect(row(cy)).toHaveCount(0);
  await expect(row(ada)).toHaveCount(1);
  await expect(row(bob)).toHaveCount(1);
  const filtered = page.url();
  await page.reload();
  expect(page.url()).toBe(filtered);
  await expect(page.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue(
    new URL(filtered).searchParams.get('tag') ?? '',
  );
  await expect(row(ada)).toHaveCount(1);
  await expect(row(bob)).toHaveCount(1);
  await expect(row(cy)).toHaveCount(0);
});

test('a person clicked right after typing a search stays open', async () => {
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill('ada-');
  await page.getByRole('link', { name: ada }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/${encodeURIComponent(ada)}$`));
  await expect(page.getByRole('heading', { name: ada })).toBeVisible();
  // Longer than any settling a search once had: nothing takes the owner back to the list.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(new RegExp(`/admin/people/${encodeURIComponent(ada)}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/people\?/);
});

test('the selection exports exactly the people picked', async () => {
  await page.goto('/admin/people');
  await page.getByRole('checkbox', { name: `Select ${bob}` }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selection (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv).toContain(bob);
  expect(csv).not.toContain(ada);
  expect(csv).not.toContain(cy);
  await expect(page.getByText('Exported 1 person.')).toBeVisible();
});

test('the filters fit a phone, the question picker with its long questions too', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/people');
  const question = page.getByLabel('Answered question');
  // The questions have come: their texts are longer than the screen is wide.
  await expect(question.locator('option')).not.toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await question.boundingBox())!.width).toBeLessThanOrEqual(390);
});
