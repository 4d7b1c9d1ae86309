import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { uniqueEmail } from './support.ts';

// The organisers' dashboard, as a new organiser meets it: first-run setup with the printed code,
// sign-ups and an interview arriving, the transcript, an export, an erasure, and a viewer whom
// the owner then removes.
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner@example.com', password: 'owner password 123' };
const VIEWER_PASSWORD = 'viewer password 123';
const XSS = '<img src=x onerror=alert(1)>';

let server: OwnServer;
let api: APIRequestContext;
let owner: BrowserContext;
let ownerPage: Page;
/** The invited viewer's browser, kept signed in until the owner removes them. */
let viewer: BrowserContext;

async function signUpAndInterview(email: string, finish: boolean) {
  const onboarding = await api.post('/api/onboarding', {
    data: { email, user_agent: 'e2e-agent' },
  });
  expect(onboarding.status()).toBe(201);
  const { interview } = (await onboarding.json()) as { interview: { id: string; token: string } };
  if (!finish) return;
  const auth = { authorization: `Bearer ${interview.token}` };
  const now = Date.now();
  await api.post(`/api/interviews/${interview.id}/start`, {
    headers: auth,
    data: { started_at: new Date(now - 90_000).toISOString() },
  });
  const complete = await api.post(`/api/interviews/${interview.id}/complete`, {
    headers: auth,
    data: {
      completed_at: new Date(now).toISOString(),
      duration_seconds: 90,
      transcript: [
        {
          role: 'assistant',
          text: 'What are you building?',
          timestamp: new Date(now - 80_000).toISOString(),
        },
        { role: 'user', text: `A parser. ${XSS}`, timestamp: new Date(now - 70_000).toISOString() },
        // Every question of the seeded interview answered: the interview ends completed
        // (docs/product.md#statuses).
        ...interviewScript.questions.flatMap((question, index) => [
          { role: 'assistant', text: question, timestamp: new Date(now - 60_000).toISOString() },
          {
            role: 'user',
            text: `Answer ${index + 1} in words.`,
            timestamp: new Date(now - 50_000).toISOString(),
          },
        ]),
      ],
    },
  });
  expect(complete.status()).toBe(200);
}

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

async function newContext(browser: Browser) {
  return browser.newContext({ baseURL: server.url, acceptDownloads: true });
}

test.beforeAll(async ({ browser }) => {
  // The server of its own starts from scratch (migrations on a fresh database).
  test.setTimeout(180_000);
  server = await startOwnServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  owner = await newContext(browser);
  ownerPage = await owner.newPage();
  ownerPage.on('dialog', () => {
    throw new Error('a script ran: visitor text was treated as HTML');
  });
});

test.afterAll(async () => {
  await owner?.close();
  await viewer?.close();
  await api?.dispose();
  await server?.stop();
});

test('first run: the setup code creates the owner, who lands on the overview', async () => {
  await ownerPage.goto('/admin');
  await expect(ownerPage.getByRole('heading', { name: 'Set up the dashboard' })).toBeVisible();
  await ownerPage.getByLabel('Setup code').fill('WRONG-CODE-0000');
  // The form is prerendered; the dashboard starts on the first sign of intent, and moves to
  // the sign-in address.
  await expect(ownerPage).toHaveURL(/\/admin\/sign-in$/);
  await ownerPage.getByLabel('Your e-mail').fill(OWNER.email);
  await ownerPage.getByLabel('Password (at least 10 characters)').fill(OWNER.password);
  await ownerPage.getByRole('button', { name: 'Create owner account' }).click();
  await expect(ownerPage.getByRole('alert')).toContainText('not the one the server printed');
  await ownerPage.getByLabel('Setup code').fill(server.setupCode);
  await ownerPage.getByRole('button', { name: 'Create owner account' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/admin$/);
});

test('a signed-out visit goes to sign-in, and signing in opens the dashboard', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(OWNER.email);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await context.close();
});

test('the sign-in form is there before any script runs, and is sent only once it can be', async ({
  browser,
}) => {
  // The server answers a browser without a session with the form already rendered.
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  // Sent by the browser itself, the password would end up in the page's address.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await context.close();
});

test("a signed-in organiser's page starts without asking who is signed in", async () => {
  const asked: string[] = [];
  const note = (request: Request) => asked.push(new URL(request.url()).pathname);
  ownerPage.on('request', note);
  await ownerPage.goto('/admin/people');
  await expect(ownerPage.getByRole('heading', { name: 'People' })).toBeVisible();
  await expect(ownerPage.getByText(OWNER.email)).toBeVisible();
  ownerPage.off('request', note);
  // Asked for once, as the page started, not again when the list showed.
  expect(asked.filter((path) => path === '/api/admin/people')).toHaveLength(1);
  expect(asked).not.toContain('/api/admin/me');
  expect(asked).not.toContain('/api/admin/setup');
});

