import type { PlatformDeps } from '../deps.ts';
import type { Resource } from '../store/resource-store.ts';
import type { OnCallEnded } from './call-simulator.ts';
import { placeCall } from './place-call.ts';

type CallEntry = { status: string; endedReason?: string; customer?: unknown };

/** The campaign's counters, recomputed from its calls. */
function counters(calls: Record<string, CallEntry>) {
  const all = Object.values(calls);
  const count = (...statuses: string[]) => all.filter((c) => statuses.includes(c.status)).length;
  return {
    callsCounterScheduled: count('scheduled'),
    callsCounterQueued: count('queued', 'ringing'),
    callsCounterInProgress: count('in-progress'),
    callsCounterEndedVoicemail: all.filter((c) => c.endedReason === 'voicemail').length,
    callsCounterEnded: count('ended'),
  };
}

/**
 * Runs a campaign: one simulated phone call per customer, placed with the campaign's assistant
 * (or workflow) and phone number. Each ended call updates the campaign's `calls` and counters;
 * when the last one ends the campaign ends with `campaign.ended.success`.
 */
export async function startCampaign(
  deps: PlatformDeps,
  orgId: string,
  campaign: Resource,
): Promise<Resource | null> {
  const onEnded: OnCallEnded = async (call) => {
    await deps.store.update(orgId, 'campaign', campaign.id, (row) => {
      const calls = { ...(row.data.calls as Record<string, CallEntry>) };
      calls[call.id] = {
        ...calls[call.id],
        status: 'ended',
        endedReason: String(call.endedReason),
      };
      const done = Object.values(calls).every((c) => c.status === 'ended');
      const stillRunning = row.data.status !== 'ended';
      return {
        data: {
          ...row.data,
          calls,
          ...counters(calls),
          ...(done && stillRunning
            ? { status: 'ended', endedReason: 'campaign.ended.success' }
            : {}),
        },
      };
    });
  };
  const calls: Record<string, CallEntry> = {};
  for (const customer of (campaign.customers as unknown[] | undefined) ?? []) {
    const call = await placeCall(
      deps,
      orgId,
      {
        ...(campaign.assistantId ? { assistantId: campaign.assistantId } : {}),
        ...(campaign.workflowId ? { workflowId: campaign.workflowId } : {}),
        phoneNumberId: campaign.phoneNumberId,
        customer,
        campaignId: campaign.id,
        ...(campaign.schedulePlan ? { schedulePlan: campaign.schedulePlan } : {}),
      },
      { web: false, onEnded },
    );
    calls[call.id] = { status: String(call.status), customer };
  }
  return deps.store.update(orgId, 'campaign', campaign.id, (row) => {
    const merged = { ...calls, ...(row.data.calls as Record<string, CallEntry>) };
    return { data: { ...row.data, calls: merged, ...counters(merged) } };
  });
}
