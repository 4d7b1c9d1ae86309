import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { expectDayLabelsFit } from './chart-labels.ts';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';
import { uniqueEmail } from './support.ts';

// The overview shows change (docs/product.md#dashboard): how far each day's sign-ups got, the
// completion rate over time and each interview version's figures, read on a phone's width in
// the organiser's own zone, every date label on one line.
test.describe.configure({ mode: 'serial' });

let setup: OwnerOnOwnServer;
let organiser: BrowserContext;
let page: Page;

/** Signs someone up; `started` starts their interview, `completed` also answers every question. */
async function signUp(how: 'signed-up' | 'started' | 'completed') {
  const onboarding = await setup.api.post('/api/onboarding', {
    data: { email: uniqueEmail('trends'), user_agent: 'e2e-agent' },
  });
  expect(onboarding.status()).toBe(201);
  const { interview } = (await onboarding.json()) as { interview: { id: string; token: string } };
  if (how === 'signed-up') return;
  const headers = { authorization: `Bearer ${interview.token}` };
  const now = Date.now();
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  await setup.api.post(`/api/interviews/${interview.id}/start`, {
    headers,
    data: { started_at: at(90) },
  });
  if (how === 'started') return;
  const complete = await setup.api.post(`/api/interviews/${interview.id}/complete`, {
    headers,
    data: {
      completed_at: at(0),
      duration_seconds: 90,
      transcript: interviewScript.questions.flatMap((question, index) => [
        { role: 'assistant', text: question, timestamp: at(80 - index * 2) },
        { role: 'user', text: `Answer ${index + 1} in words.`, timestamp: at(79 - index * 2) },
      ]),
    },
  });
  expect(complete.status()).toBe(200);
}

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
  await signUp('completed');
  await signUp('started');
  await signUp('signed-up');
});

test.afterAll(async () => {
  await organiser?.close();
  await setup?.stop();
});

test('the overview lists each interview version with its attempts, completion rate and median', async () => {
  await page.goto('/admin');
  const versions = page.getByRole('region', { name: 'Interview versions' });
  const row = versions.getByRole('row', { name: /^Version 1\b/ });
  await expect(row.getByRole('cell')).toHaveText([/E[SD]T$/, '2', '50%', '1:30']);
  // Today's sign-ups and how far they got, for screen readers.
  const days = page.getByRole('table', { name: "Interviews of each day's sign-ups" });
  await expect(days.getByRole('row').last().getByRole('cell')).toHaveText([
    '3',
    '2',
    '1',
    '0',
    '50%',
  ]);
  // Nothing on the screen is wider than the phone: the versions table scrolls in its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const period of ['Last 7 days', 'Last 90 days']) {
  test(`every chart labels its days on one line each at 390 px (${period})`, async () => {
    await page.goto('/admin');
    await page.getByLabel('Period').selectOption({ label: period });
    const figures = page.locator('figure');
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) await expectDayLabelsFit(figure);
  });
}
