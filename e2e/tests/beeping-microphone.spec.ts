import { test } from '@playwright/test';
import { typedInterviewKeepsOnlyTypedWords } from './typed-interview.ts';

// Chromium's default fake microphone (this suite's default) beeps about once a second: the beeps
// must neither cut the assistant's questions, hold up typed answers, nor become answers.

test('a beeping microphone: questions arrive whole, typed answers are not held up, no beep is an answer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await typedInterviewKeepsOnlyTypedWords(page, baseURL!, 'beeping');
});
