// The live strength verdict of a password being typed. The checker's chunk loads on the first
// keystroke (not with the page); until it is there, and if it never comes, there is no verdict
// and the server's answer to the form says the rest.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@vibe/contracts/admin';
import { useEffect, useState } from 'react';
import type * as StrengthCheck from './strength-check.ts';
import type { StrengthVerdict } from './strength-check.ts';

// Types only: the module itself is loaded on demand, below.
type Checker = typeof StrengthCheck;

let loading: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  loading ??= import('./strength-check.ts').catch((error: unknown) => {
    // A later keystroke may try again (the connection may be back).
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The verdict on `password` (null: nothing to say yet, i.e. empty, outside the length the
 * field itself enforces, or the checker still loading).
 */
export function usePasswordStrength(password: string, email?: string): StrengthVerdict | null {
  const [verdict, setVerdict] = useState<{ for: string; verdict: StrengthVerdict } | null>(null);
  const checkable =
    password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
  const key = `${email ?? ''}\n${password}`;
  useEffect(() => {
    if (password.length === 0) return;
    let current = true;
    // Loading starts with the first character, so the verdict is ready by the tenth.
    loadChecker()
      .then((checker) => {
        if (current && checkable) {
          setVerdict({ for: key, verdict: checker.checkStrength(password, email) });
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [checkable, key, password, email]);
  // A verdict on an earlier value is never shown for the current one.
  return checkable && verdict?.for === key ? verdict.verdict : null;
}
