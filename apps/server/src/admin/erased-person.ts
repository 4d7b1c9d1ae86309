// How an erased person appears in the audit log: never by their address (every organiser,
// viewers included, reads the log), but as a keyed hash of it. The key is derived from the
// server's auth secret, so the same address always gives the same reference — an operator who
// holds the secret can confirm that a given address was erased — while the log alone reveals
// nothing, and no one without the secret can test guesses against it.
import { createHmac, hkdfSync } from 'node:crypto';
import { normalizeEmail } from '@vibe/contracts/email';
import type { Database } from '../db/client.ts';
import { selectErasuresWithout, updateAuditTarget } from '../db/queries/admin-audit.ts';
import { loadAuthSecret } from './settings.ts';

/** Every erased person's audit reference starts with this. */
export const ERASED_PERSON_PREFIX = 'person:';

/** The audit key: HKDF-SHA256 of the auth secret, for this one use. */
export function auditKeyOf(authSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', authSecret, 'vibe-together', 'audit log: erased person', 32),
  );
}

/**
 * `person:` + HMAC-SHA256(audit key, normalised address), 32 hex characters (128 bits). It
 * normalises by the e-mail rule itself: the audit entries it rewrites at start were written
 * before references existed, in whatever form the address had then.
 *
 * @example erasedPersonReference(key, 'ada@example.com'); // 'person:4f0c…'
 */
export function erasedPersonReference(key: Buffer, email: string): string {
  const digest = createHmac('sha256', key).update(normalizeEmail(email)).digest('hex');
  return `${ERASED_PERSON_PREFIX}${digest.slice(0, 32)}`;
}

/** Loads the audit key once (the auth secret may have to be read from the database first). */
export function lazyAuditKey(db: Database, configuredAuthSecret: string | undefined) {
  let loading: Promise<Buffer> | undefined;
  return () => {
    loading ??= loadAuthSecret(db, configuredAuthSecret)
      .then(auditKeyOf)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

/**
 * Replaces the clear addresses of erasures logged before references existed (a `delete` entry
 * whose target is not one yet) with their reference. Idempotent; run at start. Answers how many
 * entries it rewrote.
 */
export async function hashErasedAddressesInAudit(db: Database, key: Buffer): Promise<number> {
  const legacy = await selectErasuresWithout(db, ERASED_PERSON_PREFIX);
  for (const entry of legacy) {
    if (!entry.target) continue;
    await updateAuditTarget(db, entry.id, erasedPersonReference(key, entry.target));
  }
  return legacy.length;
}
