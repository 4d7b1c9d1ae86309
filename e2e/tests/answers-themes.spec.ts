import { expect, test } from '@playwright/test';
import { startOwnerOnOwnServer, type OwnerOnOwnServer } from './owner-on-own-server.ts';

// Themes per question (docs/product.md#themes-per-question): people's answers reach the server
// as the platform's end-of-call reports; the organiser opens the Answers screen, sees the first
// question's themes with their counts, filters its answers to one theme and clears the filter.
test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-answers-themes-secret';
/** What five people answered to the first question, newest last. */
const ANSWERS = [
  'I mostly contribute to open-source projects in my spare time.',
  'Open source software, and some machine learning on the side.',
  'Tools for open sources and machine-learning models.',
  'A mobile app for my startup.',
  'Machine learning pipelines, honestly, and a small mobile app.',
];

let own: OwnerOnOwnServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  own = await startOwnerOnOwnServer(browser, { WEBHOOK_SECRET: SECRET });
  for (const [i, answer] of ANSWERS.entries()) {
    const signUp = await own.api.post('/api/onboarding', { data: { email: `p${i}@example.com` } });
    const { interview } = (await signUp.json()) as { interview: { id: string } };
    const report = await own.api.post('/api/webhooks/voice', {
      headers: { 'x-vapi-secret': SECRET },
      data: {
        message: {
          type: 'end-of-call-report',
          endedReason: 'assistant-ended-call',
          startedAt: new Date(Date.now() - 600_000 + i * 60_000).toISOString(),
          endedAt: new Date(Date.now() - 540_000 + i * 60_000).toISOString(),
          call: { id: `themes-call-${i}`, metadata: { interviewId: interview.id } },
          artifact: { messages: [] },
          analysis: { structuredData: { q1: answer, q2: 'Every day, for tests.' } },
        },
      },
    });
    expect(report.status()).toBe(200);
  }
});

test.afterAll(async () => {
  await own?.stop();
});

test('an organiser filters a question’s answers by a theme and clears the filter', async () => {
  const page = await own.owner.newPage();
  await page.goto('/admin/answers');
  const question = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^1\./ }) });
  const themes = question.getByRole('group', { name: 'Themes' });
  const openSource = themes.getByRole('button', { name: 'open source: 3 people' });
  await expect(openSource).toBeVisible();
  await expect(themes.getByRole('button', { name: 'machine learning: 3 people' })).toBeVisible();
  await expect(themes.getByRole('button', { name: 'mobile app: 2 people' })).toBeVisible();
  await expect(openSource).toHaveAttribute('aria-pressed', 'false');
  const answers = question.getByRole('list').last();
  for (const answer of ANSWERS) await expect(question.getByText(answer).last()).toBeVisible();

  await page.setViewportSize({ width: 1100, height: 900 });
  await openSource.click();
  await expect(openSource).toHaveAttribute('aria-pressed', 'true');
  await expect(question.getByRole('status')).toContainText(
    'Only the answers mentioning “open source”.',
  );
  await expect(answers.getByRole('listitem')).toHaveCount(3);
  for (const answer of ANSWERS.slice(0, 3)) await expect(answers.getByText(answer)).toBeVisible();
  await expect(answers.getByText(ANSWERS[3]!)).toHaveCount(0);
  await page.screenshot({
    path: process.env.THEMES_SCREENSHOT ?? test.info().outputPath('answers-themes.png'),
    fullPage: true,
  });

  await question.getByRole('button', { name: 'Show all answers' }).click();
  await expect(openSource).toHaveAttribute('aria-pressed', 'false');
  await expect(answers.getByRole('listitem')).toHaveCount(ANSWERS.length);
  // Picking a theme again is a toggle too, from the keyboard.
  await openSource.focus();
  await page.keyboard.press('Enter');
  await expect(answers.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Enter');
  await expect(answers.getByRole('listitem')).toHaveCount(ANSWERS.length);
});
