import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import type { OwnServer } from './own-server.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';
import { startInterview, transcriptOf, typeAnswer, uniqueEmail } from './support.ts';

// Organisers shape the interview, end to end on the local platform: an owner edits
// the questions and saves, a visitor is asked the new ones and answers by typing, the answers
// appear under their questions on the Answers screen and the person page, and restoring the
// old version brings the old questions back for the next visitor, while the Answers screen keeps
// the answers to the questions no longer asked. A server of its own: the
// suite's main server runs other interviews that expect the seeded questions.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const NEW_QUESTIONS = ['What is your favourite editor?', 'Which language do you ship in?'];
const ANSWERS = ['Mostly a plain terminal editor.', 'TypeScript, every day.'];

// A silent microphone: every answer is typed.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 180 }])),
  },
});

let server: OwnServer;
let owner: BrowserContext;
let stop: (() => Promise<void>) | undefined;
let ownerPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ server, owner, stop } = await startOwnerOnOwnServer(browser));
  ownerPage = await owner.newPage();
});

test.afterAll(async () => {
  await stop?.();
});

/** A new visitor, in a browser of their own, signed up and in the interview dialog's call. */
async function visitorInInterview(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const { dialog } = await startInterview(page, email);
  return { context, page, dialog };
}

/** Reloads `page` until `check` passes (the answers arrive with the call's end-of-call report). */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
}

const visitor = uniqueEmail('shaped');

test('an owner edits the questions and saves a new live version', async () => {
  await ownerPage.goto('/admin');
  await ownerPage.getByRole('link', { name: 'Interview' }).click();
  const firstQuestion = ownerPage.getByRole('textbox', { name: 'Question 1' });
  await expect(firstQuestion).toHaveValue(interviewScript.questions[0]!);
  // Down to one question, then the new ones.
  while ((await ownerPage.getByRole('textbox', { name: /^Question \d+$/ }).count()) > 1) {
    await ownerPage.getByRole('button', { name: 'Remove question 2' }).click();
  }
  await firstQuestion.fill(NEW_QUESTIONS[0]!);
  await ownerPage.getByRole('button', { name: 'Add a question' }).click();
  await ownerPage.getByRole('textbox', { name: 'Question 2' }).fill(NEW_QUESTIONS[1]!);
  await ownerPage.getByRole('button', { name: 'Save and go live' }).click();
  await expect(ownerPage.getByText('Version 2 saved and live.')).toBeVisible({ timeout: 20_000 });
  await expect(ownerPage.getByRole('textbox', { name: 'Question 2' })).toHaveValue(
    NEW_QUESTIONS[1]!,
  );
  await expect(ownerPage.getByRole('listitem', { name: 'Version 2' })).toContainText('live');
});

test('a visitor is asked the new questions and answers them by typing', async ({ browser }) => {
  const { context, page } = await visitorInInterview(browser, visitor);
  try {
    for (const [index, question] of NEW_QUESTIONS.entries()) {
      await expect(transcriptOf(page).getByText(question)).toBeVisible({ timeout: 30_000 });
      await typeAnswer(page, ANSWERS[index]!);
    }
    await expect(page.getByRole('dialog', { name: 'Voice Interview' })).toBeHidden({
      timeout: 45_000,
    });
  } finally {
    await context.close();
  }
});

test('the answers appear under their questions on the Answers screen and the person page', async () => {
  await ownerPage.goto('/admin/answers');
  await eventually(ownerPage, async () => {
    for (const [index, question] of NEW_QUESTIONS.entries()) {
      const section = ownerPage.getByRole('region', { name: question });
      await expect(section.getByText(ANSWERS[index]!)).toBeVisible({ timeout: 3_000 });
      await expect(section.getByRole('link', { name: visitor, exact: true })).toBeVisible();
    }
  });
  await ownerPage
    .getByRole('region', { name: NEW_QUESTIONS[0]! })
    .getByRole('link', { name: visitor, exact: true })
    .click();
  await expect(ownerPage.getByRole('heading', { name: visitor })).toBeVisible();
  const answers = ownerPage.getByRole('region', { name: 'Answers' });
  for (const [index, question] of NEW_QUESTIONS.entries()) {
    await expect(answers.getByRole('term').nth(index)).toContainText(question);
    await expect(answers.getByRole('definition').nth(index)).toContainText(ANSWERS[index]!);
  }

  // The play button opens the person page with the recording sought to where the answer starts.
  await ownerPage.goto('/admin/answers');
  const play = ownerPage
    .getByRole('region', { name: NEW_QUESTIONS[1]! })
    .getByRole('link', { name: `Play the answer of ${visitor}` });
  const seconds = Number(
    new URL((await play.getAttribute('href'))!, server.url).searchParams.get('t'),
  );
  expect(seconds).toBeGreaterThan(0);
  await play.click();
  const player = ownerPage.getByRole('region', { name: 'Recording' }).locator('audio');
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 15_000,
    })
    .toBeCloseTo(seconds, 0);
});

test('restoring the first version brings its questions back for the next visitor', async ({
  browser,
}) => {
  await ownerPage.goto('/admin/interview');
  await ownerPage
    .getByRole('listitem', { name: 'Version 1' })
    .getByRole('button', { name: 'Restore' })
    .click();
  // Asked first, told what changes: the seeded questions come back, the new ones go.
  const confirm = ownerPage.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(confirm.getByRole('region', { name: 'Questions removed' })).toContainText(
    NEW_QUESTIONS[1]!,
  );
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(ownerPage.getByText('Restored as version 3.')).toBeVisible({ timeout: 20_000 });
  await expect(ownerPage.getByRole('textbox', { name: 'Question 1' })).toHaveValue(
    interviewScript.questions[0]!,
  );

  const { context, page } = await visitorInInterview(browser, uniqueEmail('restored'));
  try {
    await expect(
      transcriptOf(page).getByText(interviewScript.questions[0]!.slice(0, 40)),
    ).toBeVisible({ timeout: 30_000 });
    await expect(transcriptOf(page).getByText(NEW_QUESTIONS[0]!)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('after the restore, the Answers screen keeps the answers to the questions no longer asked', async () => {
  await ownerPage.goto('/admin/answers');
  await expect(
    ownerPage.getByRole('region', { name: interviewScript.questions[0]!, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  const earlier = ownerPage.getByRole('region', { name: 'Earlier questions' });
  for (const [index, question] of NEW_QUESTIONS.entries()) {
    const section = earlier.getByRole('region', { name: question, exact: true });
    await expect(section).toContainText('1 answer');
    // Closed at first, so the screen loads only the answers read.
    await section.locator('summary').click();
    await expect(section.getByText(ANSWERS[index]!)).toBeVisible({ timeout: 15_000 });
    await expect(section.getByRole('link', { name: visitor, exact: true })).toBeVisible();
  }
});
