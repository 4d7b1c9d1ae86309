// zxcvbn-ts in the browser, for the live hint under a new password: the same dictionaries and
// rule as the server's check (which is the one that counts). Loaded on demand, never with the
// first paint: its dictionaries are most of a megabyte.
import {
  MIN_PASSWORD_SCORE,
  passwordContextWords,
  strengthReason,
} from '@vibe/contracts/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** What the hint says: strong enough, or why not (zxcvbn's warning and suggestions). */
export type StrengthVerdict = { strong: true } | { strong: false; reason: string };

/** Checks `password` against the rule; `email` is the account's, which it must not lean on. */
export function checkStrength(password: string, email?: string): StrengthVerdict {
  const result = zxcvbn.check(password, passwordContextWords(email));
  return result.score >= MIN_PASSWORD_SCORE
    ? { strong: true }
    : { strong: false, reason: strengthReason(result.feedback) };
}
