import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { E2E_ORGANISER, signInAsOrganiser } from '../organiser.ts';
import { E2E_PLATFORM_PRIVATE_KEY } from '../platform-key.ts';
import { checkScreen, expectAccessible, expectAccessibleEverywhere } from './axe.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// The dashboard's way in and its reading screens pass axe (docs/accessibility.md) in light and
// dark, at 1280 and 390 px: first run, sign-in (and its error), the invitation page, the
// overview, the people list, a person's page and the answers with their themes. The screens an
// owner sets things up on are in accessibility-dashboard-settings.spec.ts.
test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-accessibility-secret';
const ANSWERS = [
  'I mostly contribute to open-source projects in my spare time.',
  'Open source software, and some machine learning on the side.',
  'Tools for open sources and machine-learning models.',
  'A mobile app for my startup.',
];

let server: OwnServer;
let api: APIRequestContext;
let owner: BrowserContext;

/** People who signed up, and interviews whose end-of-call reports carry answers (themes). */
async function seed() {
  for (const [i, answer] of ANSWERS.entries()) {
    const signUp = await api.post('/api/onboarding', { data: { email: `p${i}@example.com` } });
    const { interview } = (await signUp.json()) as { interview: { id: string } };
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const report = await api.post('/api/webhooks/voice', {
      headers: { 'x-vapi-secret': SECRET },
      data: {
        message: {
          type: 'end-of-call-report',
          endedReason: 'assistant-ended-call',
          startedAt: at(10 - i),
          endedAt: at(9 - i),
          call: { id: `axe-call-${i}`, metadata: { interviewId: interview.id } },
          artifact: {
            messages: [
              { role: 'bot', message: 'What are you building?', secondsFromStart: 1 },
              { role: 'user', message: answer, secondsFromStart: 5 },
            ],
          },
          analysis: { structuredData: { q1: answer, q2: 'Every day, for tests.' } },
        },
      },
    });
    expect(report.status()).toBe(200);
  }
}

async function signedOut(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({
    env: { LOCAL_PLATFORM_PRIVATE_KEY: E2E_PLATFORM_PRIVATE_KEY, WEBHOOK_SECRET: SECRET },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await owner?.close();
  await api?.dispose();
  await server?.stop();
});

test('first run', async ({ browser }) => {
  const page = await signedOut(browser);
  await page.goto('/admin');
  const title = page.getByRole('heading', { name: 'Set up the dashboard' });
  await expect(title).toBeVisible();
  await expectAccessibleEverywhere(page, 'first run', () => expect(title).toBeVisible());
  const setup = await api.post('/api/admin/setup', {
    headers: { origin: server.url },
    data: { code: server.setupCode, ...E2E_ORGANISER },
  });
  expect(setup.ok()).toBe(true);
  await page.context().close();
  owner = await browser.newContext({ baseURL: server.url });
  await signInAsOrganiser(owner.request, server.url);
  await seed();
});

test('sign-in, and its error', async ({ browser }) => {
  const page = await signedOut(browser);
  await page.goto('/admin/sign-in');
  const title = page.getByRole('heading', { name: 'Sign in' });
  await expect(title).toBeVisible();
  await expectAccessibleEverywhere(page, 'sign-in', () => expect(title).toBeVisible());
  await page.getByLabel('E-mail').fill(E2E_ORGANISER.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Wrong e-mail or password.');
  await expectAccessibleEverywhere(page, 'sign-in, wrong password', () =>
    expect(alert).toBeVisible(),
  );
  await page.context().close();
});

test('forgot password, with e-mail off', async ({ browser }) => {
  const page = await signedOut(browser);
  await page.goto('/admin/forgot-password');
  const off = page.getByText('Password reset by e-mail is off on this server');
  await expect(off).toBeVisible();
  await expectAccessibleEverywhere(page, 'forgot password, e-mail off', () =>
    expect(off).toBeVisible(),
  );
  await page.context().close();
});

test('the invitation page', async ({ browser }) => {
  const sent = await owner.request.post('/api/admin/invitations', {
    headers: { origin: server.url },
    data: { email: 'invitee@example.com', role: 'viewer' },
  });
  expect(sent.status()).toBe(201);
  const { url } = (await sent.json()) as { url: string };
  const page = await signedOut(browser);
  await page.goto(url);
  const details = page.getByTestId('invitation-details');
  await expect(details).toBeVisible();
  await page.getByLabel('Password (at least 10 characters)').fill('aaaaaaaaaa');
  await expectAccessibleEverywhere(page, 'invitation', () => expect(details).toBeVisible());
  await page.context().close();
});

test('overview', async () => {
  const page = await checkScreen(owner, 'overview', '/admin', 'Overview');
  await page.close();
});

test('the phone menu', async () => {
  const page = await owner.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The menu exists on phones only: checked at 390 px in both schemes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, 'menu (phone)', { scheme, width: 390 });
  }
  await page.close();
});

test('people list', async () => {
  const page = await checkScreen(owner, 'people', '/admin/people', 'People');
  await expect(page.getByRole('link', { name: 'p0@example.com' })).toBeVisible();
  await page.close();
});

test("a person's page, and the delete confirmation", async () => {
  const page = await checkScreen(
    owner,
    'person',
    '/admin/people/p0%40example.com',
    'p0@example.com',
  );
  await page.getByRole('button', { name: 'Delete person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this person?' });
  await expect(dialog).toBeVisible();
  await expectAccessibleEverywhere(page, 'person, delete dialog', () =>
    expect(dialog).toBeVisible(),
  );
  await page.close();
});

test('answers with their themes', async () => {
  const page = await owner.newPage();
  await page.goto('/admin/answers');
  const themes = page.getByRole('group', { name: 'Themes' }).first();
  const openSource = themes.getByRole('button', { name: /^open source: \d+ / });
  await expect(openSource).toBeVisible({ timeout: 20_000 });
  await expectAccessibleEverywhere(page, 'answers', () => expect(openSource).toBeVisible());
  await openSource.click();
  await expect(openSource).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleEverywhere(page, 'answers, one theme', () =>
    expect(openSource).toBeVisible(),
  );
  await page.close();
});
