import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { E2E_ORGANISER } from '../organiser.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';

// The Interview screen keeps an owner's work, end to end: a reload mid-edit brings the unsaved
// changes back, a draft is saved and made live after a confirmation that says what changes, two
// tabs saving at once meet as a conflict the second resolves, and a save the network loses
// leaves the form as it was. A server of its own: other specs expect the seeded questions.
test.describe.configure({ mode: 'serial' });

const REWORDED = `${interviewScript.questions[0]!.replace(/\?$/, '')}, in a few words?`;

let owner: BrowserContext;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ owner, stop } = await startOwnerOnOwnServer(browser));
});

test.afterAll(async () => {
  await stop?.();
});

/** A new tab of the owner's on the Interview screen, its form shown. */
async function interviewTab(): Promise<Page> {
  const page = await owner.newPage();
  await page.goto('/admin/interview');
  await expect(page.getByRole('textbox', { name: 'Question 1' })).toBeEnabled();
  return page;
}

const question = (page: Page, n: number) => page.getByRole('textbox', { name: `Question ${n}` });

test('a reload mid-edit brings the changes back; a draft goes live once confirmed', async () => {
  const page = await interviewTab();
  await expect(question(page, 1)).toHaveValue(interviewScript.questions[0]!);
  await question(page, 1).click();
  await question(page, 1).fill(REWORDED);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Another screen of the dashboard asks first; the owner stays.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void (dialog.type() === 'confirm' ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('link', { name: 'People', exact: true }).click();
  expect(asked).toEqual(['confirm']);
  await expect(page).toHaveURL(/\/admin\/interview$/);
  await expect(question(page, 1)).toHaveValue(REWORDED);

  // The page asks before it is left; the owner leaves anyway.
  await page.reload();
  expect(asked).toEqual(['confirm', 'beforeunload']);
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await expect(question(page, 1)).toHaveValue(REWORDED);

  await page.getByRole('checkbox', { name: /Same question, reworded/ }).check();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Version 2 saved as a draft (not live).')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  const draft = page.getByRole('listitem', { name: 'Version 2' });
  await expect(draft).toContainText('draft');

  await draft.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /Version 2/ });
  await expect(preview.getByText(REWORDED)).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await draft.getByRole('button', { name: 'Go live' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make version 2 live?' });
  await expect(confirm.getByRole('region', { name: 'Questions reworded' })).toContainText(REWORDED);
  await expect(confirm.getByRole('region', { name: 'Questions added' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText('Version 2 is live.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('listitem', { name: 'Version 2' })).toContainText('live');
  await page.close();
});

test('two tabs saving at once: the second meets the first as a conflict and keeps its own', async () => {
  const first = await interviewTab();
  const second = await interviewTab();
  await question(first, 2).fill('Asked in the first tab?');
  await first.getByRole('button', { name: 'Save and go live' }).click();
  await expect(first.getByText('Version 3 saved and live.')).toBeVisible({ timeout: 20_000 });

  await question(second, 2).fill('Asked in the second tab?');
  await second.getByRole('button', { name: 'Save and go live' }).click();
  await expect(second.getByRole('alert')).toContainText(
    `Version 3 was saved by ${E2E_ORGANISER.email} at`,
    { timeout: 20_000 },
  );
  await expect(question(second, 2)).toHaveValue('Asked in the second tab?');
  await second.getByRole('button', { name: 'Review both' }).click();
  const review = second.getByRole('dialog', { name: 'Your changes and version 3' });
  await expect(
    review.getByRole('region', { name: `Version 3, saved by ${E2E_ORGANISER.email}` }),
  ).toContainText('Asked in the first tab?');
  await expect(review.getByRole('region', { name: 'Your changes' })).toContainText(
    'Asked in the second tab?',
  );
  await review.getByRole('button', { name: 'Keep mine' }).click();
  await expect(second.getByText('Version 4 saved and live.')).toBeVisible({ timeout: 20_000 });
  await first.close();
  await second.close();
});

test('a save the network loses keeps the form and says so; the next one goes through', async () => {
  const page = await interviewTab();
  const lose = (route: Route) =>
    route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.fallback();
  await page.route('**/api/admin/interview', lose);
  await question(page, 2).fill('Kept through a lost save?');
  await page.getByRole('button', { name: 'Save and go live' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Not saved; your changes are still here. The server could not be reached.',
  );
  await expect(question(page, 2)).toHaveValue('Kept through a lost save?');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.unroute('**/api/admin/interview', lose);
  await page.getByRole('button', { name: 'Save and go live' }).click();
  await expect(page.getByText('Version 5 saved and live.')).toBeVisible({ timeout: 20_000 });
  await expect(question(page, 2)).toHaveValue('Kept through a lost save?');
  await page.close();
});
