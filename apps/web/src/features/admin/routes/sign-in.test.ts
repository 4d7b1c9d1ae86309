import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { adminCopy } from '../copy.ts';
import { signInErrorMessage } from './sign-in.tsx';

const copy = adminCopy.signIn;

describe("the sign-in form's error message", () => {
  it('shows the lock with its own message, which says for how long', () => {
    const locked = new ApiError(429, 'account_locked', 'Locked. Try again in 15 minutes.');
    expect(signInErrorMessage(locked, copy.failed)).toBe('Locked. Try again in 15 minutes.');
  });

  it('tells a used TOTP code from a wrong one, and the rate limit from both', () => {
    expect(signInErrorMessage(new ApiError(401, 'code_used', 'x'), copy.wrongCode)).toBe(
      copy.codeUsed,
    );
    expect(signInErrorMessage(new ApiError(401, 'INVALID_CODE', 'x'), copy.wrongCode)).toBe(
      copy.wrongCode,
    );
    expect(signInErrorMessage(new ApiError(429, 'rate_limited', 'x'), copy.failed)).toBe(
      copy.rateLimited,
    );
    expect(signInErrorMessage(new Error('offline'), copy.failed)).toBe(adminCopy.errors.generic);
  });
});
