import { interviewAssistant, interviewScript } from '@vibe/voice-sdk/interview-assistant';
import { describe, expect, it } from 'vitest';
import {
  chatReply,
  DEFAULT_CLOSING,
  interviewScriptOf,
  nextScriptedReply,
  questionsFromPrompt,
} from './interview-script.ts';

const interview = {
  firstMessage: 'Hi! Thanks for joining.',
  metadata: { script: { questions: ['What do you build?', 'What do you hope to find here?'] } },
};

describe('interviewScriptOf', () => {
  it('reads the questions and closing line from metadata.script', () => {
    const script = interviewScriptOf({
      ...interview,
      metadata: { script: { ...interview.metadata.script, closing: 'Bye now.' } },
    });
    expect(script.questions).toEqual(['What do you build?', 'What do you hope to find here?']);
    expect(script.closing).toBe('Bye now.');
    expect(script.waitsForUser).toBe(false);
  });

  it('falls back to the question lines of the system message, and to endCallMessage', () => {
    const script = interviewScriptOf({
      model: {
        messages: [
          {
            role: 'system',
            content:
              'You interview visitors.\nAsk:\n1. How long have you coded?\n- What tools do you use?\nBe kind.',
          },
        ],
      },
      endCallMessage: 'Talk soon.',
      firstMessageMode: 'assistant-waits-for-user',
    });
    expect(script.questions).toEqual(['How long have you coded?', 'What tools do you use?']);
    expect(script.closing).toBe('Talk soon.');
    expect(script.waitsForUser).toBe(true);
    expect(script.systemPrompt).toContain('You interview visitors.');
  });

  it('nudges short answers unless the script switches it off (docs/product.md#reactions)', () => {
    expect(interviewScriptOf(interview).nudgeShortAnswers).toBe(true);
    const off = { script: { ...interview.metadata.script, nudgeShortAnswers: false } };
    expect(interviewScriptOf({ ...interview, metadata: off }).nudgeShortAnswers).toBe(false);
    const odd = { script: { ...interview.metadata.script, nudgeShortAnswers: 'no' } };
    expect(interviewScriptOf({ ...interview, metadata: odd }).nudgeShortAnswers).toBe(true);
  });

  it('says a default goodbye when nothing else is configured', () => {
    expect(interviewScriptOf({}).closing).toBe(DEFAULT_CLOSING);
  });

  it('reads the seeded interview assistant as its script says (the SDK holds both)', () => {
    const script = interviewScriptOf(interviewAssistant());
    expect(script.questions).toEqual(interviewScript.questions);
    expect(script.closing).toBe(interviewScript.closing);
    expect(script.firstMessage).toContain('Vibe Together');
  });

  it('ignores a malformed script instead of failing', () => {
    const script = interviewScriptOf({ metadata: { script: { questions: [42, ' Why? ', null] } } });
    expect(script.questions).toEqual(['Why?']);
    expect(questionsFromPrompt('no questions here')).toEqual([]);
  });
});

describe('nextScriptedReply', () => {
  const script = interviewScriptOf(interview);

  it('walks from the first message through the questions to the closing line', () => {
    expect(nextScriptedReply(script, { firstMessageSaid: false, questionsAsked: 0 }).kind).toBe(
      'first-message',
    );
    expect(nextScriptedReply(script, { firstMessageSaid: true, questionsAsked: 1 })).toEqual({
      text: 'What do you hope to find here?',
      kind: 'question',
      questionIndex: 1,
      ends: false,
    });
    expect(nextScriptedReply(script, { firstMessageSaid: true, questionsAsked: 2 })).toMatchObject({
      kind: 'closing',
      ends: true,
    });
  });
});

describe('chatReply', () => {
  const script = interviewScriptOf(interview);

  it('opens with the first message and first question, then asks on, then closes', () => {
    expect(chatReply(script, 1).text).toBe('Hi! Thanks for joining. What do you build?');
    expect(chatReply(script, 2).text).toBe('What do you hope to find here?');
    expect(chatReply(script, 3)).toMatchObject({ kind: 'closing', ends: true });
    expect(chatReply(script, 9)).toMatchObject({ kind: 'closing', ends: true });
  });

  it('greets, then closes, when there are no questions', () => {
    const greeting = interviewScriptOf({ firstMessage: 'Hello!' });
    expect(chatReply(greeting, 1).text).toBe('Hello!');
    expect(chatReply(greeting, 2).kind).toBe('closing');
  });
});
