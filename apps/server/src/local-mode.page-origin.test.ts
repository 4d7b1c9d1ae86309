import { describe, expect, it } from 'vitest';
import { pageOrigin } from './local-mode.ts';

const request = (headers: Record<string, string>) =>
  new Request('http://10.0.0.5:8080/api/voice-config', { headers });

describe('pageOrigin (where the local platform is announced to the page)', () => {
  it('is the request origin when no proxy is trusted, whatever the forwarded headers say', () => {
    expect(pageOrigin(request({ 'x-forwarded-host': 'evil.example' }), false)).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it('follows the first X-Forwarded-Proto and X-Forwarded-Host behind a trusted proxy', () => {
    const forwarded = { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'vibe.example' };
    expect(pageOrigin(request(forwarded), true)).toBe('https://vibe.example');
  });

  it('ignores malformed forwarded values', () => {
    const bad = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a b/"c' };
    expect(pageOrigin(request(bad), true)).toBe('http://10.0.0.5:8080');
  });
});
