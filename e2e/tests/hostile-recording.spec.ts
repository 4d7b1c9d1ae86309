import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { PersonAnswer } from '@vibe/contracts/admin';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { startHostileStorage, type HostileStorage } from './hostile-storage.ts';

// The forged-report chain: whoever holds the webhook secret sends an end-of-call
// report whose recordings are their own HTML and script, on a host the server fetches
// recordings from. An organiser who opens the person page, or the recording links in tabs of
// their own, must run none of it, and the page says the recording is unavailable.
test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-hostile-recording-secret';
const OWNER = { email: 'owner@example.com', password: 'owner password 123' };
const ATTACKER = 'mallory@example.com';

let storage: HostileStorage;
let server: OwnServer;
let api: APIRequestContext;

/** What the hostile HTML and script set wherever they run. */
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { pwned?: string }).pwned ?? null);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storage = await startHostileStorage();
  // The hostile host is on the list (the worst case: a listed host serving what it should not),
  // and the server trusts its certificate, so the route really fetches it.
  server = await startOwnServer({
    env: {
      RECORDING_HOSTS: storage.host,
      NODE_EXTRA_CA_CERTS: storage.certificateFile,
      WEBHOOK_SECRET: SECRET,
    },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const setup = await api.post('/api/admin/setup', {
    headers: { origin: server.url },
    data: { code: server.setupCode, ...OWNER },
  });
  expect(setup.status()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await storage?.close();
});

/** The attacker: signs up, starts a call and sends the forged report for it. */
async function forgeReport(): Promise<string> {
  const onboarding = await api.post('/api/onboarding', { data: { email: ATTACKER } });
  const { interview } = (await onboarding.json()) as { interview: { id: string; token: string } };
  const started = await api.post(`/api/interviews/${interview.id}/start`, {
    headers: { authorization: `Bearer ${interview.token}` },
    data: { started_at: new Date(Date.now() - 60_000).toISOString(), call_id: 'forged-call' },
  });
  expect(started.status()).toBe(200);
  const report = await api.post('/api/webhooks/voice', {
    headers: { 'x-vapi-secret': SECRET },
    data: {
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        call: { id: 'forged-call', metadata: { interviewId: interview.id } },
        artifact: {
          messages: [{ role: 'user', message: 'Open my recording!', time: Date.now() - 30_000 }],
          recording: {
            mono: { combinedUrl: storage.monoUrl(interview.id) },
            stereoUrl: storage.stereoUrl(interview.id),
          },
        },
      },
    },
  });
  expect(report.status()).toBe(200);
  return interview.id;
}

test('an organiser opening a hostile recording runs no script and reads that it is unavailable', async ({
  browser,
}) => {
  const interviewId = await forgeReport();
  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  const opened = await page.goto(`/admin/people/${encodeURIComponent(ATTACKER)}`);
  // The dashboard's own policy: no call SDK host, no blob: scripts.
  expect(opened?.headers()['content-security-policy']).not.toMatch(/daily\.co|blob:/);
  await expect(page.getByText('Open my recording!')).toBeVisible();
  await expect(page.getByText('This recording is unavailable.')).toBeVisible();
  // The player did ask for it, so the server fetched the attacker's file and refused it.
  expect(storage.requests).toContain(`/${interviewId}/mono.mp3`);
  expect(await marker(page)).toBeNull();

  // The recording links, opened in tabs of their own as an organiser might.
  const person = (await (
    await context.request.get(`/api/admin/people/${encodeURIComponent(ATTACKER)}`)
  ).json()) as PersonAnswer;
  const links = [person.interviews[0]!.recordingUrl!, person.interviews[0]!.stereoRecordingUrl!];
  expect(links).toEqual([
    `/api/admin/interviews/${interviewId}/recording`,
    `/api/admin/interviews/${interviewId}/recording?channels=stereo`,
  ]);
  for (const link of links) {
    const tab = await context.newPage();
    // A download does not navigate; anything else must be inert.
    await tab.goto(link).catch(() => null);
    await tab.waitForTimeout(500);
    expect(await marker(tab), link).toBeNull();
    await tab.close();
  }
  expect(storage.requests).toContain(`/${interviewId}/stereo.mp3`);
  expect(await marker(page)).toBeNull();
  await context.close();
});
