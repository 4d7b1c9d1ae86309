import { describe, expect, it } from 'vitest';
import { assistantUpdate, seededDefinition } from './assistant-body.ts';

const definition = {
  firstMessage: 'Hello!',
  questions: ['What do you build?', 'Tell me about your week.'],
  closingLine: 'Bye now.',
  voice: { provider: 'local', voiceId: 'en-gb' },
  silenceTimeoutSeconds: 20,
  maxDurationSeconds: 300,
};

describe('the assistant a definition makes', () => {
  it('carries every field, a script for the local platform and one structured field per question', () => {
    const body = assistantUpdate(definition, {
      model: { provider: 'openai', model: 'gpt-4o', temperature: 0.3 } as never,
      metadata: { seed: 'kept' },
    }) as {
      model: { messages: { content: string }[] };
      analysisPlan: { structuredDataPlan: unknown };
    };
    expect(body).toMatchObject({
      firstMessage: 'Hello!',
      voice: { provider: 'local', voiceId: 'en-gb' },
      silenceTimeoutSeconds: 20,
      maxDurationSeconds: 300,
      endCallMessage: 'Bye now.',
      model: { provider: 'openai', model: 'gpt-4o', temperature: 0.3 },
      metadata: { seed: 'kept', script: { questions: definition.questions, closing: 'Bye now.' } },
    });
    expect(body.model.messages[0]?.content).toContain('2. Tell me about your week.');
    expect(body.analysisPlan.structuredDataPlan).toEqual({
      enabled: true,
      schema: {
        type: 'object',
        description: expect.any(String),
        properties: {
          q1: { type: 'string', description: 'What do you build?' },
          q2: { type: 'string', description: 'Tell me about your week.' },
        },
      },
    });
  });

  it('prompts the local platform’s scripted model too (its API takes its own providers)', () => {
    const body = assistantUpdate(definition, {
      model: { provider: 'local', model: 'interview-script' } as never,
    }) as { model: { provider: string; messages: { content: string }[] }; metadata: unknown };
    expect(body.model).toMatchObject({ provider: 'local', model: 'interview-script' });
    expect(body.model.messages[0]?.content).toContain('1. What do you build?');
    expect(body.metadata).toMatchObject({ script: { questions: definition.questions } });
  });

  it('carries the nudge switch to the script and the prompt, on unless switched off (docs/product.md#reactions)', () => {
    const current = { model: { provider: 'openai', model: 'gpt-4o' } as never };
    const bodyOf = (nudgeShortAnswers?: boolean) =>
      assistantUpdate(
        nudgeShortAnswers === undefined ? definition : { ...definition, nudgeShortAnswers },
        current,
      ) as unknown as {
        model: { messages: { content: string }[] };
        metadata: { script: { nudgeShortAnswers: boolean } };
      };
    for (const [switched, nudges] of [
      [undefined, true],
      [true, true],
      [false, false],
    ] as const) {
      const body = bodyOf(switched);
      const prompt = body.model.messages[0]!.content;
      expect(body.metadata.script.nudgeShortAnswers).toBe(nudges);
      expect(prompt.includes('Could you tell me a bit more?')).toBe(nudges);
      // Every other reaction is in the prompt either way.
      expect(prompt).toContain('say "Sure — " and the same question again');
      expect(prompt).toContain('"No problem, let\'s move on."');
      expect(prompt).toContain('"Sorry, I didn\'t catch that — "');
    }
    // The rules never read as questions to a prompt-reading scripted model.
    const ruleLines = bodyOf().model.messages[0]!.content.split('\n');
    expect(ruleLines.filter((line) => line.trim().endsWith('?'))).toEqual([
      '1. What do you build?',
    ]);
  });

  it('seeds version 1 from the local platform’s interview', () => {
    const seeded = seededDefinition();
    expect(seeded.questions.length).toBeGreaterThan(0);
    // The seed's own voice: the local synthesiser's US English.
    expect(seeded.voice).toEqual({ provider: 'local', voiceId: 'en-us' });
    expect(seeded.silenceTimeoutSeconds).toBe(30);
    expect(seeded.nudgeShortAnswers).toBe(true);
  });
});
