import { expect, test, type Page, type Response } from '@playwright/test';
import type { InterviewAnswer, InterviewTicket } from '@vibe/contracts/api';
import { interviewScript } from '@vibe/local-platform';
import { createEspeakSynthesizer } from '@vibe/local-platform/testing';
import { chromiumPath } from '../chromium.ts';
import { readInterview, readPerson, signInAsOrganiser } from '../organiser.ts';
import { E2E_PLATFORM_PRIVATE_KEY } from '../platform-key.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import {
  startInterview,
  submitEmail,
  toast,
  transcriptOf,
  typeAnswer,
  uniqueEmail,
} from './support.ts';

// The voice interview end to end: the landing page hands the visitor to the dialog,
// which calls the local platform's assistant over the SDK (fake microphone, real synthesized
// assistant audio) and stores start, transcript and completion through the interview routes.

const TYPED_ANSWERS = [
  'I use AI assistants for boilerplate and tests; they help a lot with refactoring.',
  'Right now I am building a small tool that tracks my running.',
  'I hope for weekly chats and honest feedback on what I ship.',
];
/** The fourth typed answer, needed when the spoken one came before the first question. */
const FIRST_QUESTION_TYPED = 'I have been coding for ten years, mostly web apps.';

/**
 * Responses of one route of one interview, within `timeoutMs` of now. A wait set up before the
 * call must outlast the whole call: the rejection of one that times out ends the test at once.
 */
