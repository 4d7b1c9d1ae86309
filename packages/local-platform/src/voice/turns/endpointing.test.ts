import { describe, expect, it } from 'vitest';
import { endpointingOf, looksUnfinished, quietToEndMs, stableToEndMs } from './endpointing.ts';
import { cleanTranscript, hasWords, wordsOf } from './turn-words.ts';

describe('the words of a turn', () => {
  it('has words only when a letter or digit is outside notes, like the server’s rule', () => {
    for (const text of ['Web apps.', '42', 'Ça va', '(laughs) I make games']) {
      expect(hasWords(text), text).toBe(true);
    }
    for (const text of [null, '', '   ', '...', '?!', '[noise]', '(beep)', '[BLANK_AUDIO]']) {
      expect(hasWords(text), String(text)).toBe(false);
    }
    expect(hasWords('(spoken answer, 4.0 s — no speech recognizer configured)')).toBe(false);
    expect(hasWords('(transcribing…)')).toBe(false);
  });

  it('compares transcripts by their words, not their case or punctuation', () => {
    expect(wordsOf('I build tools, mostly.')).toEqual(['i', 'build', 'tools', 'mostly']);
    expect(wordsOf("[noise] It's  fine")).toEqual(["it's", 'fine']);
    expect(cleanTranscript('  two\n lines  ')).toBe('two lines');
  });
});

describe('smart endpointing', () => {
  const rules = endpointingOf();

  it('reads a sentence ending on a conjunction, preposition, article or filler as unfinished', () => {
    for (const text of [
      'I build tools and',
      'mostly web apps but',
      'I moved to React because',
      'I want to',
      'we talk to the',
      'I use, um',
      'So',
      'I build tools for teachers,',
      'it depends…',
      null,
      '[noise]',
    ]) {
      expect(looksUnfinished(text), String(text)).toBe(true);
    }
    for (const text of ['I build tools for teachers.', 'Ten years', 'Yes.', 'mostly Python']) {
      expect(looksUnfinished(text), text).toBe(false);
    }
  });

  it('ends finished words after a short quiet, everything else after the long one', () => {
    expect(quietToEndMs(rules, 'I build tools.', true)).toBe(800);
    expect(quietToEndMs(rules, 'I build tools and', true)).toBe(2_200);
    expect(quietToEndMs(rules, null, true)).toBe(2_200);
    // Words that do not yet cover the start of the quiet may miss its last word.
    expect(quietToEndMs(rules, 'I build tools.', false)).toBe(2_200);
  });

  it('ends a turn whose words stopped changing sooner when they look finished', () => {
    expect(stableToEndMs(rules, 'I build tools.')).toBe(2_500);
    expect(stableToEndMs(rules, 'I build tools with the')).toBe(4_000);
    expect(endpointingOf({ finishedQuietMs: 600 }).finishedQuietMs).toBe(600);
  });
});
