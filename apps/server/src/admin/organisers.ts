// Creating organisers outside better-auth's public sign-up (which is off): the first owner at
// start or from the command line, the first-run form, and accepted invitations all land here.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@vibe/contracts/admin';
import type { Database } from '../db/client.ts';
import { insertOrganiser } from '../db/queries/admin-organisers.ts';
import type { OrganiserRole } from '../db/schema/organisers.ts';
import { scryptPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { weakPasswordReason } from './password-strength.ts';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

export interface NewOrganiser {
  /** The address as stored: normalised and held to the e-mail rule where it came in. */
  email: string;
  password: string;
  role: OrganiserRole;
}

/** Why an organiser could not be created. */
export type CreateOrganiserError = 'exists' | 'weak_password' | 'not_first';

/**
 * Why an organiser may not have `password` (null: they may): it must have
 * {@link MIN_PASSWORD_LENGTH}–{@link MAX_PASSWORD_LENGTH} characters (better-auth's rule too)
 * and be hard to guess (password-strength.ts). Every place that sets a password asks this.
 * @param email the account's address: a password made of it counts as guessable
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return weakPasswordReason(password, email);
}

/**
 * Creates an organiser with an e-mail + password account (the password hashed by `hasher`,
 * better-auth's scrypt by default). With `onlyIfFirst`, creates it only while no organiser
 * exists (`not_first` otherwise).
 * Never replaces an existing organiser (`exists`).
 */
export async function createOrganiser(
  db: Database,
  input: NewOrganiser,
  options: { onlyIfFirst?: boolean; hasher?: PasswordHasher } = {},
): Promise<{ ok: true; id: string } | { ok: false; error: CreateOrganiserError }> {
  if (passwordProblem(input.password, input.email)) return { ok: false, error: 'weak_password' };
  const passwordHash = await (options.hasher ?? scryptPasswordHasher).hash(input.password);
  return insertOrganiser(db, { email: input.email, role: input.role, passwordHash }, options);
}
