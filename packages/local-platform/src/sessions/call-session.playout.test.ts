import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAssistantSpeech, SessionClient } from '../testing/session-client.ts';
import { silence } from '../testing/synthetic-audio.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';

// The page shows "Assistant Speaking…" while it plays the assistant's audio, and plays each frame
// as soon as it arrives, right after the one before. When the server stalls mid-line (a busy
// event loop on a loaded machine), the page is starved and plays the rest late; a session that
// still took the line for over on time started counting the visitor's silence while the page
// was still speaking, and a silent visitor's call ended with the page on "Assistant Speaking…".

let platform: CallSessionsUnderTest;
beforeAll(async () => {
  platform = await startCallSessionsUnderTest({ tuning: { minimumLimitSeconds: 0.1 } });
});
afterAll(() => platform.close());

/** When a page that plays frames gap-free, 50 ms after they arrive, stops playing. */
function pagePlaybackEnd(client: SessionClient): number {
  let playedUntil = 0;
  for (const frame of client.frames) playedUntil = Math.max(playedUntil, frame.at + 50) + 20;
  return playedUntil;
}

/** Blocks this process's event loop (the session's too) for `ms`. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the end of the assistant’s line, as the visitor hears it', () => {
  it('counts a silent visitor’s silence from when the page has played the question, stalls and all', async () => {
    const silenceMs = 1_000;
    const { url } = platform.createCall({
      firstMessage: 'Hello.',
      silenceTimeoutSeconds: silenceMs / 1000,
      metadata: {
        script: { questions: ['What have you been building lately, and who is it for?'] },
      },
    });
    const client = await SessionClient.connect(url);
    void client.sendAudio(silence(8));
    await client.waitFor(isAssistantSpeech('started', 1), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stall(1_500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stall(1_000);
    const ended = await client.waitFor(
      (m) => m['type'] === 'status-update' && m['status'] === 'ended',
      15_000,
    );
    const heardUntil = pagePlaybackEnd(client);
    console.log(
      `silence counted from the end of the page's playback: ${(ended.at - heardUntil).toFixed(0)} ms (limit ${silenceMs} ms)`,
    );
    expect(ended.data).toMatchObject({ endedReason: 'silence-timed-out' });
    // The silence is counted from the end of what the page plays (give or take the lead).
    expect(ended.at - heardUntil).toBeGreaterThan(silenceMs - 200);
  });
});
