import { expect, test, type Page } from '@playwright/test';
import { E2E_ORGANISER } from '../organiser.ts';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';
import { uniqueEmail } from './support.ts';

// Working through people, end to end: an owner makes a tag, then on a person's page stars them,
// marks them reviewed, tags them and writes a note; a reload shows all of it kept by the server.
// A server of its own: tags are one list for every organiser of a server.
test.describe.configure({ mode: 'serial' });

const TAG = 'shortlist';
const NOTE = 'Strong answers on parsers; invite to the next meetup.';
const person = uniqueEmail('worked');

let own: OwnerOnOwnServer | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  own = await startOwnerOnOwnServer(browser);
  const signUp = await own.api.post('/api/onboarding', {
    data: { email: person, user_agent: 'e2e-agent' },
  });
  expect(signUp.status()).toBe(201);
  page = await own.owner.newPage();
});

test.afterAll(async () => {
  await own?.stop();
});

test('an owner makes a tag in the tag manager', async () => {
  await page.goto('/admin/people');
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tags' });
  await dialog.getByRole('textbox', { name: 'New tag' }).fill(TAG);
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(dialog.getByRole('list', { name: 'Tags' })).toContainText(`${TAG} 0 people`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the person's star, reviewed mark, tag and note are kept", async () => {
  await page.goto(`/admin/people/${encodeURIComponent(person)}`);
  const work = page.getByRole('region', { name: 'Work' });

  await work.getByRole('button', { name: 'Star', pressed: false }).click();
  await expect(work.getByRole('button', { name: 'Star', pressed: true })).toBeVisible();

  await work.getByRole('button', { name: 'Reviewed', pressed: false }).click();
  await expect(work.getByText(`Reviewed by ${E2E_ORGANISER.email}`)).toBeVisible();

  await work.getByRole('combobox', { name: 'Add tag' }).selectOption({ label: TAG });
  await work.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(work.getByRole('list', { name: 'Tags' })).toContainText(TAG);

  await work.getByRole('textbox', { name: 'New note' }).fill(NOTE);
  await work.getByRole('button', { name: 'Add note' }).click();
  await expect(work.getByRole('list', { name: 'Notes' })).toContainText(NOTE);
  await expect(work.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  await page.reload();
  await expect(work.getByRole('button', { name: 'Star', pressed: true })).toBeVisible();
  await expect(work.getByRole('button', { name: 'Reviewed', pressed: true })).toBeVisible();
  await expect(work.getByText(`Reviewed by ${E2E_ORGANISER.email}`)).toBeVisible();
  await expect(work.getByRole('list', { name: 'Tags' })).toContainText(TAG);
  const notes = work.getByRole('list', { name: 'Notes' });
  await expect(notes).toContainText(NOTE);
  await expect(notes).toContainText(E2E_ORGANISER.email);
  // The tag list counts the person now.
  await page.goto('/admin/people');
  await page.getByRole('button', { name: 'Manage tags' }).click();
  await expect(page.getByRole('dialog', { name: 'Tags' })).toContainText(`${TAG} 1 person`);
});
