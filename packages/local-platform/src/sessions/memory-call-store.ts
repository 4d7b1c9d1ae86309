import type { CallPatch, CallSessionStore, SessionCall } from './types.ts';

/** A call held in memory, with everything sessions saved into it. */
export interface StoredCall extends SessionCall, CallPatch {
  token: string | null;
}

/**
 * A `CallSessionStore` kept in memory, for tests, benchmarks and embedding the engine without
 * a database. A call can be joined once, with its token, while it has not ended.
 */
export class MemoryCallStore implements CallSessionStore {
  readonly calls = new Map<string, StoredCall>();
  readonly #waiters = new Map<string, ((call: StoredCall) => void)[]>();

  /** Adds a call that a session may join with `token` (or with any token when `null`). */
  add(call: SessionCall, token: string | null = null): void {
    this.calls.set(call.id, { ...call, token });
  }

  async loadCall(callId: string, token: string | null): Promise<SessionCall | null> {
    const call = this.calls.get(callId);
    if (!call || call.status === 'ended' || call.status === 'in-progress') return null;
    if (call.token !== null && call.token !== token) return null;
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
