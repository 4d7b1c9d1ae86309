import { expect, test, type Page } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { toast, uniqueEmail } from './support.ts';

// The server stops in the middle of an interview: the visitor is told the interview broke off
// ("Voice Interview Error"), never thanked for finishing it (docs/product.md#endings). Killed,
// the call's connection just drops; stopped gracefully, the platform ends the call with
// `worker-shutdown` first. Each test stops a server of its own.

// A silent visitor (Chromium's default fake microphone beeps every second).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ seconds: 120 }])),
  },
});

let server: OwnServer | undefined;

test.afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
});

/**
 * Signs up on `url` and waits until the assistant has asked its first question; answers the
 * text frames the page receives on the call's socket, as they come.
 */
async function interviewUnderWay(page: Page, url: string) {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(payload);
    }),
  );
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Join the Community' }).focus();
  await page.getByPlaceholder('Enter your email to begin...').fill(uniqueEmail('stopped'));
  await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
  await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeVisible({
    timeout: 20_000,
  });
  const transcript = page.getByRole('region', { name: 'Interview transcript' });
  await expect(transcript.getByText(interviewScript.questions[0]!.slice(0, 40))).toBeVisible({
    timeout: 30_000,
  });
  return frames;
}

/** What the visitor must see once the call broke off, and must not. */
async function expectToldItBrokeOff(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
  await expect(toast(page, 'Voice Interview Error')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('There was an issue with the voice interview. Please try again.'),
  ).toBeVisible();
  await expect(dialog.getByText('The voice interview stopped.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeHidden();
  // The dialog would close 2 s after a thank-you: wait past that, and see none came.
  await page.waitForTimeout(3_000);
  await expect(toast(page, 'Interview Complete!')).toHaveCount(0);
  await expect(page.getByText(/Thanks for sharing!/)).toHaveCount(0);
  await expect(dialog).toBeVisible();
}

test.describe('the server stops mid-interview', () => {
  test.setTimeout(180_000);

  test('killed (SIGKILL): the page shows "Voice Interview Error"', async ({ page }) => {
    server = await startOwnServer();
    await interviewUnderWay(page, server.url);
    await server.stop('SIGKILL');
    await expectToldItBrokeOff(page);
  });

  test('stopped (SIGTERM, the call ends with worker-shutdown): the page shows "Voice Interview Error"', async ({
    page,
  }) => {
    server = await startOwnServer({ SHUTDOWN_GRACE_SECONDS: '0' });
    const frames = await interviewUnderWay(page, server.url);
    await server.stop('SIGTERM');
    await expectToldItBrokeOff(page);
    // The page was told why: the call ended with a reason, not by a dropped connection.
    expect(frames.some((frame) => frame.includes('"endedReason":"worker-shutdown"'))).toBe(true);
  });
});
