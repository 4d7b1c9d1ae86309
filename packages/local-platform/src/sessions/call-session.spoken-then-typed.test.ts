import { interviewScript } from '@vibe/voice-sdk/interview-assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveMicrophone } from '../testing/live-microphone.ts';
import { isAssistantSpeech, isFinalLine, SessionClient } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import { createEspeakSynthesizer } from '../voice/espeak-synthesizer.ts';
import { createLocalRecognizer } from '../voice/speech/create-local-recognizer.ts';
import type { SessionAssistant } from './types.ts';

// The browser test's interview (e2e/tests/interview.spec.ts) through a real call session: the
// visitor answers the first question aloud while it is asked (real eSpeak speech, a silent
// microphone that stays on), the built-in recogniser loads its model on that first answer (some
// seconds: the words may land only after the question is over), then the visitor types every
// later answer: the assistant must go on after each, and say its closing line after the last.

const visitor = createEspeakSynthesizer();
const recognizer = createLocalRecognizer({ threads: 1 });
const logs: string[] = [];
let platform: CallSessionsUnderTest;

beforeAll(async () => {
  // The model is not loaded beforehand: as on a fresh server, the first spoken answer loads it.
  platform = await startCallSessionsUnderTest({
    recognizer,
    tuning: { minimumLimitSeconds: 0.1 },
    log: (line) => logs.push(line),
  });
}, 60_000);
afterAll(async () => {
  await platform.close();
  await recognizer.close();
  await visitor.close();
});

const [, q2, q3, q4] = interviewScript.questions as [string, string, string, string];

const interviewer = (): SessionAssistant => ({
  id: 'asst-spoken-then-typed',
  firstMessage:
    "Hi, and welcome to Vibe Together! I'm the community's interview assistant. I'd love to hear a little about you; it only takes a few minutes.",
  silenceTimeoutSeconds: 60,
  metadata: { script: interviewScript },
  server: { url: platform.webhookUrl },
});

const type = (client: SessionClient, content: string) =>
  client.sendJson({ type: 'add-message', message: { role: 'user', content } });

describe('a spoken answer, then typed ones', { timeout: 120_000 }, () => {
  it('goes on after every typed answer and closes after the last', async () => {
    const spoken = await visitor.synthesize(
      'I have been writing software for about ten years, mostly for the web.',
    );
    const { id, url } = platform.createCall(interviewer());
    const client = await SessionClient.connect(url);
    const microphone = new LiveMicrophone(client);
    microphone.start();
    try {
      await client.waitFor(isAssistantSpeech('started', 1), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await microphone.say({ audio: spoken, phrases: [] });
      await client.waitFor(isFinalLine(q2), 30_000);
      type(client, 'I use AI assistants for boilerplate and tests; they help a lot.');
      await client.waitFor(isFinalLine(q3), 15_000);
      type(client, 'Right now I am building a small tool that tracks my running.');
      await client.waitFor(isFinalLine(q4), 15_000);
      type(client, 'I hope for weekly chats and honest feedback on what I ship.');
      await client.waitFor(isFinalLine(interviewScript.closing), 15_000);
    } finally {
      if (logs.length > 0) console.log(logs.join('\n'));
      await microphone.stop();
    }
    await client.waitForClose();
    const report = (await platform.webhookFor(id, 30_000)).body.message;
    expect(report['endedReason']).toBe('assistant-ended-call');
    const answers = (report['analysis'] as { structuredData: Record<string, string> })
      .structuredData;
    expect(Object.keys(answers)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(answers['q1']).toMatch(/years/i);
  });
});
