import { test } from '@playwright/test';
import { signInAsOrganiser } from '../organiser.ts';
import { uniqueEmail } from './support.ts';
import { expectOnlyTypedWords, runTypedInterview } from './typed-interview.ts';

// Chromium's default fake microphone (this suite's default) beeps about once a second: the beeps
// must neither cut the assistant's questions, hold up typed answers, nor become answers.

test('a beeping microphone: questions arrive whole, typed answers are not held up, no beep is an answer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAsOrganiser(page.context().request, baseURL!);
  const email = uniqueEmail('beeping');
  const id = await runTypedInterview(page, email);
  await expectOnlyTypedWords(page, email, id);
});
