import { describe, expect, it } from 'vitest';
import { languageName, voiceLabel } from './voices.ts';

describe('voiceLabel', () => {
  it('names the voice and its language in words, never its provider', () => {
    expect(voiceLabel({ name: 'Kylie', language: 'en-US' }, 'en')).toBe('Kylie · American English');
    expect(voiceLabel({ name: 'Elliot', language: null }, 'en')).toBe('Elliot');
  });

  it('keeps a language given as a name, or as a tag it cannot name, as it came', () => {
    expect(languageName('English', 'en')).toBe('English');
    expect(languageName('xx-YY', 'en')).toBe('xx-YY');
    expect(languageName('multilingual', 'en')).toBe('multilingual');
  });
});
