import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import type { OwnServer } from './own-server.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';
import { startInterview, transcriptOf, uniqueEmail } from './support.ts';

// "Try it", end to end on the local platform: an owner saves a draft with a new question and
// tries it in a test call by typing; the people list, the Answers screen, the export and the
// overview show nothing of that call; then the owner makes the draft live and a visitor is asked
// the new question. A server of its own: other specs expect the seeded questions.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const NEW_QUESTION = 'What would you like to build with us first?';
const TEST_ANSWER = 'A tiny test answer that nobody should ever see stored.';
const METRICS_TOKEN = 'e2e-try-call-metrics-token-0123456789';

// A silent microphone: every answer is typed.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 180 }])),
  },
});

let server: OwnServer;
let api: APIRequestContext;
let owner: BrowserContext;
let stop: (() => Promise<void>) | undefined;
let ownerPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ server, api, owner, stop } = await startOwnerOnOwnServer(browser, { METRICS_TOKEN }));
  ownerPage = await owner.newPage();
});

test.afterAll(async () => {
  await stop?.();
});

/** End-of-call reports the webhook took with `outcome`, as `/metrics` counts them. */
async function reportsWith(outcome: string): Promise<number> {
  const text = await (
    await api.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`vibe_call_reports_received_total{outcome="${outcome}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** The dashboard's API as the owner reads it (the export included), as text. */
async function ownerReads(path: string): Promise<string> {
  const answer = await owner.request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

test('an owner saves a draft with a new question and tries it by typing', async () => {
  await ownerPage.goto('/admin/interview');
  const firstQuestion = ownerPage.getByRole('textbox', { name: 'Question 1' });
  await expect(firstQuestion).toHaveValue(interviewScript.questions[0]!);
  await firstQuestion.fill(NEW_QUESTION);
  await ownerPage.getByRole('button', { name: 'Save as draft' }).click();
  await expect(ownerPage.getByText('Version 2 saved as a draft (not live).')).toBeVisible({
    timeout: 20_000,
  });

  const draft = ownerPage.getByRole('listitem', { name: 'Version 2' });
  await draft.getByRole('button', { name: 'Try it' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Test call: version 2 (draft)' });
  await expect(dialog).toContainText('This is a test call: it is not stored as an interview.');
  const transcript = dialog.getByRole('region', { name: 'Test call transcript' });
  // The draft's question, which the live assistant does not ask: the call runs the draft.
  await expect(transcript.getByText(NEW_QUESTION)).toBeVisible({ timeout: 60_000 });

  const field = dialog.getByRole('textbox', { name: 'Type an answer' });
  await field.fill(TEST_ANSWER);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(transcript.getByText(TEST_ANSWER)).toBeVisible();
  // The typed answer moved the test call on to the draft's next question.
  await expect(transcript.getByText(interviewScript.questions[1]!)).toBeVisible({
    timeout: 30_000,
  });

  await dialog.getByRole('button', { name: 'End', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('The test call has ended.', {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the test call shows nowhere: people, answers, export and overview', async () => {
  // Its report reaches the server (and is set aside) before anything is read.
  await expect.poll(() => reportsWith('test_call'), { timeout: 45_000 }).toBe(1);
  expect(await reportsWith('stored')).toBe(0);

  const people = JSON.parse(await ownerReads('/api/admin/people')) as { items: unknown[] };
  expect(people.items).toEqual([]);
  const overview = JSON.parse(await ownerReads('/api/admin/overview?period=all')) as {
    funnel: Record<string, number>;
  };
  expect(overview.funnel).toMatchObject({ signedUp: 0, started: 0, completed: 0 });
  for (const path of [
    '/api/admin/export/people.csv',
    '/api/admin/export/interviews.csv',
    '/api/admin/answers/questions',
  ]) {
    expect(await ownerReads(path), path).not.toContain(TEST_ANSWER);
  }
  const interviews = (await ownerReads('/api/admin/export/interviews.csv')).trim().split('\n');
  expect(interviews).toHaveLength(1);

  await ownerPage.goto('/admin/people');
  await expect(ownerPage.getByText('No one matches.')).toBeVisible({ timeout: 15_000 });

  await ownerPage.goto('/admin/answers');
  await expect(
    ownerPage.getByRole('region', { name: interviewScript.questions[1]!, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(ownerPage.getByText('No answers yet.').first()).toBeVisible();
  await expect(ownerPage.getByText(TEST_ANSWER)).toHaveCount(0);
});

test('the owner makes the draft live and a visitor is asked the new question', async ({
  browser,
}) => {
  await ownerPage.goto('/admin/interview');
  await ownerPage
    .getByRole('listitem', { name: 'Version 2' })
    .getByRole('button', { name: 'Go live' })
    .click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Make version 2 live?' });
  await expect(confirm.getByRole('region', { name: 'Questions added' })).toContainText(
    NEW_QUESTION,
  );
  await confirm.getByRole('button', { name: 'Go live' }).click();
  await expect(ownerPage.getByText('Version 2 is live.')).toBeVisible({ timeout: 20_000 });

  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await startInterview(page, uniqueEmail('after-try'));
    await expect(transcriptOf(page).getByText(NEW_QUESTION)).toBeVisible({ timeout: 60_000 });
  } finally {
    await context.close();
  }
});
