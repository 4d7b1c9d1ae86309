// A password hasher for tests: a salted SHA-256 instead of scrypt, so a test that signs in or
// fails fifty times spends milliseconds, not seconds. It still checks scrypt hashes (organisers
// created without it), so every way of creating an organiser in a test signs in.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptPasswordHasher, type PasswordHasher } from '../admin/password-hasher.ts';

const PREFIX = 'test-sha256';

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest('hex');

/** Fast, and still a real check: only the right password verifies. */
export const fastPasswordHasher: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}:${salt}:${digest(salt, password)}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, expected] = hash.split(':');
    if (prefix !== PREFIX || salt === undefined || expected === undefined) {
      return scryptPasswordHasher.verify({ hash, password });
    }
    const given = Buffer.from(digest(salt, password));
    return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  },
};
