import { expect, test } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { readInterview, signInAsOrganiser } from '../organiser.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { startInterview, toast, transcriptOf, typeAnswer, uniqueEmail } from './support.ts';

// A visitor who answers one question and ends the interview has answered some questions, not
// all: the dashboard shows the interview, and the person, as Partial (docs/product.md#statuses).

// A silent visitor who answers by typing (Chromium's default fake microphone beeps every second).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 120 }])),
  },
});

const ANSWER = 'I build small tools with AI pair programming, mostly in TypeScript.';

test('one question answered, then "End Interview": the dashboard shows Partial', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAsOrganiser(request, baseURL!);
  const email = uniqueEmail('partial');

  const { ticket: interview, dialog } = await startInterview(page, email);

  // The first question is asked, answered by typing, and the assistant moves on to the second.
  const transcript = transcriptOf(page);
  const [first, second] = interviewScript.questions;
  await expect(transcript.getByText(first!.slice(0, 40))).toBeVisible({ timeout: 30_000 });
  await typeAnswer(page, ANSWER);
  await expect(transcript.getByText(second!.slice(0, 40))).toBeVisible({ timeout: 30_000 });

  const completed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/interviews/${interview.id}/complete`) &&
      response.request().method() === 'POST',
    { timeout: 45_000 },
  );
  await dialog.getByRole('button', { name: 'End Interview' }).click();
  // The visitor ended a conversation: they are thanked; the dashboard says how far it got.
  await expect(toast(page, 'Interview Complete!')).toBeVisible();
  expect([200, 409]).toContain((await completed).status());
  await expect
    .poll(async () => (await readInterview(request, email, interview.id)).status, {
      timeout: 20_000,
    })
    .toBe('partial');

  await signInAsOrganiser(page.context().request, baseURL!);
  await page.goto('/admin/people');
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: email }) });
  await expect(row.getByRole('cell', { name: 'Partial', exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await row.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
  await expect(page.getByText('Partial', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(0);
});
