import { test } from '@playwright/test';
import { chromiumPath } from '../chromium.ts';
import { fakeMicrophoneArgs, fakeMicrophoneFile } from './fake-microphone.ts';
import { typedInterviewKeepsOnlyTypedWords } from './typed-interview.ts';

// A microphone in a noisy room (a fan's hiss with keyboard-like bursts): the noise must neither
// cut the assistant's questions, hold up typed answers, nor become answers.

/** White noise at about -30 dBFS with louder bursts (a fan, a keyboard), 16 kHz. */
function roomNoise(seconds: number): Int16Array {
  const out = new Int16Array(seconds * 16_000);
  let seed = 7;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const white = seed / 1_073_741_824 - 1;
    const burst = Math.floor(i / 16_000) % 3 === 0 && i % 16_000 < 3_200 ? 4 : 1;
    out[i] = Math.round(white * 1_000 * burst);
  }
  return out;
}

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: fakeMicrophoneArgs(fakeMicrophoneFile([{ pcm16k: roomNoise(150) }])),
  },
});

test('a noisy room: questions arrive whole, typed answers are not held up, no noise is an answer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await typedInterviewKeepsOnlyTypedWords(page, baseURL!, 'noisy');
});
