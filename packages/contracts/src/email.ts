import { EMAIL_MAX_LENGTH } from './limits.ts';
import { isStorableText } from './storable.ts';

// The one e-mail rule of the product (docs/product.md#sign-up): no spaces, an @, and a dot in the
// domain part. Each side applies it once to an address it is given: the browser in the sign-up
// form, the server in the body schema (`emailSchema`, ./api-schemas.ts) or, for an address that
// comes from the command line or the environment, with `parseEmail`. Kept as a plain regular
// expression (no schema library) so the landing page's first bundle can use it at no cost.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lowercases an e-mail address the way it is stored. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * True when the (already normalised) address passes the rule above and the length cap, and
 * PostgreSQL can store it.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(email) && isStorableText(email);
}

/**
 * The address as it is stored when `raw` passes the rule, else null: normalising and checking in
 * one step, so that no caller checks an address it has not normalised, or normalises it twice.
 * @example parseEmail(' Ada@Example.com ') // 'ada@example.com'
 */
export function parseEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  return isValidEmail(email) ? email : null;
}
