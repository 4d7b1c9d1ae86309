// The strength rule of an organiser's password, shared by the server (which enforces it) and
// the dashboard's forms (which show it while the password is typed). Both run zxcvbn-ts with the
// same dictionaries (common + English); this module holds what must agree between them and
// imports nothing, so it costs the landing page nothing.

/**
 * zxcvbn's lowest acceptable score (0–4): 3 is "safely unguessable" against an online attack
 * and a slow hash, which a dashboard holding people's answers needs.
 */
export const MIN_PASSWORD_SCORE = 3;

/** What zxcvbn says about a password (the fields of its `feedback` this rule uses). */
export interface StrengthFeedback {
  warning: string | null;
  suggestions: readonly string[];
}

/** Said when zxcvbn rates a password too low but names no pattern. */
const FALLBACK_HINT = 'Add another word or two; uncommon words are best.';

/**
 * Words a password must not lean on: the organiser's own e-mail (whole and its name part) and
 * the product's name, so `owner@example.com`'s `owner-vibe-together` counts as guessable.
 */
export function passwordContextWords(email?: string): string[] {
  const words = ['vibe', 'together', 'vibetogether', 'vibe together'];
  const address = email?.trim().toLowerCase();
  if (!address) return words;
  const local = address.split('@')[0] ?? '';
  return [...words, address, ...(local ? [local] : [])];
}

/** Why a password scored too low, in zxcvbn's words: its warning, then its suggestions. */
export function strengthReason(feedback: StrengthFeedback): string {
  const parts = [feedback.warning, ...feedback.suggestions].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return (parts.length > 0 ? parts : [FALLBACK_HINT]).join(' ');
}
