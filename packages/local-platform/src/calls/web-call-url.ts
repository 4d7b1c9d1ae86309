import { createHash, randomBytes } from 'node:crypto';

/** A fresh per-call session token and the hash kept in the database. */
export function newCallToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashCallToken(token) };
}

/** The stored form of a call token. */
export function hashCallToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `ws(s)://<platform>/<callId>/transport?token=…`: where the call's live session is joined. */
export function websocketCallUrl(publicBaseUrl: string, callId: string, token: string): string {
  const base = publicBaseUrl.replace(/^http/, 'ws').replace(/\/+$/, '');
  return `${base}/${callId}/transport?token=${encodeURIComponent(token)}`;
}
