import { desc, eq, sql } from 'drizzle-orm';
import { platformAssistantVersions } from '../db/schema/assistant-versions.ts';
import { toResource, type AfterWrite } from './resource-store.ts';

/**
 * Records a snapshot of the assistant after a write, numbered 1, 2, … per assistant. Runs in
 * the write's transaction, under its row lock, so numbers never collide.
 */
export function recordAssistantVersion(newId: () => string, clock: () => Date): AfterWrite {
  return async (tx, row) => {
    const [last] = await tx
      .select({ version: sql<number>`max(${platformAssistantVersions.version})` })
      .from(platformAssistantVersions)
      .where(eq(platformAssistantVersions.assistantId, row.id));
    await tx.insert(platformAssistantVersions).values({
      id: newId(),
      orgId: row.orgId,
      assistantId: row.id,
      version: Number(last?.version ?? 0) + 1,
      data: toResource(row),
      createdAt: clock(),
    });
  };
}

/** Orders versions newest first. */
export const newestVersionFirst = desc(platformAssistantVersions.version);
