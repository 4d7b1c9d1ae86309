import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinalLine, SessionClient } from '../testing/session-client.ts';
import {
  startCallSessionsUnderTest,
  type CallSessionsUnderTest,
} from '../testing/test-platform.ts';
import type { SessionAssistant } from './types.ts';

// The scripted assistant reacting to typed turns through a real call session
// (docs/product.md#reactions): what it says, what the call records and what its report answers.

let platform: CallSessionsUnderTest;

beforeAll(async () => {
  platform = await startCallSessionsUnderTest({ tuning: { minimumLimitSeconds: 0.1 } });
});
afterAll(() => platform.close());

function interviewer(script: Record<string, unknown> = {}): SessionAssistant {
  return {
    id: 'asst-reactions',
    firstMessage: 'Hi there.',
    metadata: {
      script: {
        questions: ['What do you build?', 'Why join us?', 'What do you hope for?'],
        closing: 'Bye now.',
        ...script,
      },
    },
    server: { url: platform.webhookUrl },
  };
}

const type = (client: SessionClient, content: string) =>
  client.sendJson({ type: 'add-message', message: { role: 'user', content } });

describe('a call session reacting to what the visitor typed', () => {
  it('repeats a question, skips one, then takes an answer; the requests answer nothing', async () => {
    const { id, url } = platform.createCall(interviewer());
    const client = await SessionClient.connect(url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    type(client, 'Sorry, could you repeat that?');
    await client.waitFor(isFinalLine('Sure — What do you build?'), 10_000);
    type(client, 'Skip, please.');
    await client.waitFor(isFinalLine("No problem, let's move on. Why join us?"), 10_000);
    type(client, 'For honest feedback on what I ship.');
    await client.waitFor(isFinalLine('What do you hope for?'), 10_000);
    type(client, 'Weekly chats with other builders.');
    await client.waitForClose();

    expect((await platform.store.ended(id)).transcript).toBe(
      [
        'AI: Hi there.',
        'AI: What do you build?',
        'User: Sorry, could you repeat that?',
        'AI: Sure — What do you build?',
        'User: Skip, please.',
        "AI: No problem, let's move on. Why join us?",
        'User: For honest feedback on what I ship.',
        'AI: What do you hope for?',
        'User: Weekly chats with other builders.',
        'AI: Bye now.',
      ].join('\n'),
    );
    // The skipped question has no answer; neither request is one.
    const report = (await platform.webhookFor(id)).body.message;
    expect(report['analysis']).toEqual({
      structuredData: {
        q2: 'For honest feedback on what I ship.',
        q3: 'Weekly chats with other builders.',
      },
    });
    expect(report['endedReason']).toBe('assistant-ended-call');
  });

  it('nudges a short answer once, joining both turns as the answer, unless switched off', async () => {
    const nudged = platform.createCall(interviewer({ questions: ['What do you build?'] }));
    const client = await SessionClient.connect(nudged.url);
    await client.waitFor(isFinalLine('What do you build?'), 10_000);
    type(client, 'Games.');
    await client.waitFor(isFinalLine('Could you tell me a bit more?'), 10_000);
    type(client, 'Puzzles.');
    await client.waitForClose();
    const report = (await platform.webhookFor(nudged.id)).body.message;
    expect(report['analysis']).toEqual({ structuredData: { q1: 'Games. Puzzles.' } });

    const plain = platform.createCall(
      interviewer({ questions: ['What do you build?'], nudgeShortAnswers: false }),
    );
    const second = await SessionClient.connect(plain.url);
    await second.waitFor(isFinalLine('What do you build?'), 10_000);
    type(second, 'Games.');
    await second.waitForClose();
    expect((await platform.store.ended(plain.id)).transcript).toBe(
      'AI: Hi there.\nAI: What do you build?\nUser: Games.\nAI: Bye now.',
    );
  });
});
