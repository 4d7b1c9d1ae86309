import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a client sent equals ours, compared in constant time over their hashes, so
 * neither the content nor the length of ours leaks through timing.
 * @example sameSecret(c.req.header('x-vapi-secret') ?? '', secret)
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
