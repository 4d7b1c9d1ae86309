// zxcvbn-ts on the server: the strength half of the organiser password rule (the length half
// is organisers.ts's). The dashboard runs the same check while a password is typed; this one is
// the one that counts.
import {
  MIN_PASSWORD_SCORE,
  passwordContextWords,
  strengthReason,
} from '@vibe/contracts/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Built on the first check, not at start: its dictionaries take a tenth of a second to load,
// and most starts never set a password.
let zxcvbn: ZxcvbnFactory | undefined;

function checker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return zxcvbn;
}

/**
 * Why `password` is too easy to guess (zxcvbn's warning and suggestions), or null when it
 * scores at least {@link MIN_PASSWORD_SCORE}. `email` is the account's: a password built from
 * it counts as guessable.
 */
export function weakPasswordReason(password: string, email?: string): string | null {
  const result = checker().check(password, passwordContextWords(email));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return `This password is too easy to guess. ${strengthReason(result.feedback)}`;
}
