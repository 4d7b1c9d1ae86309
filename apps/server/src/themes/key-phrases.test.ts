import { describe, expect, it } from 'vitest';
import { loadThemes } from './theme-model.ts';

const themes = async (text: string) => (await loadThemes())(text).map((m) => m.theme);

describe('key phrases of an answer', () => {
  it('counts one phrase whatever its spelling, inflection and case', async () => {
    for (const text of [
      'I mostly contribute to open-source projects.',
      'Open source software is my thing.',
      'We are building tools for open sources.',
    ]) {
      expect(await themes(text)).toContain('open source');
    }
    for (const text of [
      'I love machine-learning models.',
      'Machine learning, mostly.',
      'Lately a lot of machine learning and some web apps.',
    ]) {
      expect(await themes(text)).toContain('machine learning');
    }
  });

  it('drops stop words and filler, makes plural nouns singular and keeps other words as said', async () => {
    const found = await themes(
      'Honestly, I would like weekly feedback from friends and coding buddies. Um, yeah, stuff like that.',
    );
    expect(found).toEqual(expect.arrayContaining(['weekly feedback', 'friend', 'buddy']));
    for (const word of ['honestly', 'i', 'stuff', 'yeah', 'um', 'like', 'that']) {
      expect(found).not.toContain(word);
    }
    expect(await themes('Building a mobile app')).toContain('mobile app');
  });

  it('places each theme where it is first said, at most eight per answer', async () => {
    const text = 'I write Python scripts. Python scripts everywhere!';
    const mentions = (await loadThemes())(text);
    const script = mentions.find((m) => m.theme === 'python script');
    expect(script && text.slice(script.start, script.end)).toBe('Python scripts');
    const long = Array.from({ length: 30 }, (_, i) => `topic${i} servers`).join(', ');
    expect((await loadThemes())(long).length).toBeLessThanOrEqual(8);
    // Only the start of a very long answer is read.
    const rambling = `${'More words about nothing at all here. '.repeat(120)}and open-source projects`;
    expect(await themes(rambling)).not.toContain('open source');
    expect(await themes(rambling.slice(-60))).toContain('open source');
    expect(await themes('')).toEqual([]);
    expect(await themes('... !!! 123')).toEqual([]);
  });
});
