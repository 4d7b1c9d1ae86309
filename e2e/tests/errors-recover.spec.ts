import { expect, test } from '@playwright/test';
import { signInAsOrganiser } from '../organiser.ts';
import { submitEmail, toast } from './support.ts';

// Errors that recover: a dashboard screen the server did not answer says so in its place, the
// menu still usable, and shows by itself once the server answers again; an e-mail that fails
// the rule is marked on the field itself, not only in the corner's toast.

const UNREACHABLE =
  'This screen could not load: the server cannot be reached just now. It loads by itself as soon as the server answers.';
const ADMIN_API = '**/api/admin/**';

test('a dashboard screen that could not load says so in place and loads by itself once the server answers', async ({
  page,
  baseURL,
}) => {
  await signInAsOrganiser(page.context().request, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });

  // The server out of reach: every dashboard call ends without an answer.
  await page.route(ADMIN_API, (route) => route.abort('connectionrefused'));
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page.getByText('Something went wrong on this page.')).toHaveCount(0);

  // Back: the screen shows without a click.
  await page.unroute(ADMIN_API);
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});

test('a screen whose code did not arrive either loads by itself once the server answers', async ({
  page,
  baseURL,
}) => {
  await signInAsOrganiser(page.context().request, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });

  // The whole server out of reach: the Audit log's code (not loaded yet) and its data.
  const down = (url: URL) =>
    url.pathname.startsWith('/api/admin/') || url.pathname.startsWith('/assets/');
  await page.route(down, (route) => route.abort('connectionrefused'));
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText(UNREACHABLE)).toBeVisible({ timeout: 15_000 });
  await expect(nav).toBeVisible();

  await page.unroute(down);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
});

test('an e-mail that fails the rule marks the field and says why under it, until it is edited', async ({
  page,
}) => {
  await submitEmail(page, 'me@example');
  const field = page.getByRole('textbox', { name: 'Email address' });

  await expect(toast(page, 'Invalid Email')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
  const describedBy = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();

  await field.press('End');
  await field.pressSequentially('.com');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).not.toHaveAttribute('aria-describedby');
});
