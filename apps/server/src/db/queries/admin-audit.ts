// The audit log: every organiser action that changes or exports data, newest first.
import type { AuditAction } from '@vibe/contracts/admin';
import { and, desc, eq, like, lt, not } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auditLog } from '../schema/admin.ts';

/** Records an organiser's action. */
export async function recordAudit(
  db: Database,
  entry: { actor: string; action: AuditAction; target?: string | null; at?: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** One page of the log, newest first, after the entry with id `beforeId`. */
export async function selectAudit(db: Database, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(beforeId === null ? undefined : lt(auditLog.id, beforeId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** The `delete` entries whose target does not start with `prefix` (erasures logged in clear). */
export function selectErasuresWithout(db: Database, prefix: string) {
  return db
    .select({ id: auditLog.id, target: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'delete'), not(like(auditLog.target, `${prefix}%`))));
}

/** Rewrites the target of the entry with id `id`. */
export async function updateAuditTarget(db: Database, id: number, target: string): Promise<void> {
  await db.update(auditLog).set({ target }).where(eq(auditLog.id, id));
}
