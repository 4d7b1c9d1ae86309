import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecordingChannels, RecordingFileFormat } from './recording-format.ts';

/** How long the URLs in call records and end-of-call reports stay valid (7 days). */
export const DEFAULT_RECORDING_URL_TTL_SECONDS = 7 * 24 * 3600;

/** What a recording URL's signature check found. */
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** `/recording/{callId}/{mono|stereo}.{mp3|wav}`: a recording's path below the platform's mount. */
export function recordingPath(
  callId: string,
  channels: RecordingChannels,
  format: RecordingFileFormat,
): string {
  return `/recording/${encodeURIComponent(callId)}/${channels}.${format}`;
}

/**
 * Signs and checks recording URLs. A URL is its path plus `expires` (Unix seconds) and
 * `signature` = HMAC-SHA256(secret, path + "?expires=" + expires), base64url: unguessable
 * without the secret, bound to one file and one expiry, and checked in constant time. The path
 * signed is the one below the platform's mount, so a URL stays valid however it is mounted.
 */
export class RecordingUrlSigner {
  readonly #secret: string;
  readonly #publicBaseUrl: string;

  /** `publicBaseUrl` is where clients reach the platform, mount path included. */
  constructor(secret: string, publicBaseUrl: string) {
    if (secret.length < 16) throw new Error('A recording URL secret needs at least 16 characters.');
    this.#secret = secret;
    this.#publicBaseUrl = publicBaseUrl.replace(/\/+$/, '');
  }

  /** The absolute, signed URL of a file, valid until `expiresAt` (Unix seconds). */
  url(
    callId: string,
    channels: RecordingChannels,
    format: RecordingFileFormat,
    expiresAt: number,
  ): string {
    const path = recordingPath(callId, channels, format);
    const expires = String(Math.floor(expiresAt));
    return `${this.#publicBaseUrl}${path}?expires=${expires}&signature=${this.#sign(path, expires)}`;
  }

  /** Checks a request's path (below the mount) and its `expires` and `signature` parameters. */
  check(
    path: string,
    expires: string | undefined,
    signature: string | undefined,
    nowMs: number,
  ): SignatureCheck {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.#sign(path, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 <= nowMs ? 'expired' : 'valid';
  }

  #sign(path: string, expires: string): string {
    return createHmac('sha256', this.#secret)
      .update(`${path}?expires=${expires}`)
      .digest('base64url');
  }
}