test('the counts change by themselves after two sign-ups and one finished interview', async () => {
  await ownerPage.goto('/admin');
  await expect(stat(ownerPage, 'Signed up')).toHaveText('0');
  await signUpAndInterview(uniqueEmail('plain'), false);
  await signUpAndInterview('ada@example.com', true);
  await expect(stat(ownerPage, 'Signed up')).toHaveText('2', { timeout: 15_000 });
  await expect(stat(ownerPage, 'Interview started')).toHaveText('1');
  await expect(stat(ownerPage, 'Interview completed')).toHaveText('1');
  await expect(stat(ownerPage, 'Interview abandoned')).toHaveText('0');
  await expect(stat(ownerPage, 'Median interview duration')).toHaveText('1:30');
});

test('a transcript opens as a conversation, and markup in it is shown as text', async () => {
  await ownerPage.getByRole('link', { name: 'People', exact: true }).click();
  await ownerPage.getByRole('link', { name: 'ada@example.com' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'ada@example.com' })).toBeVisible();
  await expect(ownerPage.getByText('What are you building?')).toBeVisible();
  await expect(ownerPage.getByText(`A parser. ${XSS}`)).toBeVisible();
  await expect(ownerPage.locator('main img')).toHaveCount(0);
});

test('the exports download CSVs that parse: every person, and every interview with its transcript', async () => {
  await ownerPage.getByRole('link', { name: 'People', exact: true }).click();
  const csvOf = async (link: string) => {
    const downloading = ownerPage.waitForEvent('download');
    await ownerPage.getByRole('link', { name: link }).click();
    const download = await downloading;
    return parse(await readFile(await download.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
  };
  const people = await csvOf('Export people (CSV)');
  expect(people).toHaveLength(2);
  expect(people.find((row) => row.email === 'ada@example.com')?.latest_status).toBe('completed');

  const rows = await csvOf('Export interviews (CSV)');
  expect(rows).toHaveLength(2);
  const ada = rows.find((row) => row.email === 'ada@example.com');
  expect(ada?.status).toBe('completed');
  expect(ada?.transcript).toContain(`user: A parser. ${XSS}`);
});

test('a viewer invited by the owner can read but not delete', async ({ browser }) => {
  await ownerPage.getByRole('link', { name: 'Account', exact: true }).click();
  await ownerPage.getByLabel('E-mail to invite').fill('viewer@example.com');
  await ownerPage.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await ownerPage.getByLabel(/One-time link/).inputValue();
  expect(link).toContain('/admin/invite#');

  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Password (at least 10 characters)').fill(VIEWER_PASSWORD);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.goto('/admin/people/ada%40example.com');
  await expect(page.getByText('What are you building?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete person' })).toHaveCount(0);
  // Not even the API lets a viewer delete.
  const refused = await page.request.delete('/api/admin/people/ada%40example.com', {
    headers: { origin: server.url },
  });
  expect(refused.status()).toBe(403);
  viewer = context;
});

test('the owner removes the viewer after confirming, and the viewer is signed out at once', async () => {
  await ownerPage.goto('/admin/account');
  await ownerPage.getByRole('button', { name: 'Remove viewer@example.com' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Remove this organiser?' });
  await dialog.getByRole('button', { name: 'Remove organiser' }).click();
  await expect(ownerPage.getByText('viewer@example.com')).toHaveCount(0);

  const page = viewer.pages()[0]!;
  await page.reload();
  // Their session is gone: the server answers the sign-in form.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('viewer@example.com');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Password').fill(VIEWER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});

test('deleting a person after confirmation removes them everywhere', async () => {
  await ownerPage.goto('/admin/people/ada%40example.com');
  await ownerPage.getByRole('button', { name: 'Delete person' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Delete this person?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(ownerPage).toHaveURL(/\/admin\/people$/);
  await expect(ownerPage.getByRole('link', { name: 'ada@example.com' })).toHaveCount(0);
  await ownerPage.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(stat(ownerPage, 'Signed up')).toHaveText('1');
  await expect(stat(ownerPage, 'Interview completed')).toHaveText('0');
  await ownerPage.goto('/admin/people/ada%40example.com');
  await expect(ownerPage.getByRole('alert')).toHaveText('No person with this e-mail address.');
  await ownerPage.goto('/admin/audit');
  await expect(ownerPage.getByRole('cell', { name: 'delete' })).toBeVisible();
});
