import { describe, expect, it } from 'vitest';
import {
  expectedOrigin,
  isHttpsRequest,
  isPageOrigin,
  listeningOrigins,
  pageOrigin,
  type OriginPolicy,
} from './origins.ts';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });
const policy = (overrides: Partial<OriginPolicy> = {}): OriginPolicy => ({
  publicOrigin: undefined,
  trustProxy: false,
  listening: ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://10.0.0.5:8080'],
  ...overrides,
});

describe('pageOrigin (where the local platform is announced to the page)', () => {
  it('never follows a bare Host that is not a listening address', () => {
    const evil = request('http://evil.example/api/voice-config');
    expect(pageOrigin(evil, policy())).toBe('http://localhost:8080');
  });

  it('keeps a listening address the page used (127.0.0.1 rather than localhost)', () => {
    expect(pageOrigin(request('http://127.0.0.1:8080/x'), policy())).toBe('http://127.0.0.1:8080');
    expect(pageOrigin(request('http://10.0.0.5:8080/x'), policy())).toBe('http://10.0.0.5:8080');
  });

  it('is PUBLIC_URL whenever it is set, whatever the request or a proxy says', () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'other.example' };
    const set = policy({ publicOrigin: 'https://vibe.example', trustProxy: true });
    expect(pageOrigin(request('http://evil.example/x', forwarded), set)).toBe(
      'https://vibe.example',
    );
  });

  it('follows the first X-Forwarded-Proto and X-Forwarded-Host behind a trusted proxy only', () => {
    const forwarded = { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'vibe.example' };
    const url = 'http://10.0.0.5:8080/api/voice-config';
    expect(pageOrigin(request(url, forwarded), policy({ trustProxy: true }))).toBe(
      'https://vibe.example',
    );
    expect(pageOrigin(request(url, forwarded), policy())).toBe('http://10.0.0.5:8080');
  });

  it('ignores malformed forwarded values', () => {
    const bad = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a b/"c' };
    const url = 'http://10.0.0.5:8080/api/voice-config';
    expect(pageOrigin(request(url, bad), policy({ trustProxy: true }))).toBe(
      'http://10.0.0.5:8080',
    );
  });
});

describe('expectedOrigin (the dashboard’s same-origin check)', () => {
  it('is the request’s own origin, whatever its host, unless PUBLIC_URL is set', () => {
    const req = request('http://vibe.local:8080/api/admin/people');
    expect(expectedOrigin(req, policy())).toBe('http://vibe.local:8080');
    const set = policy({ publicOrigin: 'https://vibe.example' });
    expect(expectedOrigin(req, set)).toBe('https://vibe.example');
  });

  it('follows a trusted proxy’s forwarded origin, or only its scheme', () => {
    const url = 'http://10.0.0.5:8080/api/admin/people';
    const both = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vibe.example' };
    expect(expectedOrigin(request(url, both), policy({ trustProxy: true }))).toBe(
      'https://vibe.example',
    );
    const scheme = { 'x-forwarded-proto': 'https' };
    expect(expectedOrigin(request(url, scheme), policy({ trustProxy: true }))).toBe(
      'https://10.0.0.5:8080',
    );
    expect(expectedOrigin(request(url, both), policy())).toBe('http://10.0.0.5:8080');
  });
});

describe('isPageOrigin (the local platform’s CORS)', () => {
  it('allows the server’s own origins and refuses any other', () => {
    const req = request('http://localhost:8080/platform/call/web');
    expect(isPageOrigin('http://127.0.0.1:8080', req, policy())).toBe(true);
    expect(isPageOrigin('http://evil.example', req, policy())).toBe(false);
    expect(
      isPageOrigin('https://vibe.example', req, policy({ publicOrigin: 'https://vibe.example' })),
    ).toBe(true);
  });

  it('allows the forwarded origin only behind a trusted proxy', () => {
    const req = request('http://10.0.0.5:8080/platform/call/web', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'vibe.example',
    });
    expect(isPageOrigin('https://vibe.example', req, policy({ trustProxy: true }))).toBe(true);
    expect(isPageOrigin('https://vibe.example', req, policy())).toBe(false);
  });
});

describe('isHttpsRequest (HSTS)', () => {
  it('is true for https, or for a trusted proxy’s X-Forwarded-Proto: https', () => {
    expect(isHttpsRequest(request('https://vibe.example/'), false)).toBe(true);
    const proxied = request('http://10.0.0.5/', { 'x-forwarded-proto': 'https' });
    expect(isHttpsRequest(proxied, true)).toBe(true);
    expect(isHttpsRequest(proxied, false)).toBe(false);
    expect(isHttpsRequest(request('http://10.0.0.5/'), true)).toBe(false);
  });
});

describe('listeningOrigins', () => {
  it('names a fixed host first, with the other loopback names for a loopback host', () => {
    expect(listeningOrigins('127.0.0.1', 9000)).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://[::1]:9000',
    ]);
    expect(listeningOrigins('192.168.1.4', 9000)).toEqual(['http://192.168.1.4:9000']);
  });

  it('names localhost and every IPv4 address of this machine for 0.0.0.0', () => {
    const origins = listeningOrigins('0.0.0.0', 9000);
    expect(origins[0]).toBe('http://localhost:9000');
    expect(origins).toContain('http://127.0.0.1:9000');
    expect(origins.some((origin) => origin.includes('['))).toBe(false);
  });
});
