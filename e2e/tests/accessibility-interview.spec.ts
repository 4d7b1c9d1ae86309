import { expect, test } from '@playwright/test';
import type { VoiceConfig } from '@vibe/contracts/api';
import { chromiumPath } from '../chromium.ts';
import { applyVariant, expectAccessible, expectAccessibleEverywhere, VARIANTS } from './axe.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { submitEmail, toast, transcriptOf, uniqueEmail } from './support.ts';

// The interview dialog passes axe (docs/accessibility.md) in light and dark, at 1280 and 390 px,
// in each of its states: connecting, the settings failing to load, the assistant speaking,
// listening, and the widget's thanks with "Interview Complete!" once it has ended.

// A silent visitor who answers by typing (Chromium's default fake microphone beeps every second).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 240 }])),
  },
});

/** The `n`th of the four variants, round and round. */
const at = (n: number) => VARIANTS[n % VARIANTS.length]!;

const ANSWERS = [
  'Twelve years of web apps and some embedded work on the side.',
  'An assistant in the editor for tests, and a chat model for design questions.',
  'A small tool that keeps my running logs tidy.',
  'Weekly chats and honest feedback from people who ship.',
];

test('the dialog when the interview settings cannot be loaded', async ({ page }) => {
  // axe runs in four variants (light and dark, two widths): minutes on a loaded machine.
  test.setTimeout(180_000);
  await page.route('**/api/voice-config', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'voice_not_configured', message: 'Not configured.' }),
    }),
  );
  await submitEmail(page, uniqueEmail('axe-config'));
  const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
  const retry = dialog.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, 'Configuration Error')).toBeVisible();
  await expectAccessibleEverywhere(page, 'interview, settings failed', () =>
    expect(retry).toBeVisible(),
  );
});

test('the dialog connecting', async ({ context }) => {
  // axe runs in four variants (light and dark, two widths): minutes on a loaded machine.
  test.setTimeout(180_000);
  // The settings are held back while the connecting view is checked; the page gives up waiting
  // for them after a few seconds, so each variant is a sign-up of its own.
  for (const variant of VARIANTS) {
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/voice-config', async (route) => {
      await released;
      await route.abort();
    });
    await applyVariant(page, variant);
    await submitEmail(page, uniqueEmail('axe-connecting'));
    const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
    await expect(dialog.getByRole('status').filter({ hasText: 'Connecting...' })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page, 'interview, connecting', variant);
    release();
    await page.close();
  }
});

test('the dialog with the assistant speaking, listening, and the thanks at the end', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const config = (await (await page.request.get('/api/voice-config')).json()) as VoiceConfig;
  const questions = config.questions ?? [];
  // The questions and the closing line: at least four times the assistant speaks.
  expect(questions.length).toBeGreaterThanOrEqual(3);
  await submitEmail(page, uniqueEmail('axe-interview'));
  const dialog = page.getByRole('dialog', { name: 'Voice Interview' });

  const indicator = dialog.locator('[data-speaking]');
  const lines = transcriptOf(page).locator('[aria-live] li');
  const field = page.getByRole('textbox', { name: 'Prefer to type?' });
  // Each question is spoken for a few seconds, and the call ends after 30 s of silence: one
  // variant is checked while the assistant speaks and the next one while it listens (one axe
  // run fits those 30 s on a loaded machine, two did not), the next ones at the next question
  // (and the closing line): over four questions, each state in every variant.
  for (const [index, question] of questions.entries()) {
    await applyVariant(page, at(index));
    await expect(indicator).toHaveAttribute('data-speaking', 'true', {
      timeout: index === 0 ? 60_000 : 20_000,
    });
    await expectAccessible(page, 'interview, assistant speaking', at(index));
    await expect(lines.last()).toContainText(question, { timeout: 20_000 });
    await expect(indicator).toHaveAttribute('data-speaking', 'false');
    await applyVariant(page, at(index + 1));
    await expectAccessible(page, 'interview, listening', at(index + 1));
    await field.fill(ANSWERS[index % ANSWERS.length]!);
    await field.press('Enter');
  }
  await applyVariant(page, at(questions.length));
  await expect(indicator).toHaveAttribute('data-speaking', 'true', { timeout: 20_000 });
  await expectAccessible(page, 'interview, assistant speaking', at(questions.length));

  // The "Interview Complete!" toast may come and go while axe runs on a loaded machine (the
  // interview tests assert it): here the dialog closing is what leads to the thanks.
  await expect(dialog).toBeHidden({ timeout: 45_000 });
  const thanks = page.locator('[data-slot="onboarding-widget"]').getByRole('status');
  await expectAccessibleEverywhere(page, 'interview ended, thanks', () =>
    expect(thanks).toBeVisible(),
  );
});
