import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { E2E_PLATFORM_PRIVATE_KEY } from '../platform-key.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { startOwnerOnOwnServer } from './owner-on-own-server.ts';

// "Try it" in hosted mode, end to end: one server stands in for the hosted voice platform (its
// local platform, reached over HTTP with the private key as the hosted API is); a second runs in
// hosted mode against it. The owner of the second tries a draft by typing: the server places the
// test call on the platform's WebSocket transport, and the dashboard joins that socket under its
// own policy (no call library, no microphone), on another host than its own.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const NEW_QUESTION = 'Which hosted meetup should we plan first?';
const TEST_ANSWER = 'A typed answer to the hosted test call.';

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 180 }])),
  },
});

let platformServer: OwnServer | undefined;
let stopHosted: (() => Promise<void>) | undefined;
let ownerPage: Page;
const refusedByPolicy: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  platformServer = await startOwnServer({
    env: { LOCAL_PLATFORM_PRIVATE_KEY: E2E_PLATFORM_PRIVATE_KEY },
  });
  const api = await playwrightRequest.newContext({ baseURL: platformServer.url });
  const voice = (await (await api.get('/api/voice-config')).json()) as {
    publicKey: string;
    assistantId: string;
  };
  await api.dispose();
  const hosted = await startOwnerOnOwnServer(browser, {
    VOICE_PUBLIC_KEY: voice.publicKey,
    VOICE_ASSISTANT_ID: voice.assistantId,
    VOICE_PRIVATE_KEY: E2E_PLATFORM_PRIVATE_KEY,
    VOICE_API_URL: `${platformServer.url}/platform`,
    WEBHOOK_SECRET: 'e2e-hosted-try-call-webhook-secret-0123',
  });
  stopHosted = hosted.stop;
  ownerPage = await hosted.owner.newPage();
  ownerPage.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
});

test.afterAll(async () => {
  await stopHosted?.();
  await platformServer?.stop();
});

test('an owner tries a draft on the hosted platform by typing, under the dashboard’s policy', async () => {
  await ownerPage.goto('/admin/interview');
  const firstQuestion = ownerPage.getByRole('textbox', { name: 'Question 1' });
  await expect(firstQuestion).toHaveValue(interviewScript.questions[0]!, { timeout: 20_000 });
  await firstQuestion.fill(NEW_QUESTION);
  await ownerPage.getByRole('button', { name: 'Save as draft' }).click();
  await expect(ownerPage.getByText('Version 2 saved as a draft (not live).')).toBeVisible({
    timeout: 20_000,
  });

  await ownerPage
    .getByRole('listitem', { name: 'Version 2' })
    .getByRole('button', { name: 'Try it' })
    .click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Test call: version 2 (draft)' });
  const transcript = dialog.getByRole('region', { name: 'Test call transcript' });
  await expect(transcript.getByText(NEW_QUESTION)).toBeVisible({ timeout: 60_000 });

  await dialog.getByRole('textbox', { name: 'Type an answer' }).fill(TEST_ANSWER);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(transcript.getByText(TEST_ANSWER)).toBeVisible();
  await expect(transcript.getByText(interviewScript.questions[1]!)).toBeVisible({
    timeout: 30_000,
  });

  await dialog.getByRole('button', { name: 'End', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('The test call has ended.', {
    timeout: 15_000,
  });
  expect(refusedByPolicy).toEqual([]);
});
