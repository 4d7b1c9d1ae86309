import { describe, expect, it } from 'vitest';
import { CallScript, type Line } from './script-progress.ts';
import type { SessionAssistant } from './types.ts';

// The call's script reacting to what it heard (docs/product.md#reactions): each line is said
// (its audio starts) before the visitor's next turn, as in a call.
const questions = ['What do you build?', 'Why join us?'];
const assistant = (script: Record<string, unknown> = {}): SessionAssistant => ({
  firstMessage: 'Hi there.',
  metadata: { script: { questions, closing: 'Bye now.', ...script } },
});

/** Says the next line and answers it. */
function say(script: CallScript): Line {
  const line = script.nextLine();
  script.said(line);
  return line;
}

/** A script that has greeted and asked the first question. */
function askedFirst(options: { nudgeShortAnswers?: boolean; hearsWords?: boolean } = {}) {
  const { hearsWords = true, ...script } = options;
  const call = new CallScript(assistant(script), { hearsWords });
  expect(say(call).text).toBe('Hi there.');
  expect(say(call)).toMatchObject({ text: 'What do you build?', questionIndex: 0 });
  return call;
}

describe('CallScript reacting to the visitor', () => {
  it('asks the same question again when asked to, and the request answers nothing', () => {
    const call = askedFirst();
    expect(call.heard('Could you repeat that?')).toBe(false);
    expect(say(call)).toMatchObject({
      text: 'Sure — What do you build?',
      kind: 'question',
      questionIndex: 0,
      interruptible: true,
    });
    expect(call.heard('Pardon?')).toBe(false);
    expect(say(call).text).toBe('Sure — What do you build?');
    expect(call.heard('Tools for teachers.')).toBe(true);
    expect(say(call)).toMatchObject({ text: 'Why join us?', questionIndex: 1 });
  });

  it('moves on when asked to skip, saying so first', () => {
    const call = askedFirst();
    expect(call.heard('Skip, please.')).toBe(false);
    expect(say(call)).toMatchObject({
      text: "No problem, let's move on. Why join us?",
      questionIndex: 1,
    });
    expect(call.heard("I'd rather not say.")).toBe(false);
    expect(say(call)).toMatchObject({
      text: "No problem, let's move on. Bye now.",
      kind: 'closing',
      endedReason: 'assistant-ended-call',
    });
  });

  it('prompts once when a turn has no words, then goes on', () => {
    const call = askedFirst();
    call.heard('(spoken answer, 1.2 s — no words recognised)');
    expect(say(call)).toMatchObject({
      text: "Sorry, I didn't catch that — What do you build?",
      questionIndex: 0,
    });
    call.heard('(spoken answer, 0.8 s — no words recognised)');
    expect(say(call).text).toBe('Why join us?');
  });

  it('nudges a short answer once per question', () => {
    const call = askedFirst();
    call.heard('Games.');
    expect(say(call)).toMatchObject({ text: 'Could you tell me a bit more?', questionIndex: 0 });
    call.heard('No.');
    expect(say(call).text).toBe('Why join us?');
    // The second question gets its own nudge.
    call.heard('Feedback.');
    expect(say(call).text).toBe('Could you tell me a bit more?');
    call.heard('Honest feedback on what I ship.');
    expect(say(call).text).toBe('Bye now.');
  });

  it('does not nudge when the organiser switched nudges off', () => {
    const call = askedFirst({ nudgeShortAnswers: false });
    call.heard('Games.');
    expect(say(call).text).toBe('Why join us?');
  });

  it('goes on after a turn without words when the platform recognises no speech', () => {
    const call = askedFirst({ hearsWords: false });
    call.heard('(spoken answer, 1.2 s — no speech recognizer configured)');
    expect(say(call).text).toBe('Why join us?');
  });

  it('reacts only to the turns since the question was last said', () => {
    const call = askedFirst();
    call.heard('Games.');
    // The nudge is computed but the visitor keeps talking before it plays.
    const nudge = call.nextLine();
    call.heard('Repeat that?');
    call.said(nudge);
    call.heard('Puzzle games for the web.');
    expect(say(call).text).toBe('Why join us?');
  });
});
