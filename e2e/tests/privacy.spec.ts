import { expect, test } from '@playwright/test';
import { signInAsOrganiser } from '../organiser.ts';
import { submitEmail, uniqueEmail } from './support.ts';

// Consent and the privacy page (docs/product.md#privacy): a visitor reads that the interview is
// recorded and transcribed, with the link to /privacy, before the browser is asked for the
// microphone; the page shows what an owner saved on the dashboard's Settings screen.

/** What the visitor could see when the page asked for the microphone. */
interface MicRequest {
  landing: boolean;
  dialog: boolean;
  href: string | null;
}
type Noted = { micRequests: MicRequest[] };

test('the consent line and the privacy link are on screen before the microphone is asked for', async ({
  page,
}) => {
  // Every microphone request notes what the visitor could see at that moment.
  await page.addInitScript(() => {
    const seen: MicRequest[] = [];
    (window as unknown as Noted).micRequests = seen;
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      const visible = (selector: string) => {
        const element = document.querySelector<HTMLElement>(selector);
        return element !== null && element.offsetParent !== null && element.innerText.length > 0;
      };
      seen.push({
        landing: visible('[data-slot="consent-note"]'),
        dialog: visible('[role="dialog"] [data-slot="consent-line"]'),
        href:
          document
            .querySelector('[role="dialog"] [data-slot="consent-line"] a')
            ?.getAttribute('href') ?? null,
      });
      return original(constraints);
    };
  });
  await page.goto('/');
  const note = page.locator('[data-slot="consent-note"]');
  await expect(note).toHaveText(/recorded and transcribed/);
  await expect(note.getByRole('link')).toHaveAttribute('href', '/privacy');
  // Beside the spec's line, which stays as it is.
  await expect(page.getByText('Free to join • No spam • Instant access')).toBeVisible();

  await submitEmail(page, uniqueEmail('consent'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This interview is recorded and transcribed.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Noted).micRequests.length))
    .toBeGreaterThan(0);
  const requests = await page.evaluate(() => (window as unknown as Noted).micRequests);
  for (const request of requests) {
    expect(request).toEqual({ landing: true, dialog: true, href: '/privacy' });
  }
});

test('an owner saves the privacy text on Settings and /privacy shows it, as plain text', async ({
  page,
  baseURL,
}) => {
  const before = await page.request.get('/privacy');
  expect(before.status()).toBe(200);
  const original = await page.request.get('/api/admin/settings');
  expect(original.status()).toBe(401);

  await signInAsOrganiser(page.context().request, baseURL!);
  await page.goto('/admin/settings');
  const text = page.getByRole('textbox', { name: 'Privacy page text' });
  const saved = await text.inputValue();
  const mine = `We keep your answers ${Date.now()}.\n\nAsk us <b>anything</b>.`;
  await text.fill(mine);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  try {
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${baseURL}/privacy`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    const body = visitor.locator('#privacy-text');
    await expect(body.locator('p')).toHaveText([mine.split('\n\n')[0]!, 'Ask us <b>anything</b>.']);
    await expect(body.locator('b')).toHaveCount(0);
    // The page runs no script: it is the prerendered frame with the owners' text in it.
    expect(await visitor.locator('script').count()).toBe(0);
    await visitor.close();
  } finally {
    // The suite's server is shared: leave the text as it was.
    await text.fill(saved);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
  }
});
