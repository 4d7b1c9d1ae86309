import { expect, test } from '@playwright/test';
import type { VoiceConfig } from '@vibe/contracts/api';
import { chromiumPath } from '../chromium.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { startInterview, toast, transcriptOf, uniqueEmail } from './support.ts';

// "Question n of N" in the dialog as the local platform's assistant asks the live questions, and
// the sign-up widget's thanks once the interview has ended in the ordinary way
// (docs/product.md#interview, #endings).

// A silent visitor who answers by typing (Chromium's default fake microphone beeps every second).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 180 }])),
  },
});

const ANSWERS = [
  'Twelve years of web apps and some embedded work on the side.',
  'An assistant in the editor for tests, and a chat model for design questions.',
  'A small tool that keeps my running logs tidy.',
  'Weekly chats and honest feedback from people who ship.',
];

test('the dialog counts the questions as they are asked, and the widget thanks at the end', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The questions the page is told about: whatever version is live on this server.
  const config = (await (await page.request.get('/api/voice-config')).json()) as VoiceConfig;
  const questions = config.questions ?? [];
  expect(questions.length).toBeGreaterThanOrEqual(2);
  const total = questions.length;

  const { dialog } = await startInterview(page, uniqueEmail('progress'));
  const progress = dialog.locator('[data-slot="question-progress"]');
  await expect(progress).toHaveAttribute('aria-live', 'polite');
  const lines = transcriptOf(page).locator('[aria-live] li');
  const field = page.getByRole('textbox', { name: 'Prefer to type?' });

  for (const [index, question] of questions.entries()) {
    // The question is spoken to its end, and the dialog says which one it is.
    await expect(lines.last()).toContainText(question, { timeout: index === 0 ? 60_000 : 20_000 });
    await expect(progress).toHaveText(`Question ${index + 1} of ${total}`);
    await field.fill(ANSWERS[index % ANSWERS.length]!);
    await field.press('Enter');
  }

  // The assistant says its closing line and hangs up: thanked, then the dialog closes.
  await expect(toast(page, 'Interview Complete!')).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const widget = page.locator('[data-slot="onboarding-widget"]');
  await expect(widget).toHaveAttribute('data-state', 'thanked');
  await expect(widget.getByRole('status')).toHaveText(
    "Thanks — your interview is in. We'll be in touch.",
  );
  await expect(page.getByPlaceholder('Enter your email to begin...')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Join the Community' })).toBeHidden();
});
