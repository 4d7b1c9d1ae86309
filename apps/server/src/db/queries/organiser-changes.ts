// An owner changing another organiser: a new role, or removal. Each runs in one transaction under
// the organiser-changes lock and checks again that the acting owner is still one (their session
// was read before the lock), so the dashboard always keeps at least one owner: an owner can
// neither change nor remove themselves, and only a current owner changes anyone else.
// Demoting or removing an owner withdraws the invitations they sent, in the same transaction.
import type { OrganiserRole } from '@vibe/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { recordAudit } from './admin-audit.ts';
import { organisers, organiserVerifications, type OrganiserRow } from '../schema/organisers.ts';
import { withdrawInvitationsFrom, type Actor } from './invitations.ts';
import { lockOrganiserChanges } from './admin-organisers.ts';

/**
 * Why a change was refused: `self` (your own account), `not_owner` (the actor is no longer an
 * owner, or no longer exists), `not_found` (no organiser with this id).
 */
export type OrganiserChangeError = 'self' | 'not_owner' | 'not_found';

export type OrganiserChangeResult =
  { ok: true; organiser: OrganiserRow } | { ok: false; error: OrganiserChangeError };

/** Runs `change` on the target under the lock, once the actor and the target are checked. */
async function changeOrganiser(
  db: Database,
  actor: Actor,
  targetId: string,
  change: (tx: Database, target: OrganiserRow) => Promise<OrganiserRow>,
): Promise<OrganiserChangeResult> {
  if (targetId === actor.id) return { ok: false, error: 'self' };
  return db.transaction(async (tx) => {
    await lockOrganiserChanges(tx);
    const [current] = await tx
      .select({ role: organisers.role })
      .from(organisers)
      .where(eq(organisers.id, actor.id));
    if (current?.role !== 'owner') return { ok: false as const, error: 'not_owner' as const };
    const [target] = await tx.select().from(organisers).where(eq(organisers.id, targetId));
    if (!target) return { ok: false as const, error: 'not_found' as const };
    return { ok: true as const, organiser: await change(tx, target) };
  });
}

/**
 * Gives another organiser `role` (nothing changes, nor is logged, when they have it already).
 * A demoted owner's pending invitations are withdrawn; their sessions stay, with viewer rights
 * from their next request (the session check reads the role each time).
 */
export function changeOrganiserRole(
  db: Database,
  input: { actor: Actor; targetId: string; role: OrganiserRole; now: Date },
): Promise<OrganiserChangeResult> {
  const { actor, role, now } = input;
  return changeOrganiser(db, actor, input.targetId, async (tx, target) => {
    if (target.role === role) return target;
    const [changed] = await tx
      .update(organisers)
      .set({ role, updatedAt: now })
      .where(eq(organisers.id, target.id))
      .returning();
    await recordAudit(tx, {
      actor: actor.email,
      action: 'role-change',
      target: `${target.email} → ${role}`,
    });
    if (target.role === 'owner') {
      await withdrawInvitationsFrom(tx, { organiserId: target.id, actor, now });
    }
    return changed ?? target;
  });
}

/**
 * Removes another organiser with their sign-in methods, two-factor secret and sessions (the
 * database deletes those with the organiser), so their very next request is signed out, and
 * with better-auth's verification values that name them (a half-done two-factor sign-in, a
 * trusted device). The invitations they sent are withdrawn first.
 */
export function removeOrganiser(
  db: Database,
  input: { actor: Actor; targetId: string; now: Date },
): Promise<OrganiserChangeResult> {
  const { actor, now } = input;
  return changeOrganiser(db, actor, input.targetId, async (tx, target) => {
    await withdrawInvitationsFrom(tx, { organiserId: target.id, actor, now });
    await tx.delete(organiserVerifications).where(eq(organiserVerifications.value, target.id));
    await tx.delete(organisers).where(eq(organisers.id, target.id));
    await recordAudit(tx, {
      actor: actor.email,
      action: 'remove-organiser',
      target: `${target.email} (${target.role})`,
    });
    return target;
  });
}
