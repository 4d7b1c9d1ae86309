import { timingSafeEqual } from 'node:crypto';
import type { CallStatus } from '@vibe/voice-sdk/protocol';
import type { CallPatch, CallSessionStore, SessionCall } from '../sessions/types.ts';
import type { ResourceStore } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';
import { hashCallToken } from './web-call-url.ts';

/** Statuses in which a call's live session may still be joined. */
export const JOINABLE_CALL_STATUSES: ReadonlySet<CallStatus> = new Set<CallStatus>([
  'queued',
  'ringing',
  'in-progress',
]);

/**
 * The call-session engine's view of the stored calls: a session may open a web or websocket call
 * with the call's own token while the call has not ended; what the session records is merged
 * into the stored call.
 */
export function createCallStore(store: ResourceStore): CallSessionStore {
  return {
    async loadCall(callId: string, token: string | null): Promise<SessionCall | null> {
      if (!token) return null;
      const row = await store.getRow(null, 'call', callId).catch(() => null);
      const expected = row?.hidden?.tokenHash;
      if (!row || typeof expected !== 'string') return null;
      const given = Buffer.from(hashCallToken(token), 'hex');
      const stored = Buffer.from(expected, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
      if (!JOINABLE_CALL_STATUSES.has(row.data.status as CallStatus)) return null;
      const resolved = await resolveAssistant(store, row.orgId, row.data).catch(() => null);
      if (!resolved) return null;
      return {
        id: row.id,
        orgId: row.orgId,
        assistant: resolved.assistant,
        ...(resolved.assistantId ? { assistantId: resolved.assistantId } : {}),
        ...(row.data.metadata ? { metadata: row.data.metadata as Record<string, unknown> } : {}),
        createdAt: row.createdAt.toISOString(),
      };
    },

    async saveCall(callId: string, patch: CallPatch): Promise<void> {
      await store.update(null, 'call', callId, (row) => ({ data: { ...row.data, ...patch } }));
    },
  };
}
