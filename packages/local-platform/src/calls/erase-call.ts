// Erasing a call for good (a person's erasure in the product): the call record with its
// transcript, messages and metadata, its recordings, and every request log that names it.
import { and, eq, or, sql } from 'drizzle-orm';
import type { PlatformDatabase } from '../db/database.ts';
import { platformRequestLogs } from '../db/schema/request-logs.ts';
import { platformResources } from '../db/schema/resources.ts';
import { isUuid } from '../http/body.ts';
import type { PlatformRecordings } from '../recordings/recording-service.ts';

/** What {@link eraseCall} needs from the platform. */
export interface EraseCallDeps {
  db: PlatformDatabase;
  recordings: Pick<PlatformRecordings, 'erase'>;
  /** Ends the call's live session, if it has one, and waits until it is recorded. */
  endSession(callId: string): Promise<void>;
}

/**
 * Deletes every trace of a call: ends its live session first (so nothing is written after),
 * then deletes the call (transcript, messages, metadata), its recordings and the request logs
 * that name it (by call id, path or query). Answers whether the call existed; erasing an
 * unknown call is not an error (it may be gone already).
 */
export async function eraseCall(deps: EraseCallDeps, callId: string): Promise<boolean> {
  if (!isUuid(callId)) return false;
  await deps.endSession(callId);
  const deleted = await deps.db
    .delete(platformResources)
    .where(and(eq(platformResources.kind, 'call'), eq(platformResources.id, callId)))
    .returning({ id: platformResources.id });
  await deps.recordings.erase(callId);
  const logs = platformRequestLogs;
  // A client may have written the id in upper case in a path or query.
  const id = callId.toLowerCase();
  await deps.db
    .delete(logs)
    .where(
      or(
        eq(logs.callId, callId),
        sql`position(${id} in lower(${logs.path})) > 0`,
        sql`position(${id} in lower(coalesce(${logs.query}, ''))) > 0`,
      ),
    );
  return deleted.length > 0;
}
