// How organisers' passwords are hashed and checked: better-auth's scrypt by default. Injectable
// so tests that sign in many times (lockouts after 50 failures) need not spend a real hash's
// deliberate slowness on every attempt.
import { hashPassword, verifyPassword } from 'better-auth/crypto';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's own scrypt hashing, the one production uses. */
export const scryptPasswordHasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
};
