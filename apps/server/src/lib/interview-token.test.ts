import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashInterviewToken,
  interviewTokenMatches,
  issueInterviewToken,
  readBearerToken,
} from './interview-token.ts';

describe('interview tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const a = issueInterviewToken();
    const b = issueInterviewToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('are stored as their SHA-256 only', () => {
    const { token, hash } = issueInterviewToken();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
  });

  it('match only their own hash', () => {
    const { token, hash } = issueInterviewToken();
    expect(interviewTokenMatches(token, hash)).toBe(true);
    expect(interviewTokenMatches(`${token}x`, hash)).toBe(false);
    expect(interviewTokenMatches(issueInterviewToken().token, hash)).toBe(false);
    expect(interviewTokenMatches(token, hashInterviewToken('other'))).toBe(false);
  });

  it('do not match a malformed stored hash', () => {
    const { token } = issueInterviewToken();
    expect(interviewTokenMatches(token, '')).toBe(false);
    expect(interviewTokenMatches(token, 'abc')).toBe(false);
  });
});

describe('readBearerToken', () => {
  it.each([
    ['Bearer abc-DEF_123', 'abc-DEF_123'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
  ])('reads %j', (header, token) => {
    expect(readBearerToken(header)).toBe(token);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic YTpi',
    'abc',
    'Bearer a b',
    `Bearer ${'x'.repeat(513)}`,
  ])('finds no token in %j', (header) => {
    expect(readBearerToken(header)).toBeNull();
  });
});
