import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { interviewScript } from '@vibe/local-platform';
import { createEspeakSynthesizer } from '@vibe/local-platform/testing';
import { chromiumPath } from '../chromium.ts';
import { readInterview, signInAsOrganiser } from '../organiser.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile, type MicrophoneSpan } from './fake-microphone.ts';
import { startInterview, transcriptOf, uniqueEmail } from './support.ts';

// In the default mode (no keys, no SPEECH_TO_TEXT_URL) the server recognises speech itself
// (docs/product.md#local-platform): a visitor who answers aloud finds their words in the dialog,
// and the organiser finds them in the stored transcript, on the Answers screen under the question
// they answered, and in the export.

const SPOKEN =
  'I build tools for teachers, and I would love to meet people who care about education.';
/**
 * Words the recogniser must get right for the answer to count as heard. The small model may hear
 * "the teacher" for "teachers" (and its final may differ from the partial the dialog showed), so
 * either counts.
 */
const HEARD = /teachers?/i;

// Chromium's fake microphone plays a file: the answer, spoken by eSpeak NG, again and again with
// long pauses, so whichever moment the first question ends the visitor answers it soon after.
const synthesizer = createEspeakSynthesizer();
const speech = await synthesizer.synthesize(SPOKEN);
await synthesizer.close();
const spans: MicrophoneSpan[] = [{ seconds: 2 }];
for (let i = 0; i < 12; i++) spans.push({ pcm16k: speech }, { seconds: 9 });

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile(spans)),
  },
});

test('a spoken answer reaches the dialog, the transcript, the Answers screen and the export as words', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAsOrganiser(request, baseURL!);
  const email = uniqueEmail('spoken');

  const { ticket: interview, dialog } = await startInterview(page, email);
  const transcript = transcriptOf(page);

  // The first question is asked and answered aloud: the words show up in the dialog, and the
  // assistant moves on to the second question.
  const [first, second] = interviewScript.questions;
  await expect(transcript.getByText(first!.slice(0, 40))).toBeVisible({ timeout: 60_000 });
  await expect(transcript.getByText(HEARD).first()).toBeVisible({ timeout: 60_000 });
  await expect(transcript.getByText(second!.slice(0, 40))).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'End Interview' }).click();

  // The stored transcript holds the words, right after the first question.
  let stored = '';
  await expect
    .poll(
      async () => {
        const entries = (await readInterview(request, email, interview.id)).transcript;
        const asked = entries.findIndex((entry) => entry.text.startsWith(first!.slice(0, 40)));
        stored = asked >= 0 ? (entries[asked + 1]?.text ?? '') : '';
        return stored;
      },
      { timeout: 60_000 },
    )
    .toMatch(HEARD);
  // Search finds whole words: the one the final transcript holds.
  const heardWord = stored.match(HEARD)![0];

  // The Answers screen shows it under the first question.
  await signInAsOrganiser(page.context().request, baseURL!);
  await page.goto('/admin/answers');
  await page.getByRole('searchbox', { name: 'Search the answers' }).fill(heardWord);
  await page.getByRole('searchbox', { name: 'Search the answers' }).press('Enter');
  const firstQuestion = page.getByLabel(first!, { exact: true });
  await expect(firstQuestion.getByText(HEARD).first()).toBeVisible({ timeout: 15_000 });

  // The interviews export carries the words too.
  await page.goto('/admin/people');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export interviews (CSV)' }).click();
  const rows = parse(await readFile(await (await downloading).path(), 'utf8'), {
    columns: true,
  }) as Record<string, string>[];
  const row = rows.find((one) => one.email === email);
  expect(row?.transcript).toMatch(HEARD);
});
