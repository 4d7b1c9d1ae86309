import { describe, expect, it } from 'vitest';
import { passwordProblem } from './organisers.ts';
import { weakPasswordReason } from './password-strength.ts';

describe('the organiser password rule', () => {
  it('refuses a long but repeated password, saying why', () => {
    const reason = passwordProblem('aaaaaaaaaa');
    expect(reason).toMatch(/^This password is too easy to guess\. /);
    expect(reason).toContain('Repeated characters like "aaa" are easy to guess.');
  });

  it('refuses common passwords, keyboard rows and sequences', () => {
    for (const weak of ['password123', 'qwertyuiop', 'abcdefghijk', '1234567890']) {
      expect(weakPasswordReason(weak), weak).toMatch(/too easy to guess/);
    }
  });

  it("refuses a password made of the account's own address or the product's name", () => {
    expect(weakPasswordReason('oliviabaker1', 'oliviabaker@example.com')).toMatch(
      /too easy to guess/,
    );
    expect(weakPasswordReason('vibetogether1')).toMatch(/too easy to guess/);
  });

  it('accepts long passphrases and varied passwords', () => {
    for (const strong of ['correct horse battery', 'Tr0ub4dor&3x', 'plum-ferry-velvet-84']) {
      expect(passwordProblem(strong, 'owner@example.com'), strong).toBeNull();
    }
  });

  it('checks the length first (better-auth holds to it too)', () => {
    expect(passwordProblem('Xk3#')).toBe('The password needs at least 10 characters.');
    expect(passwordProblem(`${'Xk3#vT9q'.repeat(16)}!`)).toBe(
      'The password may have at most 128 characters.',
    );
  });
});
