import { expect, type Page } from '@playwright/test';

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
