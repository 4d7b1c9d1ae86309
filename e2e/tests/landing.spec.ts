import { expect, test } from '@playwright/test';
import { fillEmail, toast, uniqueEmail } from './support.ts';

test.describe('landing page', () => {
  test('the served HTML already holds the hero before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Vibe coding, together.');
    expect(html).toContain('Join the Community');
  });

  test('shows the top bar, the hero and nine avatars with initials when photos fail', async ({
    page,
  }) => {
    // The photo service is unreachable from this machine, exactly the case the fallback is for.
    await page.goto('/');
    await expect(page.getByText('Vibe Together').first()).toBeVisible();
    for (const link of ['About', 'Features', 'Community']) {
      await expect(
        page
          .getByRole('link', { name: link })
          .or(page.getByRole('button', { name: link }))
          .first(),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Vibe coding, together.' })).toBeVisible();
    await expect(page.getByText('Free to join • No spam • Instant access')).toBeVisible();
  });

  test('hides the top-bar links on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByText('Features', { exact: true })).toBeHidden();
  });
});

test.describe('sign-up widget', () => {
  test('expands on hover and collapses when the pointer leaves an empty, unfocused field', async ({
    page,
  }) => {
    await page.goto('/');
    const pill = page.getByRole('button', { name: 'Join the Community' });
    await pill.hover();
    const field = page.getByPlaceholder('Enter your email to begin...');
    await expect(field).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(field).toBeHidden();
    await expect(pill).toBeVisible();
  });

  test('a tap (a click with no hover first) expands it and puts the cursor in the field', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Community' }).dispatchEvent('click');
    await expect(page.getByPlaceholder('Enter your email to begin...')).toBeFocused();
  });

  test('keyboard focus expands it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Community' }).focus();
    await expect(page.getByPlaceholder('Enter your email to begin...')).toBeVisible();
  });

  test('stays open while the field holds text, and Start is disabled only while empty', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Community' }).hover();
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await page.getByPlaceholder('Enter your email to begin...').fill('someone@');
    await expect(start).toBeEnabled();
    await page.mouse.move(5, 700);
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    await page.waitForTimeout(400);
    await expect(page.getByPlaceholder('Enter your email to begin...')).toBeVisible();
  });

  test('an invalid address shows "Invalid Email" and saves nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/onboarding')) posted = true;
    });
    await page.goto('/');
    await fillEmail(page, 'not an email');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Invalid Email')).toContainText('Please enter a valid email address.');
    expect(posted).toBe(false);
  });

  test('a new address is saved, toasts "Email Registered!" and hands off to the interview', async ({
    page,
  }) => {
    await page.goto('/');
    await fillEmail(page, `  ${uniqueEmail('New').toUpperCase()}  `);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Email Registered!')).toContainText(
      'Starting your voice interview now...',
    );
    await expect(page.getByText('Preparing your voice interview...')).toBeVisible();
    // After the 1.5 s hand-off the interview dialog opens.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
  });

  test('a known address toasts "Email Already Registered" and still goes on', async ({ page }) => {
    const email = uniqueEmail('returning');
    await page.goto('/');
    await fillEmail(page, email);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Email Registered!')).toBeVisible();

    await page.goto('/');
    await fillEmail(page, email);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Email Already Registered')).toContainText(
      'This email is already in our system. Starting your voice interview!',
    );
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
  });

  test('a refused save toasts "Registration Error" and does not go on', async ({ page }) => {
    // The second server allows one sign-up a minute: the second attempt is a real 429.
    const strict = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + 1}`;
    await page.goto(strict + '/');
    await fillEmail(page, uniqueEmail('first'));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Email Registered!')).toBeVisible();

    await page.goto(strict + '/');
    await fillEmail(page, uniqueEmail('second'));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(toast(page, 'Registration Error')).toContainText(
      'There was an issue saving your email. Please try again.',
    );
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});

test.describe('404 page', () => {
  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => errors.push(m.text()));
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // The page is prerendered: it shows before its code runs, and the code logs the path.
    await expect.poll(() => errors.join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Vibe coding, together.' })).toBeVisible();
  });
});
