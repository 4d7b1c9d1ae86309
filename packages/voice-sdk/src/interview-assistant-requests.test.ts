import { describe, expect, it } from 'vitest';
import { hasWords, visitorRequestOf } from './interview-assistant.ts';

// The phrases both the scripted assistant and the server read (docs/product.md#reactions).
describe('visitorRequestOf', () => {
  it.each([
    'Could you repeat that?',
    'Repeat, please.',
    'Sorry, can you say that again?',
    'Pardon?',
    'Pardon me?',
    'What was the question?',
    'Sorry?',
    'Sorry, what?',
    'Huh?',
    'Um, sorry, I didn’t catch that.',
  ])('hears %j as a request to repeat the question', (turn) => {
    expect(visitorRequestOf(turn)).toBe('repeat');
  });

  it.each([
    'Skip.',
    'Can we skip this one?',
    'Pass.',
    'Um, pass.',
    'Next question, please.',
    "I'd rather not say.",
    'I’d rather not.',
    "Let's move on.",
    'No comment.',
  ])('hears %j as a request to skip the question', (turn) => {
    expect(visitorRequestOf(turn)).toBe('skip');
  });

  it.each([
    'I have been coding for ten years, mostly web apps.',
    // A long turn is an answer even when it holds a phrase.
    "I'd rather not say where I work, but I build payment APIs all day.",
    'Could you repeat that? Sure: ten years of web apps, lately with AI help.',
    // "pass" and "sorry" count only as the whole turn.
    'My tests pass more often now.',
    'Sorry for the noise, I use Copilot.',
    'Yes.',
    'Um.',
    '',
    '(spoken answer, 2.0 s — no words recognised)',
  ])('takes %j as something other than a request', (turn) => {
    expect(visitorRequestOf(turn)).toBeNull();
  });
});

// The local platform's turns and the server's verdict count only turns with words.
describe('hasWords', () => {
  it('counts only turns with words as answers', () => {
    expect(hasWords('Web apps.')).toBe(true);
    expect(hasWords('42')).toBe(true);
    expect(hasWords('Ça va')).toBe(true);
    const placeholder =
      '(spoken answer, 4.0 s — no speech recognizer configured; the recording holds it)';
    for (const wordless of ['', '   ', '...', '?!', '[noise]', '(beep)', placeholder]) {
      expect(hasWords(wordless), wordless).toBe(false);
    }
    expect(hasWords('(laughs) I make games')).toBe(true);
  });
});
