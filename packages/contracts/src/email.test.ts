import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { isValidEmail, normalizeEmail, parseEmail } from './email.ts';

describe('the e-mail rule', () => {
  it('normalises by trimming and lowercasing', () => {
    expect(normalizeEmail('  Ada@Example.COM\n')).toBe('ada@example.com');
  });

  it.each([
    'ada@example.com',
    'a.b+c@sub.example.org',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`,
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['no @', 'ada.example.com'],
    ['a space', 'ada lovelace@example.com'],
    ['no dot in the domain', 'ada@localhost'],
    ['two @', 'ada@b@example.com'],
    ['nothing', ''],
    ['one character over the cap', `${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.com`],
    ['a NUL', 'ada\u0000@example.com'],
    ['a lone surrogate', 'ada\ud800@example.com'],
  ])('refuses an address with %s', (_, email) => expect(isValidEmail(email)).toBe(false));

  it('parses: the stored form of a good address, null for a bad one', () => {
    expect(parseEmail(' Ada@Example.com ')).toBe('ada@example.com');
    expect(parseEmail('   ')).toBeNull();
    expect(parseEmail('ada@localhost')).toBeNull();
  });
});
