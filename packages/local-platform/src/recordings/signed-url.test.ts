import { describe, expect, it } from 'vitest';
import { RecordingUrlSigner, recordingPath } from './signed-url.ts';

const CALL = '0f4c3c4e-8f62-4d8f-9d1c-3b7c1c1e2a10';
const signer = new RecordingUrlSigner(
  'a-secret-long-enough-to-sign',
  'https://vibe.example/platform/',
);

function partsOf(url: string) {
  const parsed = new URL(url);
  return {
    path: parsed.pathname.replace(/^\/platform/, ''),
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
}

describe('RecordingUrlSigner', () => {
  const expiresAt = 2_000_000_000;
  const url = signer.url(CALL, 'mono', 'mp3', expiresAt);

  it('signs the file’s path below the mount with its expiry', () => {
    expect(url).toMatch(
      new RegExp(
        `^https://vibe\\.example/platform/recording/${CALL}/mono\\.mp3\\?expires=${expiresAt}&signature=[\\w-]{43}$`,
      ),
    );
    const { path, expires, signature } = partsOf(url);
    expect(path).toBe(recordingPath(CALL, 'mono', 'mp3'));
    expect(signer.check(path, expires, signature, expiresAt * 1000 - 1)).toBe('valid');
  });

  it('answers expired from the expiry on', () => {
    const { path, expires, signature } = partsOf(url);
    expect(signer.check(path, expires, signature, expiresAt * 1000)).toBe('expired');
  });

  it('refuses another file, another expiry, another key or no signature', () => {
    const { path, expires, signature } = partsOf(url);
    const now = 0;
    expect(signer.check(recordingPath(CALL, 'stereo', 'mp3'), expires, signature, now)).toBe(
      'invalid',
    );
    expect(signer.check(path, String(expiresAt + 1), signature, now)).toBe('invalid');
    expect(signer.check(path, expires, `${signature}x`, now)).toBe('invalid');
    expect(signer.check(path, expires, undefined, now)).toBe('invalid');
    expect(signer.check(path, 'soon', signature, now)).toBe('invalid');
    const other = new RecordingUrlSigner('another-secret-long-enough', 'https://vibe.example');
    expect(other.check(path, expires, signature, now)).toBe('invalid');
  });

  it('refuses a secret too short to be one', () => {
    expect(() => new RecordingUrlSigner('short', 'http://x')).toThrow(/16 characters/);
  });
});
