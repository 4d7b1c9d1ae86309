import { expect, type Locator, type Page } from '@playwright/test';
import type { InterviewTicket } from '@vibe/contracts/api';

/** A fresh address for every call, so tests never depend on each other's rows. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Opens the collapsed widget the way a mouse user does (the pointer reaching the pill expands
 * it) and types an address into its field.
 */
export async function fillEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Join the Community' }).hover();
  const field = page.getByPlaceholder('Enter your email to begin...');
  await expect(field).toBeVisible();
  await field.fill(email);
}

/** The toast with this title (sonner renders toasts in a list of its own). */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/**
 * Signs `email` up on the landing page at `path`: opens the widget from the keyboard (focus
 * expands it; a pointer click races the hover expansion, which replaces the pill under the
 * pointer), types the address and sends it with Enter.
 */
export async function submitEmail(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Join the Community' }).focus();
  await page.getByPlaceholder('Enter your email to begin...').fill(email);
  await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
}

/**
 * Signs `email` up on the landing page at `path` and waits until the interview dialog's call is
 * under way; answers the interview's ticket (from the sign-up's answer) and the dialog.
 */
export async function startInterview(
  page: Page,
  email: string,
  path = '/',
): Promise<{ ticket: InterviewTicket; dialog: Locator }> {
  const onboarding = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/onboarding' &&
      response.request().method() === 'POST',
  );
  await submitEmail(page, email, path);
  const ticket = ((await (await onboarding).json()) as { interview: InterviewTicket }).interview;
  const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
  await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeVisible({
    timeout: 20_000,
  });
  return { ticket, dialog };
}

/** The interview dialog's transcript area. */
export function transcriptOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Interview transcript' });
}

/** Types an answer into "Prefer to type?", sends it with Enter and sees it in the transcript. */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Prefer to type?' });
  await field.fill(text);
  await field.press('Enter');
  await expect(transcriptOf(page).getByText(text)).toBeVisible();
}