function interviewResponse(
  page: Page,
  ticket: InterviewTicket,
  action: string,
  timeoutMs = 45_000,
) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/interviews/${ticket.id}/${action}`) &&
      response.request().method() === 'POST',
    { timeout: timeoutMs },
  );
}

/**
 * Signs up with `email` and waits for the dialog's active view; answers the interview's ticket
 * (captured from the sign-up answer), the dialog and the answer of the start route.
 */
async function startWatchedInterview(page: Page, email: string) {
  const started = page.waitForResponse(
    (response) => /\/api\/interviews\/[^/]+\/start$/.test(response.url()),
    { timeout: 45_000 },
  );
  started.catch(() => {}); // only some tests read it
  return { ...(await startInterview(page, email)), started };
}

async function answerOf(response: Promise<Response>): Promise<InterviewAnswer> {
  const done = await response;
  expect(done.status()).toBe(200);
  return (await done.json()) as InterviewAnswer;
}

/**
 * Waits for the page's completion request: `200`, or `409 interview_completed` when the
 * platform's end-of-call report completed (and sealed) the interview first. Either way the
 * page is done; what was stored is read through the dashboard's API.
 */
async function completionOf(response: Promise<Response>): Promise<void> {
  const done = await response;
  expect([200, 409]).toContain(done.status());
  if (done.status() === 409) {
    expect(((await done.json()) as { error: { code: string } }).error.code).toBe(
      'interview_completed',
    );
  }
}

// The visitor is silent, except for one spoken answer (eSpeak NG's voice) after the assistant's
// greeting (the greeting lasts about 9 s from the call start, the microphone opens just before
// it; the first question follows and may be interrupted by the answer).
const SPOKEN_REPLY_AT_S = 14;
const SPOKEN_REPLY = 'I have been writing software for about ten years, mostly for the web.';
/** A word of the spoken reply the built-in recogniser must hear. */
const SPOKEN_WORD = /years/i;
const synthesizer = createEspeakSynthesizer();
const spokenReply = await synthesizer.synthesize(SPOKEN_REPLY);
await synthesizer.close();
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(
      fakeMicrophoneFile([
        { seconds: SPOKEN_REPLY_AT_S },
        { pcm16k: spokenReply },
        { seconds: 120 },
      ]),
    ),
  },
});

test.describe('voice interview', () => {
  test.setTimeout(120_000);
  test.beforeEach(async ({ request, baseURL }) => {
    await signInAsOrganiser(request, baseURL!);
  });

  test('a full interview: the assistant speaks and asks, typed answers, the assistant ends, the row is complete', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('full');
    const { ticket, dialog, started } = await startWatchedInterview(page, email);
    // The whole interview: five long lines, a spoken answer (the recogniser's model loads on
    // the first, some 10 s) and three typed ones take about a minute.
    const completed = interviewResponse(page, ticket, 'complete', 110_000);

    // The assistant's synthesized voice makes the indicator switch.
    await expect(dialog.getByText('Assistant Speaking...')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Listening...')).toBeVisible({ timeout: 20_000 });
    const startAnswer = await answerOf(started);
    expect(startAnswer.record.interview_started_at).not.toBeNull();
    expect(startAnswer.interview.call_id).toBeTruthy();

    // The assistant greets and asks the first question; the visitor answers aloud once (the
    // built-in recogniser turns the fake microphone's speech into words), then types an answer
    // to each question that follows. Where the speech lands depends on how fast this machine
    // speaks the greeting: during the first question (cutting it short) it answers that
    // question; during the greeting it comes before any question, and the first question then
    // gets a typed answer too.
    const spoken = transcriptOf(page).locator('[aria-live] li[data-role="user"]', {
      hasText: SPOKEN_WORD,
    });
    await expect(spoken).toHaveCount(1, { timeout: 45_000 });
    const lines = transcriptOf(page).locator('[aria-live] li');
    const answers = [...TYPED_ANSWERS, FIRST_QUESTION_TYPED];
    for (let typed = 0; ; typed += 1) {
      await expect(lines.last()).toHaveAttribute('data-role', 'assistant', { timeout: 30_000 });
      const asked = (await lines.last().textContent()) ?? '';
      if (asked.includes(interviewScript.closing.slice(0, 30))) break;
      expect(typed, 'more questions than the interview has').toBeLessThan(answers.length);
      await typeAnswer(page, answers[typed]!);
      await expect(lines.last()).toHaveAttribute('data-role', 'user');
    }
    await expect(transcriptOf(page).getByText(interviewScript.closing)).toBeVisible();

    // After the last answer the assistant says goodbye and ends the call.
    await expect(toast(page, 'Interview Complete!')).toBeVisible({ timeout: 45_000 });
    await expect(
      page.getByText("Thanks for sharing! We'll be in touch soon with next steps."),
    ).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    await completionOf(completed);
    const { record, interviews } = await readPerson(request, email);
    expect(record.interview_completed).toBe(true);
    expect(record.interview_started_at).not.toBeNull();
    expect(record.interview_completed_at).not.toBeNull();
    expect(record.interview_duration_seconds).toBeGreaterThan(0);
    expect(interviews.map((interview) => [interview.id, interview.status])).toEqual([
      [ticket.id, 'completed'],
    ]);
    const { transcript } = interviews[0]!;
    const roles = new Set(transcript.map((entry) => entry.role));
    expect(roles).toEqual(new Set(['user', 'assistant']));
    const texts = transcript.map((entry) => entry.text);
    for (const answer of TYPED_ANSWERS) expect(texts).toContain(answer);
    expect(texts.some((text) => SPOKEN_WORD.test(text))).toBe(true);
    // Typed answers are stored once, not again as an echo.
    expect(texts.filter((text) => text === TYPED_ANSWERS[0])).toHaveLength(1);
  });

  test('a finished interview plays in the dashboard: the recording loads with the call’s duration', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('recorded');
    const { ticket, dialog, started } = await startWatchedInterview(page, email);
    const { interview } = await answerOf(started);
    const completed = interviewResponse(page, ticket, 'complete');
    await typeAnswer(page, TYPED_ANSWERS[0]!);
    await dialog.getByRole('button', { name: 'End Interview' }).click();
    await completionOf(completed);

    // The platform's report brings the recording; the call as the platform stored it.
    await expect
      .poll(async () => (await readInterview(request, email, ticket.id)).recordingUrl, {
        timeout: 20_000,
      })
      .toBeTruthy();
    const call = await request.get(`/platform/call/${interview.call_id}`, {
      headers: { authorization: `Bearer ${E2E_PLATFORM_PRIVATE_KEY}` },
    });
    const { startedAt, endedAt } = (await call.json()) as { startedAt: string; endedAt: string };
    const callSeconds = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;

    await signInAsOrganiser(page.context().request, baseURL!);
    await page.goto(`/admin/people/${encodeURIComponent(email)}`);
    const player = page.getByRole('region', { name: 'Recording' }).locator('audio');
    await expect(player).toBeVisible();
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          const done = () => resolve(audio.duration);
          if (audio.readyState >= 1 && Number.isFinite(audio.duration)) return done();
          audio.addEventListener('loadedmetadata', done, { once: true });
          audio.addEventListener('error', () => reject(new Error('the recording did not load')));
          audio.load();
        }),
    );
    expect(Math.abs(duration - callSeconds)).toBeLessThanOrEqual(0.5);
    // The ended reason in words, its code in the tooltip.
    const endedReason = page.getByText('The visitor hung up.');
    await expect(endedReason).toBeVisible();
    await expect(endedReason).toHaveAttribute('title', 'customer-ended-call');
  });

  test('"End Interview" mid-call stops the call, thanks the visitor and stores what was said', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('end');
    const { ticket, dialog } = await startWatchedInterview(page, email);
    const completed = interviewResponse(page, ticket, 'complete');
    await typeAnswer(page, TYPED_ANSWERS[0]!);
    await dialog.getByRole('button', { name: 'End Interview' }).click();

    await expect(toast(page, 'Interview Complete!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeHidden();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await completionOf(completed);
    const stored = await readInterview(request, email, ticket.id);
    // Typed during the greeting, before any question: no question was answered, so the
    // interview ended abandoned (docs/product.md#statuses; partial-interview.spec.ts answers one).
    expect(stored.status).toBe('abandoned');
    expect(stored.transcript.map((entry) => entry.text)).toContain(TYPED_ANSWERS[0]);
  });

  test('closing the dialog mid-call (Escape) stops the call and keeps what was said', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('close');
    const { ticket, dialog } = await startWatchedInterview(page, email);
    const completed = interviewResponse(page, ticket, 'complete');
    await typeAnswer(page, TYPED_ANSWERS[0]!);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await completionOf(completed);
    const stored = await readInterview(request, email, ticket.id);
    expect(stored.transcript.map((entry) => entry.text)).toContain(TYPED_ANSWERS[0]);
    // The landing page is usable again.
    await expect(page.getByRole('heading', { name: 'Vibe coding, together.' })).toBeVisible();
  });

  test('a denied microphone shows "Microphone Access Needed"', async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: deny });
    });
    await submitEmail(page, uniqueEmail('nomic'));
    await expect(toast(page, 'Microphone Access Needed')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText('Please allow microphone access to start the voice interview.'),
    ).toBeVisible();
    await expect(toast(page, 'Voice Interview Error')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Voice Interview' });
    await expect(dialog.getByText('Connecting...')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'End Interview' })).toBeHidden();
  });

  test('a failing voice configuration shows "Configuration Error"', async ({ page }) => {
    await page.route('**/api/voice-config', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'voice_not_configured', message: 'Not configured' },
        }),
      }),
    );
    await submitEmail(page, uniqueEmail('noconfig'));
    await expect(toast(page, 'Configuration Error')).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByText('Unable to load voice interview settings. Please try again.'),
    ).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Voice Interview' }).getByText('Connecting...'),
    ).toBeHidden();
  });

  test('closing the tab mid-call keeps the transcript so far and abandons the interview', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('tab');
    const { ticket, started } = await startWatchedInterview(page, email);
    await answerOf(started);
    await typeAnswer(page, TYPED_ANSWERS[0]!);
    // No time for the debounced save: the page goes now, the keepalive request carries it.
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => interviewTexts(request, email, ticket.id), { timeout: 10_000 })
      .toContain(TYPED_ANSWERS[0]);
    // The visitor left: abandoned, and the platform's later report does not make it completed.
    await expect
      .poll(async () => (await readInterview(request, email, ticket.id)).endedReason, {
        timeout: 10_000,
      })
      .toBe('customer-ended-call');
    expect((await readInterview(request, email, ticket.id)).status).toBe('abandoned');
  });

  test("a returning e-mail's second interview keeps the first one", async ({
    context,
    request,
  }) => {
    const email = uniqueEmail('again');
    const first = await context.newPage();
    const one = await startWatchedInterview(first, email);
    await answerOf(one.started);
    await typeAnswer(first, TYPED_ANSWERS[0]!);
    await first.close({ runBeforeUnload: true });
    await expect
      .poll(() => interviewTexts(request, email, one.ticket.id), { timeout: 10_000 })
      .toContain(TYPED_ANSWERS[0]);

    const second = await context.newPage();
    // The toast comes with the sign-up's answer and goes after 4 s, often before the dialog's
    // call is under way: it is watched for from the sign-up on.
    const toldRegistered = expect(toast(second, 'Email Already Registered')).toBeVisible({
      timeout: 20_000,
    });
    toldRegistered.catch(() => {}); // awaited below, once the interview started
    const two = await startWatchedInterview(second, email);
    await toldRegistered;
    expect(two.ticket.id).not.toBe(one.ticket.id);
    const completed = interviewResponse(second, two.ticket, 'complete');
    await typeAnswer(second, TYPED_ANSWERS[1]!);
    await two.dialog.getByRole('button', { name: 'End Interview' }).click();
    await completionOf(completed);
    // Newest first: the record mirrors the second interview, and each keeps its own transcript.
    const { interviews } = await readPerson(request, email);
    expect(interviews.map((interview) => interview.id)).toEqual([two.ticket.id, one.ticket.id]);
    const [secondTexts, firstTexts] = interviews.map((interview) =>
      interview.transcript.map((entry) => entry.text),
    );
    expect(secondTexts).toContain(TYPED_ANSWERS[1]);
    expect(secondTexts).not.toContain(TYPED_ANSWERS[0]);
    expect(firstTexts).toContain(TYPED_ANSWERS[0]);
    expect(firstTexts).not.toContain(TYPED_ANSWERS[1]);
  });
});

/** The texts of one interview's stored transcript. */
async function interviewTexts(
  request: Parameters<typeof readInterview>[0],
  email: string,
  id: string,
): Promise<string[]> {
  return (await readInterview(request, email, id)).transcript.map((entry) => entry.text);
}
