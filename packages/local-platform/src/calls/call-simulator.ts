import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import type { PlatformDeps } from '../deps.ts';
import type { Resource } from '../store/resource-store.ts';
import { reportSimulatedCallEnded } from './call-report.ts';
import { simulatedConversation } from './simulated-conversation.ts';

/** Why a simulated call ends: its assistant spoke the script to the end. */
const SCRIPT_ENDED_REASON: CallEndedReason = 'assistant-ended-call';
/** Why a simulated call without an assistant ends at once. */
const NO_ASSISTANT_ENDED_REASON: CallEndedReason =
  'call-start-error-neither-assistant-nor-server-set';

/** Told when a simulated call has ended (a campaign counts its calls with it). */
export type OnCallEnded = (call: Resource) => Promise<void>;

/**
 * Moves a simulated phone call through queued → ringing → in-progress → ended, ending with a
 * transcript from the assistant's script. Timers belong to the platform's tasks, so `close()`
 * cancels them; a call deleted meanwhile simply stops.
 */
export function simulateCall(
  deps: PlatformDeps,
  orgId: string,
  callId: string,
  assistant: Record<string, unknown> | null,
  options: { delayMs?: number; onEnded?: OnCallEnded } = {},
): void {
  const delayMs = options.delayMs ?? 0;
  const t = deps.callTimings;
  const onError = (error: unknown) =>
    deps.log.warn('simulated call step failed', { callId, error: String(error) });
  type Patch = (data: Record<string, unknown>) => Record<string, unknown>;
  // The steps run one after another, each timed from the call's creation: a slow write of one
  // step (a loaded database) must never let the next read the row before it, or the call would
  // end without the `startedAt` the in-progress step wrote.
  const run = (steps: { atMs: number; patch: Patch }[], index = 0, elapsedMs = 0): void => {
    const next = steps[index];
    if (!next) return;
    const startedWaiting = Date.now();
    deps.tasks.after(
      Math.max(0, delayMs + next.atMs - elapsedMs),
      async () => {
        let ended = false;
        const call = await deps.store.update(orgId, 'call', callId, (row) => {
          if (row.data.status === 'ended') return { data: row.data };
          const data = { ...row.data, ...next.patch(row.data) };
          ended = data.status === 'ended';
          return { data };
        });
        if (call && ended) {
          await options.onEnded?.(call);
          if (assistant) await reportSimulatedCallEnded(deps, call, assistant, SCRIPT_ENDED_REASON);
        }
        if (call && !ended && call.status !== 'ended')
          run(steps, index + 1, elapsedMs + (Date.now() - startedWaiting));
      },
      onError,
    );
  };

  if (!assistant) {
    run([
      {
        atMs: 0,
        patch: () => ({
          status: 'ended',
          endedAt: deps.clock().toISOString(),
          endedReason: NO_ASSISTANT_ENDED_REASON,
        }),
      },
    ]);
    return;
  }
  const end: Patch = (data) => {
    const startedAt = new Date(String(data.startedAt ?? deps.clock().toISOString()));
    const artifact = simulatedConversation(assistant, startedAt);
    return {
      status: 'ended',
      endedAt: deps.clock().toISOString(),
      endedReason: SCRIPT_ENDED_REASON,
      messages: artifact.messages,
      transcript: artifact.transcript,
      artifact,
      cost: 0,
      costBreakdown: { transport: 0, stt: 0, llm: 0, tts: 0, vapi: 0, total: 0 },
    };
  };
  run([
    { atMs: t.ringingAfterMs, patch: () => ({ status: 'ringing' }) },
    {
      atMs: t.inProgressAfterMs,
      patch: () => ({ status: 'in-progress', startedAt: deps.clock().toISOString() }),
    },
    { atMs: t.endedAfterMs, patch: end },
  ]);
}
