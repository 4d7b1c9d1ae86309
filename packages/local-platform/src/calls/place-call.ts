import type { CallEndedReason } from '@vibe/voice-sdk/protocol';
import { isPlainObject } from '../http/deep-merge.ts';
import { checkAssistantAllowed, runChoiceOf } from '../http/auth.ts';
import type { KeyRestrictions } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import type { PlatformDeps } from '../deps.ts';
import type { Resource } from '../store/resource-store.ts';
import { resolveAssistant } from '../store/resolve-assistant.ts';
import { simulateCall, type OnCallEnded } from './call-simulator.ts';
import { newCallToken, websocketCallUrl } from './web-call-url.ts';

/** Fields of a create body that the stored call keeps as they were sent. */
const keptFields = [
  'assistantId',
  'assistant',
  'assistantOverrides',
  'squadId',
  'squad',
  'workflowId',
  'workflow',
  'workflowOverrides',
  'phoneNumberId',
  'phoneNumber',
  'customerId',
  'customer',
  'name',
  'schedulePlan',
  'metadata',
  'campaignId',
];

/**
 * Creates a call: a web or websocket call waiting for its live session (`webCallUrl`,
 * `transport.websocketCallUrl` with a per-call token), or an outbound phone call that is
 * simulated through its statuses (from `schedulePlan.earliestAt` when it is in the future).
 */
export async function placeCall(
  deps: PlatformDeps,
  orgId: string,
  body: Record<string, unknown>,
  options: {
    web: boolean;
    restrictions?: KeyRestrictions;
    onEnded?: OnCallEnded;
    /** Where the caller reaches the platform (default: its public base URL). */
    baseUrl?: string;
  },
): Promise<Resource> {
  const { web, restrictions } = options;
  const transport = isPlainObject(body.transport) ? body.transport : undefined;
  const websocket = web || transport?.provider === 'vapi.websocket';
  if (websocket && !web && (body.phoneNumberId || body.phoneNumber)) {
    throw badRequest(
      'phoneNumber and phoneNumberId are not allowed with the vapi.websocket transport',
    );
  }
  const resolved = await resolveAssistant(deps.store, orgId, body);
  if (web && !resolved) {
    throw badRequest(
      'assistant or assistantId or squad or squadId or workflow or workflowId must be provided',
    );
  }
  if (resolved) checkAssistantAllowed(restrictions, runChoiceOf(body, resolved.assistantId));
  const kept = Object.fromEntries(keptFields.filter((f) => f in body).map((f) => [f, body[f]]));
  const id = deps.newId();
  if (websocket) {
    const { token, tokenHash } = newCallToken();
    const url = websocketCallUrl(options.baseUrl ?? deps.publicBaseUrl, id, token);
    const call = await deps.store.create(
      orgId,
      'call',
      {
        data: {
          ...kept,
          type: web ? 'webCall' : 'vapi.websocketCall',
          status: 'queued',
          cost: 0,
          ...(web ? { webCallUrl: url } : {}),
          transport: {
            ...(transport ?? {}),
            provider: 'vapi.websocket',
            websocketCallUrl: url,
          },
        },
        hidden: { tokenHash },
      },
      { id },
    );
    endIfNobodyJoins(deps, id);
    return call;
  }
  const scheduledAt =
    isPlainObject(body.schedulePlan) && typeof body.schedulePlan.earliestAt === 'string'
      ? Date.parse(body.schedulePlan.earliestAt)
      : NaN;
  const delay = Number.isNaN(scheduledAt) ? 0 : Math.max(0, scheduledAt - deps.clock().getTime());
  const call = await deps.store.create(
    orgId,
    'call',
    {
      data: {
        ...kept,
        type: 'outboundPhoneCall',
        status: delay > 0 ? 'scheduled' : 'queued',
        phoneCallProvider: 'vapi',
        phoneCallTransport: 'pstn',
        cost: 0,
      },
    },
    { id },
  );
  simulateCall(deps, orgId, id, resolved?.assistant ?? null, {
    delayMs: Math.min(delay, 2 ** 31 - 1),
    ...(options.onEnded ? { onEnded: options.onEnded } : {}),
  });
  return call;
}

/** Why a call that no client joined ended (the provider's reason for an unanswered call). */
export const UNJOINED_CALL_ENDED_REASON: CallEndedReason = 'customer-did-not-answer';

/**
 * Ends a web or websocket call still `queued` (no client joined its session) after
 * `unjoinedCallEndsAfterMs`, as the provider does, instead of leaving it queued for ever.
 */
function endIfNobodyJoins(deps: PlatformDeps, callId: string): void {
  deps.tasks.after(
    deps.callTimings.unjoinedCallEndsAfterMs,
    async () => {
      // Most calls were joined long before: look first, and only lock (and rewrite) the row of a
      // call still queued, so a joined call's updatedAt is not moved a minute after it began.
      if ((await deps.store.getRow(null, 'call', callId))?.data.status !== 'queued') return;
      const endedAt = deps.clock().toISOString();
      await deps.store.update(null, 'call', callId, (row) =>
        row.data.status === 'queued'
          ? {
              data: {
                ...row.data,
                status: 'ended',
                endedReason: UNJOINED_CALL_ENDED_REASON,
                endedAt,
              },
            }
          : { data: row.data },
      );
    },
    (error) => deps.log.warn('could not end an unjoined call', { callId, error: String(error) }),
  );
}
