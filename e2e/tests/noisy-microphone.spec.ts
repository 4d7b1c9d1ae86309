import { expect, test, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { readInterview, signInAsOrganiser } from '../organiser.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { uniqueEmail } from './support.ts';

// A microphone that hears only noise must not run the interview (docs/product.md#interview):
// the assistant's questions are spoken whole (noise never interrupts them), a typed answer moves
// the interview on at once, and nothing but the typed answers is stored as the visitor's words.

const TYPED = [
  'Mostly small web apps, with an assistant writing the tests.',
  'About eight years, since a school robotics club.',
  'Honest feedback and people to build things with.',
  'A terminal, a notebook and a very old editor.',
];

/** White noise at about -30 dBFS with louder bursts (a fan, a keyboard), 16 kHz. */
function roomNoise(seconds: number): Int16Array {
  const out = new Int16Array(seconds * 16_000);
  let seed = 7;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const white = seed / 1_073_741_824 - 1;
    const burst = Math.floor(i / 16_000) % 3 === 0 && i % 16_000 < 3_200 ? 4 : 1;
    out[i] = Math.round(white * 1_000 * burst);
  }
  return out;
}

async function runTypedInterview(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Community' }).focus();
  await page.getByPlaceholder('Enter your email to begin...').fill(email);
  const onboarding = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/onboarding') && response.request().method() === 'POST',
  );
  await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
  const { interview } = (await (await onboarding).json()) as { interview: { id: string } };
  const transcript = page.getByRole('region', { name: 'Interview transcript' });
  const lines = transcript.locator('[aria-live] li');
  const field = page.getByRole('textbox', { name: 'Prefer to type?' });

  for (const [index, question] of interviewScript.questions.entries()) {
    // The question is spoken to its end, then the typed answer moves the interview on at once.
    await expect(lines.last()).toContainText(question, { timeout: index === 0 ? 60_000 : 15_000 });
    await field.fill(TYPED[index]!);
    await field.press('Enter');
  }
  await expect(transcript.getByText(interviewScript.closing)).toBeVisible({ timeout: 15_000 });
  return interview.id;
}

async function expectOnlyTypedWords(page: Page, email: string, id: string) {
  const request = page.context().request;
  await expect
    .poll(async () => (await readInterview(request, email, id)).status, { timeout: 60_000 })
    .toBe('completed');
  const stored = (await readInterview(request, email, id)).transcript;
  const said = (role: string) =>
    stored.filter((entry) => entry.role === role).map((entry) => entry.text);
  expect(said('user')).toEqual(TYPED.slice(0, interviewScript.questions.length));
  for (const question of interviewScript.questions) expect(said('assistant')).toContain(question);
}

test.describe('a beeping microphone', () => {
  // Chromium's default fake device beeps about once a second.
  test.use({
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  });

  test('questions arrive whole, typed answers are not held up, no beep is an answer', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInAsOrganiser(page.context().request, baseURL!);
    const email = uniqueEmail('beeping');
    const id = await runTypedInterview(page, email);
    await expectOnlyTypedWords(page, email, id);
  });
});

test.describe('a noisy room', () => {
  test.use({
    launchOptions: {
      executablePath: chromiumPath(),
      args: fakeMicrophoneArgs(fakeMicrophoneFile([{ pcm16k: roomNoise(150) }])),
    },
  });

  test('questions arrive whole, typed answers are not held up, no noise is an answer', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInAsOrganiser(page.context().request, baseURL!);
    const email = uniqueEmail('noisy');
    const id = await runTypedInterview(page, email);
    await expectOnlyTypedWords(page, email, id);
  });
});
