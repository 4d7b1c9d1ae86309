import { expect, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { readInterview } from '../organiser.ts';

// A typed interview over a microphone that hears only noise (docs/product.md#interview): the
// assistant's questions are spoken whole (noise never interrupts them), a typed answer moves the
// interview on at once, and nothing but the typed answers is stored as the visitor's words.

export const TYPED = [
  'Mostly small web apps, with an assistant writing the tests.',
  'About eight years, since a school robotics club.',
  'Honest feedback and people to build things with.',
  'A terminal, a notebook and a very old editor.',
];

/** Signs up and answers every question by typing; resolves with the interview's id. */
export async function runTypedInterview(page: Page, email: string) {
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

/** The interview completed with the typed answers as the visitor's only words, every question whole. */
export async function expectOnlyTypedWords(page: Page, email: string, id: string) {
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
