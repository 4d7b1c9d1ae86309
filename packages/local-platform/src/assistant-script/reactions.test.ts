import { describe, expect, it } from 'vitest';
import { isOpenQuestion, reactionTo, type QuestionReactions } from './reactions.ts';

// The rules in docs/product.md#reactions, one by one and in their order.
const question = 'What are you building right now?';
const fresh = (): QuestionReactions => ({ notHeardPrompted: false, nudged: false });
const settings = { nudgeShortAnswers: true, hearsWords: true };
const react = (turns: string[], already = fresh(), options = settings) =>
  reactionTo(turns, question, already, options);

describe('reactionTo', () => {
  it('repeats the question when the last turn asks for it', () => {
    expect(react(['Could you repeat that?'])).toBe('repeat');
    expect(react(['Games.', 'Sorry, what was the question?'])).toBe('repeat');
  });

  it('skips the question when the last turn asks to', () => {
    expect(react(["I'd rather not say."])).toBe('skip');
    expect(react(['Repeat that?', 'Actually, skip it.'])).toBe('skip');
  });

  it('prompts once when no turn holds a word, then goes on', () => {
    const placeholder = '(spoken answer, 1.4 s — no words recognised)';
    expect(react([placeholder])).toBe('not-heard');
    expect(react(['  '])).toBe('not-heard');
    expect(react([placeholder], { notHeardPrompted: true, nudged: false })).toBe('next');
  });

  it('takes a turn without words as the answer when the platform recognises no speech', () => {
    const placeholder = '(spoken answer, 1.4 s — no speech recognizer configured)';
    expect(react([placeholder], fresh(), { ...settings, hearsWords: false })).toBe('next');
  });

  it('nudges a short answer to an open question once, and not when switched off', () => {
    expect(react(['Games.'])).toBe('nudge');
    expect(react(['Small', 'games.'])).toBe('nudge');
    expect(react(['Games.'], { notHeardPrompted: false, nudged: true })).toBe('next');
    expect(react(['Games.'], fresh(), { ...settings, nudgeShortAnswers: false })).toBe('next');
    // Three words are enough, across turns too; a request among them is not counted.
    expect(react(['Games for kids.'])).toBe('next');
    expect(react(['Games.', 'For kids, mostly.'])).toBe('next');
    expect(react(['Repeat?', 'Games.'])).toBe('nudge');
  });

  it('does not nudge a short answer to a yes/no question', () => {
    expect(reactionTo(['Yes.'], 'Do you code every day?', fresh(), settings)).toBe('next');
  });

  it('goes on when nothing was heard', () => {
    expect(react([])).toBe('next');
  });
});

describe('isOpenQuestion', () => {
  it('reads the last sentence: open unless it starts with a yes/no word', () => {
    expect(isOpenQuestion('What do you build?')).toBe(true);
    expect(
      isOpenQuestion(
        'To start, tell me about your coding background. How long have you been building software?',
      ),
    ).toBe(true);
    expect(isOpenQuestion('Tell me about your work. Do you use AI?')).toBe(false);
    expect(isOpenQuestion('And would you like weekly chats?')).toBe(false);
  });
});
