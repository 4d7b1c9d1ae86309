// Interview bearer tokens: 256 random bits handed to the visitor once; the database keeps only
// their SHA-256, so a leaked table does not open any interview. Comparison is constant-time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh token and the hash to store for it. */
export interface IssuedToken {
  token: string;
  hash: string;
}

/** Creates a new random token (base64url, 43 characters) and its stored hash. */
export function issueInterviewToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInterviewToken(token) };
}

/** The stored form of a token: its SHA-256 as hex. */
export function hashInterviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`; takes the same time whatever the mismatch. */
export function interviewTokenMatches(token: string, storedHash: string): boolean {
  const actual = Buffer.from(hashInterviewToken(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
