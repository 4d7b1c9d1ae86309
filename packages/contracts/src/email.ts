import { EMAIL_MAX_LENGTH } from './limits.ts';
import { isStorableText } from './storable.ts';

// Spec §5: no spaces, an @, and a dot in the domain part. Kept as a plain regular expression (no
// schema library) so the landing page's first bundle can use it at no cost.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lowercases an e-mail address the way it is stored. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * True when the (already normalised) address passes the spec's rule and the length cap, and
 * PostgreSQL can store it.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(email) && isStorableText(email);
}
