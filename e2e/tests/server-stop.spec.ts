import { expect, test, type Page, type Response } from '@playwright/test';
import { interviewScript } from '@vibe/local-platform';
import { chromiumPath } from '../chromium.ts';
import { E2E_ORGANISER, readPerson, signInAsOrganiser } from '../organiser.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { startInterview, toast, transcriptOf, uniqueEmail } from './support.ts';

// The server stops in the middle of an interview: the visitor is told the interview broke off
// ("Voice Interview Error"), never thanked for finishing it (docs/product.md#endings). Killed,
// the call's connection just drops; stopped gracefully, the platform ends the call with
// `worker-shutdown` first. Each test stops a server of its own. Once the server is back, "Try
// again" runs the interview again as a new interview, which the server records.

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
 * interview's ticket, and the text frames the page receives on the call's socket, as they come.
 */
async function interviewUnderWay(page: Page, url: string, email = uniqueEmail('stopped')) {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(payload);
    }),
  );
  const { ticket } = await startInterview(page, email, `${url}/`);
  await expect(
    transcriptOf(page).getByText(interviewScript.questions[0]!.slice(0, 40)),
  ).toBeVisible({
    timeout: 30_000,
  });
  return { ticket, frames };
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
    server = await startOwnServer({ env: { SHUTDOWN_GRACE_SECONDS: '0' } });
    const { frames } = await interviewUnderWay(page, server.url);
    await server.stop('SIGTERM');
    await expectToldItBrokeOff(page);
    // The page was told why: the call ended with a reason, not by a dropped connection.
    expect(frames.some((frame) => frame.includes('"endedReason":"worker-shutdown"'))).toBe(true);
  });

  test('killed, then back on the same data: "Try again" starts a new interview the server records', async ({
    page,
    playwright,
  }) => {
    server = await startOwnServer({
      env: { ADMIN_EMAIL: E2E_ORGANISER.email, ADMIN_PASSWORD: E2E_ORGANISER.password },
    });
    const email = uniqueEmail('retried');
    const { ticket: first } = await interviewUnderWay(page, server.url, email);

    await server.stop('SIGKILL');
    await expectToldItBrokeOff(page);
    await server.restart();

    // The first interview's ticket is spent: the retry asks the sign-up for a fresh one (the
    // known e-mail's answer carries it) and starts the new call on it.
    const renewed = page.waitForResponse(isPost('/api/onboarding'));
    const started = page.waitForResponse((answer) =>
      /^\/api\/interviews\/[^/]+\/start$/.test(new URL(answer.url()).pathname),
    );
    const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    const renewal = await renewed;
    expect(renewal.status()).toBe(409);
    const fresh = (await renewal.json()) as { error: { code: string }; interview: { id: string } };
    expect(fresh.error.code).toBe('23505');
    expect(fresh.interview.id).not.toBe(first.id);
    const start = await started;
    expect(new URL(start.url()).pathname).toBe(`/api/interviews/${fresh.interview.id}/start`);
    expect(start.status()).toBe(200);
    await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeVisible();

    // The person now has two interviews: the broken-off one, and the retried one under way.
    const organiser = await playwright.request.newContext({ baseURL: server.url });
    try {
      await signInAsOrganiser(organiser, server.url);
      const person = await readPerson(organiser, email);
      expect(person.interviews.map((one) => one.id)).toEqual([fresh.interview.id, first.id]);
      expect(person.interviews[0]).toMatchObject({ status: 'started' });
      expect(person.interviews[0]!.startedAt).not.toBeNull();
    } finally {
      await organiser.dispose();
    }
  });
});

/** Matches the page's POST answers of `path`. */
function isPost(path: string) {
  return (answer: Response) =>
    answer.request().method() === 'POST' && new URL(answer.url()).pathname === path;
}
