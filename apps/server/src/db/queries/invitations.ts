// Invitations of new organisers: sending, listing, withdrawing, accepting, and withdrawing every
// pending one of an owner who is demoted or removed. One rule says which links still open
// (`pendingInvitation`), so the list, a withdrawal and an acceptance never disagree.
import {
  INVITATION_TTL_HOURS,
  type InvitationDetails,
  type OrganiserRole,
  type PendingInvitation,
} from '@vibe/contracts/admin';
import { and, desc, eq, exists, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { recordAudit } from './admin-audit.ts';
import { insertMail, type MailMessage } from './mail.ts';
import { organiserInvitations, type InvitationRow } from '../schema/admin.ts';
import { organisers } from '../schema/organisers.ts';
import { newId } from '../../lib/ids.ts';
import { issueInterviewToken } from '../../lib/interview-token.ts';
import { lockOrganiserChanges } from './admin-organisers.ts';

/** Who is acting: an organiser's id and e-mail (the audit log names the e-mail). */
export interface Actor {
  id: string;
  email: string;
}

/**
 * Invitations whose link still opens at `now`: not accepted, not withdrawn, not expired, and
 * sent by an organiser who is still an owner (checked again here, not only when they lose the
 * role, so no invitation outlives its sender's rights).
 */
export function pendingInvitation(now: Date): SQL | undefined {
  return and(
    openInvitation(now),
    exists(
      sql`(select 1 from ${organisers} where ${organisers.id} = ${organiserInvitations.invitedById} and ${organisers.role} = 'owner')`,
    ),
  );
}

/** Invitations not yet accepted, withdrawn or expired at `now`, whoever sent them. */
function openInvitation(now: Date): SQL | undefined {
  return and(
    isNull(organiserInvitations.acceptedAt),
    isNull(organiserInvitations.revokedAt),
    gt(organiserInvitations.expiresAt, now),
  );
}

/** The audit target of an invitation: `new@example.com (viewer)`. */
const invitationTarget = (row: Pick<InvitationRow, 'email' | 'role'>) =>
  `${row.email} (${row.role})`;

/**
 * Stores an invitation from `inviter` and answers its one-time token (only its hash is kept).
 * Answers null when `inviter` is no longer an owner: checked under the lock a demotion takes,
 * so an invitation sent during its sender's demotion cannot escape being withdrawn. With
 * `mail`, the e-mail it makes of the link is queued in the same transaction.
 */
export async function createInvitation(
  db: Database,
  input: {
    email: string;
    role: OrganiserRole;
    inviter: Actor;
    now: Date;
    mail?: (link: { token: string; expiresAt: Date }) => MailMessage;
  },
): Promise<{ token: string; expiresAt: Date } | null> {
  const { email, role, inviter, now } = input;
  return db.transaction(async (tx) => {
    await lockOrganiserChanges(tx);
    const [current] = await tx
      .select({ role: organisers.role })
      .from(organisers)
      .where(eq(organisers.id, inviter.id));
    if (current?.role !== 'owner') return null;
    const { token, hash } = issueInterviewToken();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000);
    await tx.insert(organiserInvitations).values({
      id: newId(now),
      email,
      role,
      tokenHash: hash,
      invitedBy: inviter.email,
      invitedById: inviter.id,
      expiresAt,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: inviter.email,
      action: 'invite',
      target: invitationTarget({ email, role }),
    });
    if (input.mail) await insertMail(tx, [input.mail({ token, expiresAt })], now);
    return { token, expiresAt };
  });
}

/** The invitations still pending at `now`, newest first, without their token hash. */
export async function listPendingInvitations(
  db: Database,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(organiserInvitations)
    .where(pendingInvitation(now))
    .orderBy(desc(organiserInvitations.createdAt), desc(organiserInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Withdraws the open invitations `where` selects, logging each as withdrawn by `actor`. Open,
 * not pending: a sender's invitations are withdrawn whether or not they are still an owner.
 */
async function revoke(
  db: Database,
  where: SQL | undefined,
  actor: Actor,
  now: Date,
): Promise<InvitationRow[]> {
  const revoked = await db
    .update(organiserInvitations)
    .set({ revokedAt: now })
    .where(and(where, openInvitation(now)))
    .returning();
  for (const row of revoked) {
    await recordAudit(db, {
      actor: actor.email,
      action: 'withdraw-invitation',
      target: `${invitationTarget(row)}, sent by ${row.invitedBy}`,
    });
  }
  return revoked;
}

/** Withdraws one open invitation; false when no open invitation has this id. */
export async function withdrawInvitation(
  db: Database,
  input: { id: string; actor: Actor; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await revoke(tx, eq(organiserInvitations.id, input.id), input.actor, input.now);
    return revoked.length > 0;
  });
}

/**
 * Withdraws every pending invitation `organiserId` sent (they are being demoted or removed),
 * inside the caller's transaction.
 */
export function withdrawInvitationsFrom(
  tx: Database,
  input: { organiserId: string; actor: Actor; now: Date },
): Promise<InvitationRow[]> {
  return revoke(
    tx,
    eq(organiserInvitations.invitedById, input.organiserId),
    input.actor,
    input.now,
  );
}

/**
 * The pending invitation of a token's hash, as its page shows it (null: no such link). The
 * inviter is named as they are now (their name, or the e-mail they sent it from).
 */
export async function findPendingInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<InvitationDetails | null> {
  const [row] = await db
    .select({
      email: organiserInvitations.email,
      role: organiserInvitations.role,
      invitedBy: organiserInvitations.invitedBy,
      inviterName: organisers.name,
      expiresAt: organiserInvitations.expiresAt,
    })
    .from(organiserInvitations)
    .leftJoin(organisers, eq(organisers.id, organiserInvitations.invitedById))
    .where(and(eq(organiserInvitations.tokenHash, tokenHash), pendingInvitation(now)));
  if (!row) return null;
  return {
    email: row.email,
    role: row.role,
    invitedBy: row.inviterName?.trim() || row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Claims the pending invitation of a token's hash for acceptance, atomically: a link opens once
 * even when used twice at the same moment, and never after a withdrawal. Null: no such link.
 */
export async function claimInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [claimed] = await db
    .update(organiserInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(organiserInvitations.tokenHash, tokenHash), pendingInvitation(now)))
    .returning();
  return claimed ?? null;
}
