// Setting an organiser's password from the command line (`npm run admin -- reset-password`), for
// a server without e-mail, where "Forgot password?" cannot mail a link. It does what a reset by
// link does: the same password rule, every session ended, an audit entry.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recordAudit } from '../db/queries/admin-audit.ts';
import { organiserAccounts, organisers, organiserSessions } from '../db/schema/organisers.ts';
import { passwordProblem } from './organisers.ts';
import { scryptPasswordHasher, type PasswordHasher } from './password-hasher.ts';

export type SetPasswordResult =
  | { ok: true }
  | { ok: false; error: 'unknown' }
  | { ok: false; error: 'weak_password'; reason: string };

/** Gives the organiser `email` a new password and ends their sessions. */
export async function setOrganiserPassword(
  db: Database,
  input: { email: string; password: string; actor: string; now: Date },
  hasher: PasswordHasher = scryptPasswordHasher,
): Promise<SetPasswordResult> {
  const reason = passwordProblem(input.password, input.email);
  if (reason) return { ok: false, error: 'weak_password', reason };
  const hash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const [organiser] = await tx
      .select({ id: organisers.id })
      .from(organisers)
      .where(eq(organisers.email, input.email));
    if (!organiser) return { ok: false, error: 'unknown' } as const;
    const updated = await tx
      .update(organiserAccounts)
      .set({ password: hash, updatedAt: input.now })
      .where(
        and(
          eq(organiserAccounts.userId, organiser.id),
          eq(organiserAccounts.providerId, 'credential'),
        ),
      )
      .returning({ id: organiserAccounts.id });
    if (updated.length === 0) return { ok: false, error: 'unknown' } as const;
    await tx.delete(organiserSessions).where(eq(organiserSessions.userId, organiser.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'password-reset',
      target: input.email,
      at: input.now,
    });
    return { ok: true } as const;
  });
}
