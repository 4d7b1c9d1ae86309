import { expect, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { readInterview, signInAsOrganiser } from '../organiser.ts';
import { startInterview, transcriptOf, uniqueEmail } from './support.ts';

// A typed interview over a microphone that hears only noise (docs/product.md#interview): the
// assistant's questions are spoken whole (noise never interrupts them), a typed answer moves the
// interview on at once, and nothing but the typed answers is stored as the visitor's words.

export const TYPED = [
  'Mostly small web apps, with an assistant writing the tests.',
  'About eight years, since a school robotics club.',
  'Honest feedback and people to build things with.',
  'A terminal, a notebook and a very old editor.',
];

/**
 * The whole test of a microphone that hears no words: an organiser signed in, a visitor who
 * answers every question by typing, and only the typed answers stored as the visitor's words.
 */
export async function typedInterviewKeepsOnlyTypedWords(
  page: Page,
  baseURL: string,
  label: string,
) {
  await signInAsOrganiser(page.context().request, baseURL);
  const email = uniqueEmail(label);
  const id = await runTypedInterview(page, email);
  await expectOnlyTypedWords(page, email, id);
}

/** Signs up and answers every question by typing; resolves with the interview's id. */
async function runTypedInterview(page: Page, email: string) {
  const { ticket: interview } = await startInterview(page, email);
  const transcript = transcriptOf(page);
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
