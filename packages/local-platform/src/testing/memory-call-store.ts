import type { CallStatus } from '@vibe/voice-sdk/protocol';
import { JOINABLE_CALL_STATUSES } from '../calls/call-store.ts';
import type { CallPatch, CallSessionStore, SessionCall } from '../sessions/types.ts';

/** A call held in memory, with everything sessions saved into it. */
export type StoredCall = SessionCall &
  Omit<CallPatch, 'status'> & {
    status: CallStatus;
    token: string;
  };

/**
 * A `CallSessionStore` kept in memory, for tests and benchmarks of the session engine without a
 * database. It keeps the real store's rules (`calls/call-store.ts`, the same contract test runs
 * against both): a call is joined with its own token while it is queued, ringing or in
 * progress.
 */
export class MemoryCallStore implements CallSessionStore {
  readonly calls = new Map<string, StoredCall>();
  readonly #waiters = new Map<string, ((call: StoredCall) => void)[]>();

  /** Adds a call that a session may join with `token`; it waits `queued` unless told otherwise. */
  add(call: SessionCall, token: string, status: CallStatus = 'queued'): void {
    this.calls.set(call.id, { ...call, status, token });
  }

  async loadCall(callId: string, token: string | null): Promise<SessionCall | null> {
    const call = this.calls.get(callId);
    if (!call || !token || call.token !== token || !JOINABLE_CALL_STATUSES.has(call.status))
      return null;
    return call;
  }

  async saveCall(callId: string, patch: CallPatch): Promise<void> {
    const call = this.calls.get(callId);
    if (!call) throw new Error(`No call ${callId}.`);
    Object.assign(call, patch);
    if (call.status === 'ended') {
      for (const resolve of this.#waiters.get(callId) ?? []) resolve(call);
      this.#waiters.delete(callId);
    }
  }

  /** Resolves with the call once a session has recorded its end. */
  ended(callId: string): Promise<StoredCall> {
    const call = this.calls.get(callId);
    if (call?.status === 'ended') return Promise.resolve(call);
    return new Promise((resolve) => {
      this.#waiters.set(callId, [...(this.#waiters.get(callId) ?? []), resolve]);
    });
  }
}
