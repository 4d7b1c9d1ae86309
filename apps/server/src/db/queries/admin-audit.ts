// The audit log: every organiser action that changes or exports data, newest first.
import type { AuditAction } from '@vibe/contracts/admin';
import { desc, lt } from 'drizzle-orm';
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
